import {
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  SlashCommandBuilder,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import { campaignCommand } from '../src/games/duet/discord/campaign/campaign-commands.js';
import { campaignChoices, missionChoices } from '../src/games/duet/discord/campaign/mission-choice.js';
import {
  duetStatus,
  endGame,
  openLobbyFromCommand,
  showHelp,
  startFromCommand,
} from '../src/games/duet/discord/commands.js';
import { type DuetMessageKey, duetCatalogs } from '../src/games/duet/i18n/index.js';
import type { BotContext, CommandModule } from '../src/platform/discord/bot-context.js';
import { localizationsOf } from '../src/platform/i18n/localizations.js';

const en = duetCatalogs.en;
const localized = (key: DuetMessageKey) => localizationsOf(duetCatalogs, key);

type Named = {
  setName(name: string): unknown;
  setNameLocalizations(map: ReturnType<typeof localized>): unknown;
  setDescription(text: string): unknown;
  setDescriptionLocalizations(map: ReturnType<typeof localized>): unknown;
};

/** Sets a command's or option's name and description in all three languages. */
function named<T extends Named>(builder: T, name: DuetMessageKey, description: DuetMessageKey): T {
  builder.setName(en[name]);
  builder.setNameLocalizations(localized(name));
  builder.setDescription(en[description]);
  builder.setDescriptionLocalizations(localized(description));
  return builder;
}

/** Tokens, word language, custom words and turn order: the options of every new game. */
function withGameOptions(subcommand: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return subcommand
    .addIntegerOption((option) =>
      named(option, 'command.name.tokens', 'command.start.tokens').addChoices(
        { name: '9', value: 9 },
        { name: '10', value: 10 },
        { name: '11', value: 11 },
      ),
    )
    .addStringOption((option) =>
      named(option, 'command.name.language', 'command.start.language').addChoices(
        ...(['en', 'ja', 'hu'] as const).map((language) => ({
          name: en[`language.${language}`],
          name_localizations: localized(`language.${language}`),
          value: language,
        })),
      ),
    )
    .addStringOption((option) =>
      named(option, 'command.name.words', 'command.start.words').setMaxLength(6000),
    )
    .addStringOption((option) =>
      named(option, 'command.name.mission', 'command.start.mission').setAutocomplete(true).setMaxLength(100),
    )
    .addStringOption((option) =>
      named(option, 'command.name.turnOrder', 'command.start.turnOrder').addChoices(
        ...(['alternating', 'free'] as const).map((order) => ({
          name: en[`command.start.turnOrder.${order}`],
          name_localizations: localized(`command.start.turnOrder.${order}`),
          value: order,
        })),
      ),
    );
}

/** The campaign a subcommand acts on, picked from the server's campaigns. */
function withCampaignName(subcommand: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return subcommand.addStringOption((option) =>
    named(option, 'command.name.name', 'command.campaign.name').setRequired(true).setAutocomplete(true),
  );
}

const data = named(new SlashCommandBuilder(), 'command.name.duet', 'command.duet.description')
  .setDMPermission(false)
  .addSubcommand((start) =>
    withGameOptions(
      named(start, 'command.name.start', 'command.start.description').addUserOption((option) =>
        named(option, 'command.name.partner', 'command.start.partnerOptional'),
      ),
    ),
  )
  .addSubcommand((lobby) =>
    withGameOptions(named(lobby, 'command.name.lobby', 'command.lobby.description'))
      .addBooleanOption((option) => named(option, 'command.name.lateJoin', 'command.lobby.lateJoin'))
      .addBooleanOption((option) => named(option, 'command.name.consensus', 'command.lobby.consensus')),
  )
  .addSubcommandGroup((campaign) =>
    named(campaign, 'command.name.campaign', 'command.campaign.description')
      .addSubcommand((create) =>
        named(create, 'command.name.new', 'command.campaign.new.description')
          .addStringOption((option) =>
            named(option, 'command.name.name', 'command.campaign.name').setRequired(true).setMaxLength(40),
          )
          .addUserOption((option) => named(option, 'command.name.member1', 'command.campaign.member'))
          .addUserOption((option) => named(option, 'command.name.member2', 'command.campaign.member'))
          .addUserOption((option) => named(option, 'command.name.member3', 'command.campaign.member')),
      )
      .addSubcommand((map) =>
        withCampaignName(named(map, 'command.name.map', 'command.campaign.map.description')),
      )
      .addSubcommand((status) =>
        withCampaignName(named(status, 'command.name.status', 'command.campaign.status.description')),
      )
      .addSubcommand((history) =>
        withCampaignName(named(history, 'command.name.history', 'command.campaign.history.description')),
      )
      .addSubcommand((exported) =>
        withCampaignName(named(exported, 'command.name.export', 'command.campaign.export.description')),
      )
      .addSubcommand((imported) =>
        named(imported, 'command.name.import', 'command.campaign.import.description').addAttachmentOption(
          (option) => named(option, 'command.name.file', 'command.campaign.file').setRequired(true),
        ),
      ),
  )
  .addSubcommand((status) => named(status, 'command.name.status', 'command.status.description'))
  .addSubcommand((stop) => named(stop, 'command.name.stop', 'command.stop.description'))
  .addSubcommand((help) => named(help, 'command.name.help', 'command.help.description'));

export const duetCommand: CommandModule = {
  data,
  async execute(interaction: ChatInputCommandInteraction, context: BotContext) {
    if (interaction.options.getSubcommandGroup() === 'campaign') return campaignCommand(interaction, context);
    switch (interaction.options.getSubcommand()) {
      case 'start':
        return startFromCommand(interaction, context);
      case 'lobby':
        return openLobbyFromCommand(interaction, context);
      case 'status':
        return duetStatus(interaction, context);
      case 'stop':
        return endGame(interaction, context);
      default:
        return showHelp(interaction);
    }
  },
  async autocomplete(interaction: AutocompleteInteraction, context: BotContext) {
    const focused = interaction.options.getFocused(true).name;
    const choices =
      focused === en['command.name.mission']
        ? await missionChoices(interaction, context)
        : await campaignChoices(interaction, context);
    await interaction.respond(choices);
  },
};
