import type { Interaction } from 'discord.js';
import {
  type CommandIdLookup,
  type CommandPath,
  commandIdLookup,
  commandTexts as textsOfCommands,
} from '../../../platform/discord/command-mentions.js';
import type { Language } from '../../../platform/i18n/languages.js';
import { textsOf } from '../../../platform/i18n/localizations.js';
import { clueText } from '../../shared/clue/clue-command.js';
import { type CodenamesMessageKey, codenamesCatalogs } from '../i18n/index.js';

const name = (key: CodenamesMessageKey) => textsOf(codenamesCatalogs, key);
const codenames = name('command.name.codenames');

/** The commands classic Codenames' texts point to, by their placeholder, named as registered. */
const commandPaths = {
  clueCommand: [clueText('command.name.clue')],
  lobbyCommand: [codenames, name('command.name.lobby')],
  startCommand: [codenames, name('command.name.start')],
  stopCommand: [codenames, name('command.name.stop')],
  helpCommand: [codenames, name('command.name.help')],
} satisfies Record<string, CommandPath>;

export type CommandTexts = Record<keyof typeof commandPaths, string>;

export function commandTexts(language: Language, idOf: CommandIdLookup): CommandTexts {
  return textsOfCommands(commandPaths, language, idOf);
}

export function commandTextsFor(interaction: Interaction, language: Language): CommandTexts {
  return commandTexts(language, commandIdLookup(interaction.client, interaction.guildId));
}
