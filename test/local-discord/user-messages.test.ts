import { ChannelType, type TextChannel } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBot, startTestWorld, type TestBot, type TestWorld } from './test-bot.js';

describe('local Discord: members type plain messages', () => {
  let setup: TestWorld;
  let bot: TestBot;

  const textChannel = (index: number): TextChannel => {
    const channel = bot.client.channels.cache.get(setup.world.channels.games[index]?.id ?? '');
    if (channel?.type !== ChannelType.GuildText) throw new Error('expected a text channel');
    return channel;
  };

  beforeAll(async () => {
    setup = await startTestWorld();
    bot = await startTestBot(setup.local);
  });

  afterAll(async () => {
    expect(bot.errors).toEqual([]);
    await bot.client.destroy();
    await setup.local.close();
  });

  it('shows a message typed in a channel to everyone there, the bot included', async () => {
    const { driver } = setup.local;
    const { alice, bob } = setup.world.users;
    const channel = textChannel(0);
    const sent = driver.sendMessage({ user: alice, channelId: channel.id, content: 'Anyone for a game?' });

    expect(sent.author.id).toBe(alice.id);
    expect(driver.lastMessage(channel.id, bob)?.content).toBe('Anyone for a game?');
    const read = await channel.messages.fetch(sent.id);
    expect(read.author.id).toBe(alice.id);
  });

  it('takes messages in a private thread from its members only', async () => {
    const { driver } = setup.local;
    const { alice, bob, csilla } = setup.world.users;
    const thread = await textChannel(1).threads.create({ name: 'side A', type: ChannelType.PrivateThread });
    await thread.members.add(alice.id);
    await thread.members.add(bob.id);
    await thread.send('Talk here: only side A sees this thread.');

    driver.sendMessage({ user: alice, channelId: thread.id, content: 'I take the left column' });

    expect(driver.channelView(thread.id, bob).map((message) => message.content)).toEqual([
      'Talk here: only side A sees this thread.',
      'I take the left column',
    ]);
    expect(() => driver.sendMessage({ user: csilla, channelId: thread.id, content: 'psst' })).toThrow(
      /cannot see/,
    );
    const read = await thread.messages.fetch({ limit: 10 });
    expect(read.map((message) => message.content)).toContain('I take the left column');
  });

  it('makes the sender a member of a public thread, and reopens it when archived', async () => {
    const { driver, model } = setup.local;
    const { dan } = setup.world.users;
    const starter = await textChannel(2).send('A new game');
    const thread = await starter.startThread({ name: 'game talk' });
    model.archiveThread(thread.id);

    driver.sendMessage({ user: dan, channelId: thread.id, content: 'Good luck!' });

    expect(model.channel(thread.id).thread?.archived).toBe(false);
    expect(model.channel(thread.id).thread?.members.has(dan.id)).toBe(true);
    expect(driver.lastMessage(thread.id)?.content).toBe('Good luck!');
  });

  it('refuses an empty message and one over 2000 characters, as Discord does', () => {
    const { driver } = setup.local;
    const { erin } = setup.world.users;
    const channelId = setup.world.channels.general.id;
    expect(() => driver.sendMessage({ user: erin, channelId, content: '' })).toThrow(
      expect.objectContaining({ code: 50006 }),
    );
    expect(() => driver.sendMessage({ user: erin, channelId, content: 'x'.repeat(2001) })).toThrow(
      expect.objectContaining({ code: 50035 }),
    );
  });
});
