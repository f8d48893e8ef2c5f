import {
  endMission,
  openLobbyFromCommand,
  showCampaign,
  showHelp,
} from '../src/games/the-key/discord/commands.js';
import { KEY_GAME } from '../src/games/the-key/discord/custom-ids.js';
import { keyGame } from '../src/games/the-key/game.js';
import { keyCatalogs } from '../src/games/the-key/i18n/index.js';
import { keyMissions } from '../src/games/the-key/missions.js';
import { gameRuntime } from '../src/platform/discord/game-runtime.js';
import { slashCommand } from '../src/platform/discord/slash-command.js';
import { commandNaming, localizationsOf } from '../src/platform/i18n/localizations.js';

const { text, named, languageChoices } = commandNaming(keyCatalogs);
const _en = keyCatalogs.en;

/** `/thekey`: lobby, campaign, stop, help. */
export const theKeyCommand = slashCommand({
  game: KEY_GAME,
  name: text('command.name.thekey'),
  description: text('command.thekey.description'),
  entries: [
    {
      name: text('command.name.lobby'),
      description: text('command.lobby.description'),
      options: (lobby) =>
        lobby
          .addStringOption((option) =>
            named(option, 'command.name.mission', 'command.option.mission').addChoices(
              ...keyMissions.map((mission) => ({
                name: `${mission.order}. ${mission.names.en}`,
                name_localizations: localizationsOf({
                  en: `${mission.order}. ${mission.names.en}`,
                  ja: `${mission.order}. ${mission.names.ja}`,
                  hu: `${mission.order}. ${mission.names.hu}`,
                }),
                value: mission.id,
              })),
            ),
          )
          .addStringOption((option) =>
            named(option, 'command.name.language', 'command.option.language').addChoices(
              ...languageChoices(),
            ),
          ),
      execute: (interaction, context) => openLobbyFromCommand(interaction, gameRuntime(keyGame, context)),
    },
    {
      name: text('command.name.campaign'),
      description: text('command.campaign.description'),
      execute: (interaction, context) => showCampaign(interaction, gameRuntime(keyGame, context)),
    },
    {
      name: text('command.name.stop'),
      description: text('command.stop.description'),
      execute: (interaction, context) => endMission(interaction, gameRuntime(keyGame, context)),
    },
    {
      name: text('command.name.help'),
      description: text('command.help.description'),
      execute: (interaction) => showHelp(interaction),
    },
  ],
});
