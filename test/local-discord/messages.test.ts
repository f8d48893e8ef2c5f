import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  ContainerBuilder,
  DiscordAPIError,
  MediaGalleryBuilder,
  MediaGalleryItemBuilder,
  MessageFlags,
  PermissionFlagsBits,
  Routes,
  type SendableChannels,
  TextDisplayBuilder,
  type ThreadChannel,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBot, startTestWorld, type TestBot, type TestWorld } from './test-bot.js';

/** The first bytes of a PNG file are enough for a stored attachment. */
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('local Discord: messages, threads and failures', () => {
  let setup: TestWorld;
  let bot: TestBot;

  const sendable = (channelId: string): SendableChannels => {
    const channel = bot.client.channels.cache.get(channelId);
    if (!channel?.isSendable()) throw new Error(`channel ${channelId} is not sendable`);
    return channel;
  };
  const gameChannel = (index: number) => setup.world.channels.games[index]?.id ?? '';

  beforeAll(async () => {
    setup = await startTestWorld();
    bot = await startTestBot(setup.local);
  });

  afterAll(async () => {
    expect(bot.errors).toEqual([]);
    await bot.client.destroy();
    await setup.local.close();
  });

  it('stores a Components V2 message with its attachment, serves the file, and presses nested buttons', async () => {
    const { driver, model } = setup.local;
    const container = new ContainerBuilder()
      .addTextDisplayComponents(new TextDisplayBuilder().setContent('## Board'))
      .addMediaGalleryComponents(
        new MediaGalleryBuilder().addItems(new MediaGalleryItemBuilder().setURL('attachment://board.png')),
      )
      .addActionRowComponents(
        new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId('reveal').setLabel('Reveal').setStyle(ButtonStyle.Primary),
        ),
      );
    const sent = await sendable(gameChannel(0)).send({
      components: [container],
      flags: MessageFlags.IsComponentsV2,
      files: [new AttachmentBuilder(PNG_BYTES, { name: 'board.png' })],
    });

    const stored = model.message(sent.id).api;
    expect((stored.flags ?? 0) & MessageFlags.IsComponentsV2).toBe(MessageFlags.IsComponentsV2);
    const attachment = stored.attachments[0];
    expect(attachment?.filename).toBe('board.png');
    const served = await fetch(attachment?.url ?? '');
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_BYTES);
    expect(JSON.stringify(stored.components)).toContain(`"url":"${attachment?.url}"`);

    bot.handle(async (interaction) => {
      if (interaction.isButton()) await interaction.deferUpdate();
    });
    await driver
      .clickButton({ user: setup.world.users.alice, messageId: sent.id, customId: 'reveal' })
      .awaitResponse();

    const withContent = sendable(gameChannel(0)).send({
      content: 'not allowed',
      components: [container],
      flags: MessageFlags.IsComponentsV2,
      files: [new AttachmentBuilder(PNG_BYTES, { name: 'board.png' })],
    });
    await expect(withContent).rejects.toMatchObject({ code: 50035 });
  });

  it("names the component Discord refuses in the error's tree", async () => {
    const row = (...ids: string[]) =>
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        ids.map((id) => new ButtonBuilder().setCustomId(id).setLabel(id).setStyle(ButtonStyle.Secondary)),
      );
    const sent = sendable(gameChannel(0)).send({ components: [row('a', 'b'), row('c', 'a')] });
    const error = await sent.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect((error as DiscordAPIError).rawError).toMatchObject({
      code: 50035,
      errors: {
        components: {
          1: { components: { 1: { custom_id: { _errors: [{ code: 'COMPONENT_CUSTOM_ID_DUPLICATED' }] } } } },
        },
      },
    });
  });

  it('creates a private thread whose members alone see it', async () => {
    const { driver, model } = setup.local;
    const { alice, bob } = setup.world.users;
    const parent = bot.client.channels.cache.get(gameChannel(1));
    if (parent?.type !== ChannelType.GuildText) throw new Error('expected a text channel');
    const thread = await parent.threads.create({
      name: 'duet-1',
      type: ChannelType.PrivateThread,
      invitable: false,
    });
    await thread.members.add(alice.id);
    await thread.send('welcome');

    expect(model.channel(thread.id).type).toBe(ChannelType.PrivateThread);
    expect([...(model.channel(thread.id).thread?.members.keys() ?? [])].sort()).toEqual(
      [model.botUser.id, alice.id].sort(),
    );
    expect(driver.channelView(thread.id, alice).map((message) => message.content)).toEqual(['welcome']);
    expect(driver.channelView(thread.id, bob)).toEqual([]);
    await bot.client.application.commands.set([{ name: 'ping', description: 'Ping' }]);
    expect(() => driver.runCommand({ user: bob, channelId: thread.id, name: 'ping' })).toThrow(/cannot see/);
  });

  it('follows a thread archived behind the bot; edits there fail, a new message reopens it', async () => {
    const { model } = setup.local;
    const parent = bot.client.channels.cache.get(gameChannel(2));
    if (parent?.type !== ChannelType.GuildText) throw new Error('expected a text channel');
    const starter = await parent.send('a new game');
    const thread: ThreadChannel = await starter.startThread({ name: 'game-thread' });
    expect(thread.id).toBe(starter.id);
    const inThread = await thread.send('turn 1');

    model.archiveThread(thread.id);
    await expect.poll(() => thread.archived).toBe(true);
    await expect(inThread.edit('turn 1 (edited)')).rejects.toMatchObject({ code: 50083 });
    await thread.send('turn 2');
    expect(model.channel(thread.id).thread?.archived).toBe(false);
  });

  it('lets the bot archive the thread it created, but lock it only with Manage Threads', async () => {
    const { model } = setup.local;
    const parent = bot.client.channels.cache.get(gameChannel(4));
    if (parent?.type !== ChannelType.GuildText) throw new Error('expected a text channel');
    const thread = await parent.threads.create({ name: 'side A', type: ChannelType.PrivateThread });
    const close = (body: { archived: boolean; locked?: boolean }) =>
      bot.client.rest.patch(Routes.channel(thread.id), { body });

    model.denyBotPermissions(parent.id, PermissionFlagsBits.ManageThreads);
    await expect(close({ archived: true, locked: true })).rejects.toMatchObject({ code: 50013 });
    expect(model.channel(thread.id).thread?.archived).toBe(false);
    await close({ archived: true });
    expect(model.channel(thread.id).thread?.archived).toBe(true);
    await expect(
      close({ archived: true, locked: true }),
      'an archived thread is reopened first',
    ).rejects.toMatchObject({
      code: 50083,
    });
    await thread.send('reopens it');
    expect(model.channel(thread.id).thread?.archived).toBe(false);

    model.restoreBotPermissions(parent.id);
    await close({ archived: true, locked: true });
    expect(model.channel(thread.id).thread).toMatchObject({ archived: true, locked: true });
    model.denyBotPermissions(parent.id, PermissionFlagsBits.ManageThreads);
    await expect(close({ archived: false })).rejects.toMatchObject({ code: 50013 });
    model.restoreBotPermissions(parent.id);
  });

  it('makes the next edit fail on request, and answers 10008 once a message is deleted behind the bot', async () => {
    const { model } = setup.local;
    const sent = await sendable(gameChannel(3)).send('version 1');

    model.failNextEdit(sent.id, {
      code: 30046,
      message: 'Maximum number of edits to messages older than 1 hour reached.',
    });
    const failure = await sent.edit('version 2').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DiscordAPIError);
    expect(failure).toMatchObject({ code: 30046, status: 400 });
    await sent.edit('version 3');
    expect(model.message(sent.id).api.content).toBe('version 3');

    model.deleteMessage(sent.id);
    await expect(sent.edit('version 4')).rejects.toMatchObject({ code: 10008, status: 404 });
  });

  it('makes the next edit of any message in a channel fail, also through the interaction webhook', async () => {
    const { driver, model } = setup.local;
    await bot.client.application.commands.set([{ name: 'ping', description: 'Ping' }]);
    let code: unknown;
    bot.handle(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.reply('pong');
      code = await interaction.editReply('pong!').catch((error: { code?: unknown }) => error.code);
    });
    model.failNextEdit(gameChannel(3), { status: 404, code: 10008, message: 'Unknown Message' });
    await driver
      .runCommand({ user: setup.world.users.bob, channelId: gameChannel(3), name: 'ping' })
      .awaitResponse();
    await expect.poll(() => code).toBe(10008);
  });

  it('pages channel messages newest first with limit, before, after and around', async () => {
    const channel = sendable(setup.world.channels.general.id);
    const sent = [];
    for (const content of ['m1', 'm2', 'm3', 'm4', 'm5']) sent.push(await channel.send(content));
    const ids = sent.map((message) => message.id);
    const contents = async (options: { limit: number; before?: string; after?: string; around?: string }) =>
      [...(await channel.messages.fetch({ ...options, cache: false })).values()].map(
        (message) => message.content,
      );

    expect(await contents({ limit: 2 })).toEqual(['m5', 'm4']);
    expect(await contents({ limit: 2, before: ids[2] })).toEqual(['m2', 'm1']);
    expect(await contents({ limit: 2, after: ids[2] })).toEqual(['m5', 'm4']);
    expect(await contents({ limit: 3, around: ids[2] })).toEqual(['m4', 'm3', 'm2']);
  });

  it('keeps serving interactions after the bot restarts, including updates of old messages', async () => {
    const { driver, model } = setup.local;
    const sent = await sendable(gameChannel(4)).send({
      content: 'round 1',
      components: [
        new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId('next').setLabel('Next').setStyle(ButtonStyle.Primary),
        ),
      ],
    });
    await bot.client.destroy();
    expect(setup.local.gateway.connectedSessionCount).toBe(0);

    bot = await startTestBot(setup.local);
    bot.handle(async (interaction) => {
      if (interaction.isButton()) await interaction.update({ content: 'round 2' });
    });
    await driver
      .clickButton({ user: setup.world.users.dan, messageId: sent.id, customId: 'next' })
      .awaitResponse();
    expect(model.message(sent.id).api.content).toBe('round 2');
    expect(setup.local.requests.entries().filter((entry) => entry.status >= 500)).toEqual([]);
  });
});
