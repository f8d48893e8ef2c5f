import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { codenamesGame } from '../src/games/codenames/game.js';
import { duckGame } from '../src/games/duck/game.js';
import { duetGame } from '../src/games/duet/game.js';
import { keyGame } from '../src/games/the-key/game.js';
import type { CommandModule } from '../src/platform/discord/bot-context.js';
import { answerHelp } from '../src/platform/help/answer-help.js';
import { commandEntries } from '../src/platform/help/command-entries.js';
import type { HelpGuide } from '../src/platform/help/help-text.js';
import { helpCatalogs } from '../src/platform/help/i18n/index.js';
import { commandNaming } from '../src/platform/i18n/localizations.js';
import { clueCommand } from './clue.js';
import { codenamesCommand } from './codenames.js';
import { duckCommand } from './duck.js';
import { duetCommand } from './duet.js';
import { leaderboardCommand } from './leaderboard.js';
import { rendezvousCommand } from './rendezvous.js';
import { statsCommand } from './stats.js';
import { theKeyCommand } from './thekey.js';

const { named } = commandNaming(helpCatalogs);

export const helpGuide: HelpGuide = {
  games: [
    { name: duetGame.name, summary: duetGame.summary, commands: commandEntries(duetCommand) },
    { name: codenamesGame.name, summary: codenamesGame.summary, commands: commandEntries(codenamesCommand) },
    { name: duckGame.name, summary: duckGame.summary, commands: commandEntries(duckCommand) },
    { name: keyGame.name, summary: keyGame.summary, commands: commandEntries(theKeyCommand) },
  ],
  server: [clueCommand, statsCommand, leaderboardCommand, rendezvousCommand].flatMap(commandEntries),
};

/** `/help`: every game, how it is played and its commands, then the server's commands, privately. */
export const helpCommand: CommandModule = {
  data: named(new SlashCommandBuilder(), 'command.name.help', 'command.help.description').setContexts(
    InteractionContextType.Guild,
  ),
  execute: (interaction) => answerHelp(interaction, helpGuide),
};
