import {
  ApplicationCommandOptionType,
  type LocalizationMap,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { CommandModule } from '../discord/bot-context.js';
import type { CommandPath } from '../discord/command-mentions.js';
import { baseLanguage, languages } from '../i18n/languages.js';
import type { Texts } from '../i18n/localizations.js';

/** One command a member can run (`/duet campaign new`), named and described in every language. */
export interface CommandEntry {
  path: CommandPath;
  description: Texts;
}

interface Described {
  name: string;
  name_localizations?: LocalizationMap | null;
  description: string;
  description_localizations?: LocalizationMap | null;
  type?: number;
  options?: readonly Described[];
}

/** A registered name or description back in every language (a missing localisation reads as the base one). */
function textsOfRegistered(base: string, localizations: LocalizationMap | null | undefined): Texts {
  return Object.fromEntries(
    languages.map((language) => [
      language,
      language === baseLanguage ? base : (localizations?.[language] ?? base),
    ]),
  ) as Texts;
}

const isBranch = (option: Described) =>
  option.type === ApplicationCommandOptionType.Subcommand ||
  option.type === ApplicationCommandOptionType.SubcommandGroup;

function entriesUnder(parent: CommandPath, node: Described): CommandEntry[] {
  const path = [...parent, textsOfRegistered(node.name, node.name_localizations)];
  const branches = (node.options ?? []).filter(isBranch);
  if (branches.length === 0) {
    return [{ path, description: textsOfRegistered(node.description, node.description_localizations) }];
  }
  return branches.flatMap((branch) => entriesUnder(path, branch));
}

/**
 * Every command a command file registers, read from what it registers: a new subcommand shows
 * up in `/help` without being listed anywhere else.
 */
export function commandEntries(command: CommandModule): CommandEntry[] {
  const registered: RESTPostAPIChatInputApplicationCommandsJSONBody = command.data.toJSON();
  return entriesUnder([], registered as Described);
}
