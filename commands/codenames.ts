import type { SlashCommandSubcommandBuilder } from 'discord.js';
import {
  endGame,
  openLobbyFromCommand,
  showHelp,
  startFromCommand,
} from '../src/games/codenames/discord/commands.js';
import { CODENAMES_GAME } from '../src/games/codenames/discord/custom-ids.js';
import { codenamesGame } from '../src/games/codenames/game.js';
import { codenamesCatalogs } from '../src/games/codenames/i18n/index.js';
import { SAND_TIMER_SECONDS } from '../src/games/codenames/table.js';
import { gameWordsOption, packChoices } from '../src/games/words/packs/words-option.js';
import type { BotContext } from '../src/platform/discord/bot-context.js';
import { gameRuntime } from '../src/platform/discord/game-runtime.js';
import { slashCommand } from '../src/platform/discord/slash-command.js';
import { commandNaming } from '../src/platform/i18n/localizations.js';

const { text, named, languageChoices } = commandNaming(codenamesCatalogs);
const _en = codenamesCatalogs.en;
const codenames = (context: BotContext) => gameRuntime(codenamesGame, context);

/** Word language, custom words, sand timer and consensus: the options of every new table. */
function withTableOptions(subcommand: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return subcommand
    .addStringOption((option) =>
      named(option, 'command.name.language', 'command.option.language').addChoices(...languageChoices()),
    )
    .addStringOption(gameWordsOption)
    .addIntegerOption((option) =>
      named(option, 'command.name.timer', 'command.option.timer')
        .setMinValue(SAND_TIMER_SECONDS.min / 60)
        .setMaxValue(SAND_TIMER_SECONDS.max / 60),
    )
    .addBooleanOption((option) => named(option, 'command.name.consensus', 'command.option.consensus'));
}

/** The seats `/codenames start` names: each team's spymaster and up to two operatives. */
function withSeats(subcommand: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return subcommand
    .addUserOption((option) =>
      named(option, 'command.name.redSpymaster', 'command.option.redSpymaster').setRequired(true),
    )
    .addUserOption((option) =>
      named(option, 'command.name.redOperative', 'command.option.redOperative').setRequired(true),
    )
    .addUserOption((option) => named(option, 'command.name.blueSpymaster', 'command.option.blueSpymaster'))
    .addUserOption((option) => named(option, 'command.name.blueOperative', 'command.option.blueOperative'))
    .addUserOption((option) => named(option, 'command.name.redOperative2', 'command.option.redOperative'))
    .addUserOption((option) => named(option, 'command.name.blueOperative2', 'command.option.blueOperative'));
}

/** `/codenames`: lobby, start, stop, help. */
export const codenamesCommand = slashCommand({
  game: CODENAMES_GAME,
  name: text('command.name.codenames'),
  description: text('command.codenames.description'),
  entries: [
    {
      name: text('command.name.lobby'),
      description: text('command.lobby.description'),
      options: withTableOptions,
      execute: (interaction, context) => openLobbyFromCommand(interaction, codenames(context)),
    },
    {
      name: text('command.name.start'),
      description: text('command.start.description'),
      options: (start) => withTableOptions(withSeats(start)),
      execute: (interaction, context) => startFromCommand(interaction, codenames(context)),
    },
    {
      name: text('command.name.stop'),
      description: text('command.stop.description'),
      execute: (interaction, context) => endGame(interaction, codenames(context)),
    },
    {
      name: text('command.name.help'),
      description: text('command.help.description'),
      execute: (interaction) => showHelp(interaction),
    },
  ],
  async autocomplete(interaction, context) {
    await interaction.respond(await packChoices(interaction, context));
  },
});
