import { ChannelType, Client, Events, GuildMember, type Interaction } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDiscord, type SeededWorld, startLocalDiscord } from '../../../dev/local-discord/index.js';
import {
  connectWithoutGateway,
  type InteractionDispatcher,
  interactionDispatcher,
} from '../../../src/platform/interactions-http/gatewayless-client.js';

/** A real discord.js client that never logs in to a gateway, fed the payloads the local Discord sends. */
describe('a discord.js client without a gateway', () => {
  let local: LocalDiscord;
  let world: SeededWorld;
  let client: Client;
  let dispatcher: InteractionDispatcher;
  const received: Interaction[] = [];

  beforeAll(async () => {
    local = await startLocalDiscord();
    world = local.seedDefault();
    local.model.commands.overwrite(world.guild.id, [{ name: 'ping', description: 'ping', type: 1 }]);
    client = new Client({ intents: [], rest: { api: local.restBaseUrl } });
    client.on(Events.InteractionCreate, (interaction) => received.push(interaction));
    await connectWithoutGateway(client, 'local-token', world.guild.id);
    dispatcher = interactionDispatcher(client);
    // Interactions go nowhere over the gateway here: the test hands each payload to the client.
    local.model.events.on('interaction', (interaction) => dispatcher.dispatch(interaction.payload));
  });

  afterAll(async () => {
    dispatcher?.stop();
    await client?.destroy();
    await local?.close();
  });

  it('knows its user and application by REST, and the test server with its commands', () => {
    expect(client.user?.id).toBe(local.model.botUser.id);
    expect(client.application?.id).toBe(local.model.applicationId);
    expect(client.guilds.cache.get(world.guild.id)?.name).toBe(world.guild.name);
  });

  it('turns a payload into the right interaction, with its guild, channel (a thread and its parent) and member', async () => {
    const parent = local.model.createTextChannel(world.guild.id, { name: 'tables' });
    const thread = local.model.createThread(parent.id, {
      name: 'side A',
      type: ChannelType.PrivateThread,
      ownerId: local.model.botUser.id,
    });
    local.model.addThreadMember(thread.id, world.users.alice.id);
    const handle = local.driver.runCommand({ user: world.users.alice, channelId: thread.id, name: 'ping' });
    const interaction = received.find((one) => one.id === handle.id);
    expect(interaction?.isChatInputCommand()).toBe(true);
    expect(interaction?.guild?.id).toBe(world.guild.id);
    expect(interaction?.channel?.isThread()).toBe(true);
    expect(interaction?.channel?.isThread() && interaction.channel.parentId).toBe(parent.id);
    expect(interaction?.member).toBeInstanceOf(GuildMember);
    expect(interaction?.appPermissions?.bitfield).toBeGreaterThan(0n);
  });
});
