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
import { type DuetMessageKey, duetCatalogs } from '../i18n/index.js';

const name = (key: DuetMessageKey) => textsOf(duetCatalogs, key);
const duet = name('command.name.duet');
const campaign = name('command.name.campaign');

/** The commands Duet's texts point to, by their placeholder (`{clueCommand}`), named as registered. */
const commandPaths = {
  clueCommand: [clueText('command.name.clue')],
  startCommand: [duet, name('command.name.start')],
  statusCommand: [duet, name('command.name.status')],
  stopCommand: [duet, name('command.name.stop')],
  helpCommand: [duet, name('command.name.help')],
  campaignNewCommand: [duet, campaign, name('command.name.new')],
  campaignImportCommand: [duet, campaign, name('command.name.import')],
} satisfies Record<string, CommandPath>;

export type CommandTexts = Record<keyof typeof commandPaths, string>;

export function commandTexts(language: Language, idOf: CommandIdLookup): CommandTexts {
  return textsOfCommands(commandPaths, language, idOf);
}

/** The command placeholders for the server an interaction came from. */
export function commandTextsFor(interaction: Interaction, language: Language): CommandTexts {
  return commandTexts(language, commandIdLookup(interaction.client, interaction.guildId));
}
