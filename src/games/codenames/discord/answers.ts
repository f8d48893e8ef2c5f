import type { Interaction, RepliableInteraction } from 'discord.js';
import {
  type CommandIdLookup,
  type CommandPath,
  commandIdLookup,
  commandTexts as textsOfCommands,
} from '../../../platform/discord/command-mentions.js';
import { replyEphemeral } from '../../../platform/discord/replies.js';
import type { RuleRefusal } from '../../../platform/game/game-rules.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/languages.js';
import { textsOf } from '../../../platform/i18n/localizations.js';
import { clueText } from '../../shared/clue/clue-command.js';
import { clueRefusalText } from '../../shared/clue/clue-refusal.js';
import {
  type CodenamesMessageKey,
  codenamesCatalogs,
  isCodenamesMessageKey,
  tCodenames,
} from '../i18n/index.js';

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

/** An ephemeral answer in the presser's own language; a command it names is mentioned for them. */
export function answerPrivately(
  interaction: RepliableInteraction,
  key: CodenamesMessageKey,
  variables?: Record<string, string | number>,
): Promise<void> {
  const language = languageOfLocale(interaction.locale);
  return replyEphemeral(
    interaction,
    tCodenames(language, key, { ...commandTextsFor(interaction, language), ...variables }),
  );
}

/** Why the rules refused a move, in words. */
export function refusalText(language: Language, refusal: RuleRefusal): string {
  const clueRefusal = clueRefusalText(language, refusal);
  if (clueRefusal !== null) return clueRefusal;
  const key = `rule.${refusal.code}`;
  return tCodenames(language, isCodenamesMessageKey(key) ? key : 'rule.not-started', refusal.variables);
}
