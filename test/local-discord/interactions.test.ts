import {
  ActionRowBuilder,
  ApplicationCommandOptionType,
  ButtonBuilder,
  ButtonStyle,
  InteractionResponseType,
  LabelBuilder,
  MessageFlags,
  ModalBuilder,
  PermissionFlagsBits,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerInteraction } from '../../dev/local-discord/model/interaction-responses.js';
import { startTestBot, startTestWorld, type TestBot, type TestWorld } from './test-bot.js';

describe('local Discord: interactions with a real discord.js bot', () => {
  let setup: TestWorld;
  let bot: TestBot;
  let channelId: string;

  beforeAll(async () => {
    setup = await startTestWorld();
    bot = await startTestBot(setup.local);
    channelId = setup.world.channels.games[0]?.id ?? '';
    await bot.client.application.commands.set([
      {
        name: 'invite',
        description: 'Invite a partner',
        options: [
          { name: 'partner', description: 'Who', type: ApplicationCommandOptionType.User, required: true },
        ],
      },
      {
        name: 'game',
        description: 'Games',
        options: [
          {
            name: 'start',
            description: 'Start a game',
            type: ApplicationCommandOptionType.Subcommand,
            options: [
              {
                name: 'words',
                description: 'Word list',
                type: ApplicationCommandOptionType.String,
                autocomplete: true,
              },
            ],
          },
          { name: 'board', description: 'Show a board', type: ApplicationCommandOptionType.Subcommand },
        ],
      },
    ]);
  });

  afterAll(async () => {
    expect(bot.errors).toEqual([]);
    await bot.client.destroy();
    await setup.local.close();
  });

  it('delivers a command with a resolved user option; an ephemeral reply is seen only by its user', async () => {
    const { driver } = setup.local;
    const { alice, bob } = setup.world.users;
    bot.handle(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      const partner = interaction.options.getUser('partner', true);
      if (!interaction.options.getMember('partner')) throw new Error('expected the resolved member');
      const permissions = interaction.appPermissions.has(PermissionFlagsBits.SendMessages);
      await interaction.reply({
        content: `${interaction.locale} invites ${partner.username} (send: ${permissions})`,
        flags: MessageFlags.Ephemeral,
      });
    });

    const handle = driver.runCommand({ user: alice, channelId, name: 'invite', options: { partner: bob } });
    const response = await handle.awaitResponse();

    expect(response.type).toBe(InteractionResponseType.ChannelMessageWithSource);
    expect(handle.responseTimeMs).toBeGreaterThan(0);
    const reply = handle.originalMessage();
    expect(reply?.content).toBe('en-US invites bob (send: true)');
    expect(driver.channelView(channelId, alice).map((message) => message.id)).toContain(reply?.id);
    expect(driver.channelView(channelId, bob).map((message) => message.id)).not.toContain(reply?.id);
    const asBot = await bot.client.rest.get(`/channels/${channelId}/messages`);
    expect((asBot as { id: string }[]).map((message) => message.id)).not.toContain(reply?.id);
  });

  it('refuses commands a Discord client could not send', () => {
    const { driver } = setup.local;
    const { alice } = setup.world.users;
    expect(() => driver.runCommand({ user: alice, channelId, name: 'invite' })).toThrow(
      /needs option 'partner'/,
    );
    expect(() => driver.runCommand({ user: alice, channelId, name: 'nope' })).toThrow(/No command \/nope/);
    expect(() => driver.runCommand({ user: alice, channelId, name: 'game' })).toThrow(/needs a subcommand/);
  });

  it('names the subcommand in the answer, as a client shows "used /game board"', async () => {
    const { driver } = setup.local;
    bot.handle(async (interaction) => {
      if (interaction.isChatInputCommand()) await interaction.reply({ content: 'the board' });
    });
    const handle = driver.runCommand({
      user: setup.world.users.alice,
      channelId,
      name: 'game',
      subcommand: 'board',
    });
    await handle.awaitResponse();
    expect(handle.originalMessage()?.interaction_metadata).toMatchObject({ name: 'game board' });
  });

  it('passes withheld permissions to the bot and enforces them on REST', async () => {
    const { driver, model } = setup.local;
    const { alice, bob } = setup.world.users;
    const quietChannel = setup.world.channels.games[1]?.id ?? '';
    model.denyBotPermissions(quietChannel, PermissionFlagsBits.SendMessages);
    let canSend: boolean | undefined;
    bot.handle(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      canSend = interaction.appPermissions.has(PermissionFlagsBits.SendMessages);
      await interaction.reply({ content: 'noted', flags: MessageFlags.Ephemeral });
    });
    await driver
      .runCommand({ user: alice, channelId: quietChannel, name: 'invite', options: { partner: bob } })
      .awaitResponse();
    expect(canSend).toBe(false);
    const channel = bot.client.channels.cache.get(quietChannel);
    if (!channel?.isSendable()) throw new Error('expected a text channel');
    await expect(channel.send('hello')).rejects.toMatchObject({ code: 50013 });
    model.restoreBotPermissions(quietChannel);
  });

  it('answers autocomplete with choices for the focused option', async () => {
    const { driver } = setup.local;
    bot.handle(async (interaction) => {
      if (!interaction.isAutocomplete()) return;
      const typed = interaction.options.getFocused();
      await interaction.respond([{ name: `${typed}-list`, value: `${typed}-list` }]);
    });
    const handle = driver.autocomplete({
      user: setup.world.users.bob,
      channelId,
      name: 'game',
      subcommand: 'start',
      options: { words: 'ani' },
      focused: 'words',
    });
    const response = await handle.awaitResponse();
    expect(response.type).toBe(InteractionResponseType.ApplicationCommandAutocompleteResult);
    expect(response.data?.choices).toEqual([{ name: 'ani-list', value: 'ani-list' }]);
  });

  it('refuses autocomplete answers Discord refuses, and takes a valid one after them', async () => {
    const { driver } = setup.local;
    const refusals: unknown[] = [];
    const choice = (name: string, value: unknown = 'list') =>
      ({ name, value }) as { name: string; value: string };
    const invalidAnswers = [
      Array.from({ length: 26 }, (_, index) => choice(`list ${index}`)),
      [choice('')],
      [choice('x'.repeat(101))],
      [choice('numbers', 7)],
      [choice('long value', 'v'.repeat(101))],
    ];
    bot.handle(async (interaction) => {
      if (!interaction.isAutocomplete()) return;
      for (const choices of invalidAnswers) {
        await interaction.respond(choices).catch((error: unknown) => refusals.push(error));
      }
      await interaction.respond([choice('x'.repeat(100), 'v'.repeat(100))]);
    });
    const response = await driver
      .autocomplete({
        user: setup.world.users.bob,
        channelId,
        name: 'game',
        subcommand: 'start',
        options: { words: '' },
        focused: 'words',
      })
      .awaitResponse();

    expect(refusals).toHaveLength(invalidAnswers.length);
    for (const refusal of refusals) expect(refusal).toMatchObject({ code: 50035, status: 400 });
    const failingFields = refusals.map((refusal) =>
      JSON.stringify((refusal as { rawError: unknown }).rawError),
    );
    expect(failingFields[0]).toContain('"choices":{"_errors"');
    expect(failingFields[1]).toContain('"name"');
    expect(failingFields[2]).toContain('"name"');
    expect(failingFields[3]).toContain('"value"');
    expect(failingFields[4]).toContain('"value"');
    expect(response.data?.choices).toEqual([{ name: 'x'.repeat(100), value: 'v'.repeat(100) }]);
  });

  it('updates the message of a pressed button, and refuses disabled or missing buttons', async () => {
    const { driver, model } = setup.local;
    const { alice } = setup.world.users;
    const channel = bot.client.channels.cache.get(channelId);
    if (!channel?.isSendable()) throw new Error('expected a text channel');
    const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId('flip').setLabel('Flip').setStyle(ButtonStyle.Primary),
      new ButtonBuilder()
        .setCustomId('off')
        .setLabel('Off')
        .setStyle(ButtonStyle.Secondary)
        .setDisabled(true),
    );
    const sent = await channel.send({ content: 'heads', components: [row] });
    bot.handle(async (interaction) => {
      if (!interaction.isButton()) return;
      await interaction.update({ content: `${interaction.message.content} → tails` });
    });

    const response = await driver
      .clickButton({ user: alice, messageId: sent.id, customId: 'flip' })
      .awaitResponse();

    expect(response.type).toBe(InteractionResponseType.UpdateMessage);
    const stored = model.message(sent.id).api;
    expect(stored.content).toBe('heads → tails');
    expect(stored.edited_timestamp).not.toBeNull();
    expect(stored.components?.[0]).toMatchObject({
      type: 1,
      components: [{ custom_id: 'flip' }, { custom_id: 'off' }],
    });
    expect(() => driver.clickButton({ user: alice, messageId: sent.id, customId: 'off' })).toThrow(
      /disabled/,
    );
    expect(() => driver.clickButton({ user: alice, messageId: sent.id, customId: 'gone' })).toThrow(
      /no button/,
    );
    const forced = driver.clickButton({ user: alice, messageId: sent.id, customId: 'gone', force: true });
    expect((await forced.awaitResponse()).type).toBe(InteractionResponseType.UpdateMessage);
  });

  it('delivers select menu values', async () => {
    const { driver } = setup.local;
    const channel = bot.client.channels.cache.get(channelId);
    if (!channel?.isSendable()) throw new Error('expected a text channel');
    const menu = new StringSelectMenuBuilder()
      .setCustomId('size')
      .addOptions({ label: 'Small', value: 's' }, { label: 'Large', value: 'l' });
    const sent = await channel.send({
      content: 'Pick a size',
      components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)],
    });
    bot.handle(async (interaction) => {
      if (!interaction.isStringSelectMenu()) return;
      await interaction.reply({ content: `size ${interaction.values.join()}` });
    });
    const user = setup.world.users.dan;
    expect(() => driver.selectMenu({ user, messageId: sent.id, customId: 'size', values: ['xl'] })).toThrow(
      /no option/,
    );
    const handle = driver.selectMenu({ user, messageId: sent.id, customId: 'size', values: ['l'] });
    await handle.awaitResponse();
    expect(handle.originalMessage()?.content).toBe('size l');
  });

  it('round-trips a modal with action rows and one with labels', async () => {
    const { driver } = setup.local;
    const { csilla } = setup.world.users;
    const answers: string[] = [];
    bot.handle(async (interaction) => {
      if (interaction.isChatInputCommand()) {
        const useLabels = interaction.options.getSubcommand() === 'board';
        const input = new TextInputBuilder()
          .setCustomId('clue')
          .setStyle(TextInputStyle.Short)
          .setRequired(true);
        const modal = new ModalBuilder().setCustomId(`clue-modal-${useLabels}`).setTitle('Your clue');
        if (useLabels) {
          modal.addLabelComponents(new LabelBuilder().setLabel('Clue').setTextInputComponent(input));
        } else {
          modal.addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(input.setLabel('Clue')));
        }
        await interaction.showModal(modal);
      } else if (interaction.isModalSubmit()) {
        answers.push(interaction.fields.getTextInputValue('clue'));
        await interaction.reply({ content: 'clue received', flags: MessageFlags.Ephemeral });
      }
    });

    for (const subcommand of ['start', 'board']) {
      const opener = driver.runCommand({ user: csilla, channelId, name: 'game', subcommand });
      expect((await opener.awaitResponse()).type).toBe(InteractionResponseType.Modal);
      expect(driver.modalShownTo(csilla)?.title).toBe('Your clue');
      expect(() => driver.submitModal({ user: csilla, interactionOf: opener, fields: {} })).toThrow(
        /required/,
      );
      const submit = driver.submitModal({
        user: csilla,
        interactionOf: opener,
        fields: { clue: `animal-${subcommand}` },
      });
      await submit.awaitResponse();
    }

    expect(answers).toEqual(['animal-start', 'animal-board']);
  });

  it('fills a deferred reply, edits it and sends follow-ups', async () => {
    const { driver } = setup.local;
    const { alice, bob } = setup.world.users;
    let finished = false;
    bot.handle(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.deferReply();
      await interaction.editReply({ content: 'board ready' });
      await interaction.followUp({ content: 'your turn', flags: MessageFlags.Ephemeral });
      const note = await interaction.followUp({ content: 'short-lived note' });
      if ((await interaction.fetchReply()).content !== 'board ready') throw new Error('fetchReply mismatch');
      await interaction.deleteReply(note);
      finished = true;
    });
    const handle = driver.runCommand({ user: alice, channelId, name: 'invite', options: { partner: bob } });
    expect((await handle.awaitResponse()).type).toBe(
      InteractionResponseType.DeferredChannelMessageWithSource,
    );
    const followUp = await driver.waitForMessage((message) => message.content === 'your turn');
    await expect.poll(() => finished).toBe(true);

    const original = handle.originalMessage();
    expect(original?.content).toBe('board ready');
    expect((original?.flags ?? 0) & MessageFlags.Loading).toBe(0);
    expect(handle.originalEdited).toBe(true);
    expect(handle.followUps().map((message) => message.id)).toEqual([followUp.id]);
    expect(driver.channelView(channelId, bob).map((message) => message.id)).not.toContain(followUp.id);
  });

  it('returns the InteractionCallbackResponse when asked with_response, and refuses a second callback', async () => {
    const { driver } = setup.local;
    const outcome: { messageId?: string; secondCode?: unknown } = {};
    bot.handle(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      const response = await interaction.reply({ content: 'with response', withResponse: true });
      outcome.messageId = response.resource?.message?.id;
      interaction.replied = false;
      outcome.secondCode = await interaction
        .reply({ content: 'again' })
        .catch((error: { code?: unknown }) => error.code);
    });
    const handle = driver.runCommand({
      user: setup.world.users.dan,
      channelId,
      name: 'invite',
      options: { partner: setup.world.users.alice },
    });
    await handle.awaitResponse();
    await expect.poll(() => outcome.secondCode).toBe(40060);
    expect(outcome.messageId).toBe(handle.originalMessage()?.id);
  });

  it('takes an answer at the moment it arrived, however long Discord then spends on it', async () => {
    const { driver, model } = setup.local;
    bot.handle(async () => {});
    const handle = driver.runCommand({
      user: setup.world.users.bob,
      channelId,
      name: 'invite',
      options: { partner: setup.world.users.csilla },
    });
    const interaction = model.interactions.get(handle.id);
    if (!interaction) throw new Error('no interaction');
    const arrival = { at: interaction.dispatchedAt + 40, epochMs: interaction.createdAtMs + 40 };
    // Read after the deadline had passed, but it came in 40 ms: accepted, and timed as 40 ms.
    model.interactionDeadlineMs = 30;
    expect(() =>
      answerInteraction(model, interaction, { type: 4, data: { content: 'late' } }, [], arrival),
    ).toThrow(/Unknown interaction/);
    model.interactionDeadlineMs = 3000;
    answerInteraction(model, interaction, { type: 4, data: { content: 'in time' } }, [], arrival);
    expect(handle.responseTimeMs).toBeCloseTo(40, 6);
  });

  it('refuses callbacks that come after the deadline', async () => {
    const { driver, model } = setup.local;
    let code: unknown;
    bot.handle(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      code = await interaction
        .reply({ content: 'too late' })
        .catch((error: { code?: unknown }) => error.code);
    });
    model.interactionDeadlineMs = -1;
    const handle = driver.runCommand({
      user: setup.world.users.bob,
      channelId,
      name: 'invite',
      options: { partner: setup.world.users.csilla },
    });
    await expect.poll(() => code).toBe(10062);
    model.interactionDeadlineMs = 3000;
    await expect(handle.awaitResponse(50)).rejects.toThrow(/did not answer/);
  });
});
