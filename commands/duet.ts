import type {
  ChatInputCommandInteraction,
  SlashCommandIntegerOption,
  SlashCommandStringOption,
  SlashCommandSubcommandBuilder,
} from 'discord.js';
import {
  createCampaignFromCommand,
  exportCampaign,
  importFromFile,
  showHistory,
  showMap,
  showStatus,
} from '../src/games/duet/discord/campaign/campaign-commands.js';
import { campaignChoices, missionChoices } from '../src/games/duet/discord/campaign/mission-choice.js';
import {
  duetStatus,
  endGame,
  openLobbyFromCommand,
  showHelp,
  startFromCommand,
} from '../src/games/duet/discord/commands.js';
import { DUET_GAME } from '../src/games/duet/discord/custom-ids.js';
import { setDuetDefaults } from '../src/games/duet/discord/defaults-command.js';
import type { DuetRuntime } from '../src/games/duet/document.js';
import { duetGame } from '../src/games/duet/game.js';
import { duetCatalogs } from '../src/games/duet/i18n/index.js';
import { GAME_WORDS_OPTION, gameWordsOption, packChoices } from '../src/games/words/packs/words-option.js';
import type { BotContext } from '../src/platform/discord/bot-context.js';
import { gameRuntime } from '../src/platform/discord/game-runtime.js';
import { slashCommand } from '../src/platform/discord/slash-command.js';
import { commandNaming, localizationsOf } from '../src/platform/i18n/localizations.js';

const { text, named, languageChoices } = commandNaming(duetCatalogs);
const en = duetCatalogs.en;

/** A subcommand that acts on Duet's tables, handed Duet bound to the running bot. */
const withRuntime =
  (handler: (interaction: ChatInputCommandInteraction, runtime: DuetRuntime) => Promise<void>) =>
  (interaction: ChatInputCommandInteraction, context: BotContext) =>
    handler(interaction, gameRuntime(duetGame, context));

const tokensOption = (option: SlashCommandIntegerOption) =>
  named(option, 'command.name.tokens', 'command.start.tokens').addChoices(
    { name: '9', value: 9 },
    { name: '10', value: 10 },
    { name: '11', value: 11 },
  );

const turnOrderOption = (option: SlashCommandStringOption) =>
  named(option, 'command.name.turnOrder', 'command.start.turnOrder').addChoices(
    ...(['alternating', 'free'] as const).map((order) => ({
      name: en[`command.start.turnOrder.${order}`],
      name_localizations: localizationsOf(text(`command.start.turnOrder.${order}`)),
      value: order,
    })),
  );

/** Tokens, word language, custom words, mission, names and turn order: the options of every new game. */
function withGameOptions(subcommand: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return subcommand
    .addIntegerOption(tokensOption)
    .addStringOption((option) =>
      named(option, 'command.name.language', 'command.start.language').addChoices(...languageChoices()),
    )
    .addStringOption(gameWordsOption)
    .addStringOption((option) =>
      named(option, 'command.name.mission', 'command.start.mission').setAutocomplete(true).setMaxLength(100),
    )
    .addBooleanOption((option) => named(option, 'command.name.names', 'command.start.names'))
    .addStringOption(turnOrderOption);
}

/** The campaign a subcommand acts on, picked from the server's campaigns. */
function withCampaignName(subcommand: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return subcommand.addStringOption((option) =>
    named(option, 'command.name.name', 'command.campaign.name').setRequired(true).setAutocomplete(true),
  );
}

/** `/duet`: start, lobby, campaign …, status, stop, help. */
export const duetCommand = slashCommand({
  game: DUET_GAME,
  name: text('command.name.duet'),
  description: text('command.duet.description'),
  entries: [
    {
      name: text('command.name.start'),
      description: text('command.start.description'),
      options: (start) =>
        withGameOptions(
          start.addUserOption((option) =>
            named(option, 'command.name.partner', 'command.start.partnerOptional'),
          ),
        ),
      execute: withRuntime(startFromCommand),
    },
    {
      name: text('command.name.lobby'),
      description: text('command.lobby.description'),
      options: (lobby) =>
        withGameOptions(lobby)
          .addBooleanOption((option) => named(option, 'command.name.lateJoin', 'command.lobby.lateJoin'))
          .addBooleanOption((option) => named(option, 'command.name.consensus', 'command.lobby.consensus')),
      execute: withRuntime(openLobbyFromCommand),
    },
    {
      name: text('command.name.defaults'),
      description: text('command.defaults.description'),
      options: (defaults) => defaults.addIntegerOption(tokensOption).addStringOption(turnOrderOption),
      execute: setDuetDefaults,
    },
    {
      name: text('command.name.campaign'),
      description: text('command.campaign.description'),
      subcommands: [
        {
          name: text('command.name.new'),
          description: text('command.campaign.new.description'),
          options: (create) =>
            create
              .addStringOption((option) =>
                named(option, 'command.name.name', 'command.campaign.name')
                  .setRequired(true)
                  .setMaxLength(40),
              )
              .addUserOption((option) => named(option, 'command.name.member1', 'command.campaign.member'))
              .addUserOption((option) => named(option, 'command.name.member2', 'command.campaign.member'))
              .addUserOption((option) => named(option, 'command.name.member3', 'command.campaign.member')),
          execute: createCampaignFromCommand,
        },
        {
          name: text('command.name.map'),
          description: text('command.campaign.map.description'),
          options: withCampaignName,
          execute: showMap,
        },
        {
          name: text('command.name.status'),
          description: text('command.campaign.status.description'),
          options: withCampaignName,
          execute: showStatus,
        },
        {
          name: text('command.name.history'),
          description: text('command.campaign.history.description'),
          options: withCampaignName,
          execute: showHistory,
        },
        {
          name: text('command.name.export'),
          description: text('command.campaign.export.description'),
          options: withCampaignName,
          execute: exportCampaign,
        },
        {
          name: text('command.name.import'),
          description: text('command.campaign.import.description'),
          options: (imported) =>
            imported.addAttachmentOption((option) =>
              named(option, 'command.name.file', 'command.campaign.file').setRequired(true),
            ),
          execute: importFromFile,
        },
      ],
    },
    {
      name: text('command.name.status'),
      description: text('command.status.description'),
      execute: withRuntime(duetStatus),
    },
    {
      name: text('command.name.stop'),
      description: text('command.stop.description'),
      execute: withRuntime(endGame),
    },
    {
      name: text('command.name.help'),
      description: text('command.help.description'),
      execute: (interaction) => showHelp(interaction),
    },
  ],
  async autocomplete(interaction, context) {
    const focused = interaction.options.getFocused(true).name;
    const choices =
      focused === en['command.name.mission']
        ? await missionChoices(interaction, context)
        : focused === GAME_WORDS_OPTION
          ? await packChoices(interaction, context)
          : await campaignChoices(interaction, context);
    await interaction.respond(choices);
  },
});
