import type { Interaction } from 'discord.js';
import {
  type CommandPath,
  commandIdLookup,
  commandTexts as textsOfCommands,
} from '../../../platform/discord/command-mentions.js';
import type { Language } from '../../../platform/i18n/languages.js';
import { textsOf } from '../../../platform/i18n/localizations.js';
import { type KeyMessageKey, keyCatalogs } from '../i18n/index.js';

const name = (key: KeyMessageKey) => textsOf(keyCatalogs, key);
const theKey = name('command.name.thekey');

/** The commands THE KEY's texts point to, by their placeholder, named as registered. */
const commandPaths = {
  lobbyCommand: [theKey, name('command.name.lobby')],
  campaignCommand: [theKey, name('command.name.campaign')],
  stopCommand: [theKey, name('command.name.stop')],
  helpCommand: [theKey, name('command.name.help')],
} satisfies Record<string, CommandPath>;

export function commandTextsFor(interaction: Interaction, language: Language): Record<string, string> {
  return textsOfCommands(commandPaths, language, commandIdLookup(interaction.client, interaction.guildId));
}
