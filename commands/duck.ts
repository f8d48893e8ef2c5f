import { endRace, openLobbyFromCommand, showHelp } from '../src/games/duck/discord/commands.js';
import { DUCK_GAME } from '../src/games/duck/discord/custom-ids.js';
import { duckGame } from '../src/games/duck/game.js';
import { duckCatalogs } from '../src/games/duck/i18n/index.js';
import { duckSetups } from '../src/games/duck/setups.js';
import { MAX_SEATS } from '../src/games/duck/table.js';
import { gameRuntime } from '../src/platform/discord/game-runtime.js';
import { slashCommand } from '../src/platform/discord/slash-command.js';
import { commandNaming, localizationsOf } from '../src/platform/i18n/localizations.js';

const { text, named, languageChoices } = commandNaming(duckCatalogs);
const _en = duckCatalogs.en;

/** `/duck`: lobby, stop, help. */
export const duckCommand = slashCommand({
  game: DUCK_GAME,
  name: text('command.name.duck'),
  description: text('command.duck.description'),
  entries: [
    {
      name: text('command.name.lobby'),
      description: text('command.lobby.description'),
      options: (lobby) =>
        lobby
          .addStringOption((option) =>
            named(option, 'command.name.board', 'command.option.board').addChoices(
              ...duckSetups.map((setup) => ({
                name: setup.names.en,
                name_localizations: localizationsOf(setup.names),
                value: setup.id,
              })),
            ),
          )
          .addIntegerOption((option) =>
            named(option, 'command.name.computers', 'command.option.computers')
              .setMinValue(0)
              .setMaxValue(MAX_SEATS - 1),
          )
          .addStringOption((option) =>
            named(option, 'command.name.language', 'command.option.language').addChoices(
              ...languageChoices(),
            ),
          ),
      execute: (interaction, context) => openLobbyFromCommand(interaction, gameRuntime(duckGame, context)),
    },
    {
      name: text('command.name.stop'),
      description: text('command.stop.description'),
      execute: (interaction, context) => endRace(interaction, gameRuntime(duckGame, context)),
    },
    {
      name: text('command.name.help'),
      description: text('command.help.description'),
      execute: (interaction) => showHelp(interaction),
    },
  ],
});
