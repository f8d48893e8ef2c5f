import { slashCommand } from '../src/platform/discord/slash-command.js';
import { commandNaming } from '../src/platform/i18n/localizations.js';
import { askToEndChannelGame } from '../src/platform/server/end-game.js';
import { serverCatalogs } from '../src/platform/server/i18n/index.js';

const { text } = commandNaming(serverCatalogs);

/** `/rendezvous`: running the bot on a server (moderators end a stuck game). */
export const rendezvousCommand = slashCommand({
  name: text('command.name.rendezvous'),
  description: text('command.rendezvous.description'),
  entries: [
    {
      name: text('command.name.end'),
      description: text('command.end.description'),
      execute: askToEndChannelGame,
    },
  ],
});
