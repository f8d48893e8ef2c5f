import { GatewayIntentBits } from 'discord.js';
import type { ChannelChange } from '../model/events.js';
import type { LocalDiscordModel } from '../model/model.js';
import { toApiChannel, toApiThreadWithMembership } from '../model/serialize.js';
import type { LocalChannel, LocalMessage } from '../model/types.js';
import { guildCreatePayload } from './gateway-payloads.js';
import type { GatewayServer } from './gateway-server.js';

/**
 * Turns model changes into the gateway events Discord sends a bot: MESSAGE_* (GuildMessages
 * intent; never for ephemeral messages) and GUILD_CREATE / GUILD_DELETE / CHANNEL_* / THREAD_* (Guilds intent), so that
 * discord.js caches follow changes made behind the bot's back (archived thread, deleted message).
 */
export function dispatchModelChanges(model: LocalDiscordModel, gateway: GatewayServer): void {
  const messageEvent = (event: string, message: LocalMessage) => {
    if (message.visibleTo !== null) return;
    gateway.dispatch(event, { ...message.api, guild_id: message.guildId }, GatewayIntentBits.GuildMessages);
  };
  model.events.on('message', (message) => messageEvent('MESSAGE_CREATE', message));
  model.events.on('messageUpdate', (message) => messageEvent('MESSAGE_UPDATE', message));
  model.events.on('messageDelete', (message) => {
    if (message.visibleTo !== null) return;
    const data = { id: message.id, channel_id: message.channelId, guild_id: message.guildId };
    gateway.dispatch('MESSAGE_DELETE', data, GatewayIntentBits.GuildMessages);
  });
  model.events.on('guild', (guild) => {
    gateway.dispatch('GUILD_CREATE', guildCreatePayload(model, guild), GatewayIntentBits.Guilds);
  });
  // An unavailable guild object without `unavailable`: the bot was removed, not an outage.
  model.events.on('guildLeft', (guild) => {
    gateway.dispatch('GUILD_DELETE', { id: guild.id }, GatewayIntentBits.Guilds);
  });
  model.events.on('channel', (channel: LocalChannel, change: ChannelChange) => {
    if (change === 'members') return;
    if (!channel.thread) {
      const event = change === 'created' ? 'CHANNEL_CREATE' : 'CHANNEL_UPDATE';
      gateway.dispatch(event, toApiChannel(channel, model.botUser.id), GatewayIntentBits.Guilds);
      return;
    }
    const thread = toApiThreadWithMembership(channel, model.botUser.id);
    const [event, data] =
      change === 'created'
        ? ['THREAD_CREATE', { ...thread, newly_created: true }]
        : ['THREAD_UPDATE', thread];
    gateway.dispatch(event, data, GatewayIntentBits.Guilds);
  });
}
