import { once } from 'node:events';
import { ChannelType, DiscordAPIError, Events } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDiscord } from '../../dev/local-discord/index.js';
import { startTestBot, startTestWorld, type TestBot, type TestWorld } from './test-bot.js';

describe('local Discord: login and gateway', () => {
  let setup: TestWorld;
  let bot: TestBot;

  beforeAll(async () => {
    setup = await startTestWorld();
    bot = await startTestBot(setup.local);
  });

  afterAll(async () => {
    await bot.client.destroy();
    await setup.local.close();
  });

  it('becomes ready with the seeded guild and its channels cached', () => {
    const { world, local } = setup;
    const guild = bot.client.guilds.cache.get(world.guild.id);
    expect(guild?.name).toBe('Local Guild');
    const names = guild?.channels.cache
      .filter((channel) => channel.type === ChannelType.GuildText)
      .map((c) => c.name);
    expect(names?.sort()).toEqual(['games-1', 'games-2', 'games-3', 'games-4', 'games-5', 'general']);
    expect(bot.client.user.id).toBe(local.model.botUser.id);
    expect(bot.client.application.id).toBe(local.model.applicationId);
    expect(local.requests.entries().some((entry) => entry.route === '/gateway/bot')).toBe(true);
  });

  it('answers unknown routes with a Discord-style 404 and logs them', async () => {
    const failure = await bot.client.rest.get('/no/such/route').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DiscordAPIError);
    expect((failure as DiscordAPIError).status).toBe(404);
    expect((failure as DiscordAPIError).code).toBe(0);
    expect(setup.local.requests.unmatched().map((entry) => entry.path)).toContain('/no/such/route');
  });

  it('acknowledges heartbeats', async () => {
    const local = await startLocalDiscord({ heartbeatIntervalMs: 20 });
    const heartbeatBot = await startTestBot(local);
    await expect.poll(() => heartbeatBot.client.ws.ping).toBeGreaterThanOrEqual(0);
    await heartbeatBot.client.destroy();
    await local.close();
  });

  it('resumes after the gateway asks for a reconnect', async () => {
    const resumed = once(bot.client, Events.ShardResume);
    setup.local.gateway.requestReconnect();
    await resumed;
    expect(setup.local.gateway.connectedSessionCount).toBe(1);
  });
});
