import type { Interaction } from 'discord.js';
import {
  type CommandPath,
  commandIdLookup,
  commandTexts as textsOfCommands,
} from '../../../platform/discord/command-mentions.js';
import type { Language } from '../../../platform/i18n/languages.js';
import { textsOf } from '../../../platform/i18n/localizations.js';
import { type DuckMessageKey, duckCatalogs } from '../i18n/index.js';

const name = (key: DuckMessageKey) => textsOf(duckCatalogs, key);
const duck = name('command.name.duck');

/** The commands Duck! Duck! Go!'s texts point to, by their placeholder, named as registered. */
const commandPaths = {
  lobbyCommand: [duck, name('command.name.lobby')],
  stopCommand: [duck, name('command.name.stop')],
  helpCommand: [duck, name('command.name.help')],
} satisfies Record<string, CommandPath>;

export function commandTextsFor(interaction: Interaction, language: Language): Record<string, string> {
  return textsOfCommands(commandPaths, language, commandIdLookup(interaction.client, interaction.guildId));
}
