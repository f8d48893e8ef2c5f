import { type CommandIdLookup, commandMention } from '../discord/command-mentions.js';
import type { Language } from '../i18n/languages.js';
import type { CommandEntry } from './command-entries.js';
import { helpCatalogs, tHelp } from './i18n/index.js';

/** Discord's limit on a message's content. */
export const MESSAGE_LIMIT = 2000;

export interface GameGuide {
  name(language: Language): string;
  /** A few sentences on how the game is played, in the game's own words. */
  summary(language: Language): string;
  commands: readonly CommandEntry[];
}

export interface HelpGuide {
  games: readonly GameGuide[];
  /** The commands that belong to no game (the clue, stats, the server's own). */
  server: readonly CommandEntry[];
}

/** Every game's help subcommand shares the name of `/help` itself: it is the game's full rules. */
const isRules = (entry: CommandEntry) =>
  entry.path.length > 1 && entry.path.at(-1)?.en === helpCatalogs.en['command.name.help'];

function gameSection(game: GameGuide, language: Language, idOf: CommandIdLookup): string {
  const mention = (entry: CommandEntry) => commandMention(entry.path, language, idOf);
  const rules = game.commands.find(isRules);
  const others = game.commands.filter((entry) => entry !== rules);
  return [
    tHelp(language, 'help.game', { game: game.name(language), summary: game.summary(language) }),
    tHelp(language, 'help.gameCommands', { commands: others.map(mention).join(' · ') }),
    ...(rules ? [tHelp(language, 'help.rules', { command: mention(rules) })] : []),
  ].join('\n');
}

function serverSection(server: readonly CommandEntry[], language: Language, idOf: CommandIdLookup): string {
  const lines = server.map((entry) =>
    tHelp(language, 'help.command', {
      command: commandMention(entry.path, language, idOf),
      description: entry.description[language],
    }),
  );
  return [tHelp(language, 'help.server'), ...lines].join('\n');
}

/** Sections in order, as few messages as fit: a section is never cut in two. */
function packed(sections: readonly string[]): string[] {
  const messages: string[] = [];
  for (const section of sections) {
    const last = messages.at(-1);
    if (last !== undefined && last.length + 2 + section.length <= MESSAGE_LIMIT) {
      messages[messages.length - 1] = `${last}\n\n${section}`;
    } else {
      messages.push(section);
    }
  }
  return messages;
}

/** `/help` for one reader: every game with how it is played and its commands, then the server's commands. */
export function helpMessages(guide: HelpGuide, language: Language, idOf: CommandIdLookup): string[] {
  return packed([
    tHelp(language, 'help.title'),
    ...guide.games.map((game) => gameSection(game, language, idOf)),
    serverSection(guide.server, language, idOf),
  ]);
}
