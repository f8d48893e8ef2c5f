import type { CommandModule } from '../discord/bot-context.js';
import type { AnyGameModule } from '../discord/game-module.js';
import { commandEntries } from './command-entries.js';
import type { HelpGuide } from './help-text.js';

/**
 * `/help`'s contents, from what is plugged in: each game (in the registry's order) with the
 * command that names it as its game, then every other command but `/help` itself. A new game
 * or command shows up here without being listed anywhere else.
 */
export function helpGuideOf(
  commands: readonly CommandModule[],
  games: Iterable<AnyGameModule>,
  helpCommandName: string,
): HelpGuide {
  return {
    games: [...games].map((game) => ({
      name: game.name,
      summary: game.summary,
      commands: commands.filter((command) => command.game === game.id).flatMap(commandEntries),
    })),
    server: commands
      .filter((command) => !command.game && command.data.name !== helpCommandName)
      .flatMap(commandEntries),
  };
}
