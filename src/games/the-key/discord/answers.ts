import type { Interaction, RepliableInteraction } from 'discord.js';
import {
  type CommandPath,
  commandIdLookup,
  commandTexts,
} from '../../../platform/discord/command-mentions.js';
import { replyEphemeral } from '../../../platform/discord/replies.js';
import type { RuleRefusal } from '../../../platform/game/game-rules.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/languages.js';
import { textsOf } from '../../../platform/i18n/localizations.js';
import { isKeyMessageKey, type KeyMessageKey, keyCatalogs, tKey } from '../i18n/index.js';

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
  return commandTexts(commandPaths, language, commandIdLookup(interaction.client, interaction.guildId));
}

/** An ephemeral answer in the presser's own language. */
export function answerPrivately(
  interaction: RepliableInteraction,
  key: KeyMessageKey,
  variables?: Record<string, string | number>,
): Promise<void> {
  return replyEphemeral(interaction, keyText(interaction, key, variables));
}

/** A text in the presser's language, with the commands it names as mentions. */
export function keyText(
  interaction: RepliableInteraction,
  key: KeyMessageKey,
  variables?: Record<string, string | number>,
): string {
  const language = languageOfLocale(interaction.locale);
  return tKey(language, key, { ...commandTextsFor(interaction, language), ...variables });
}

/** Why the rules refused a move, in words. */
export function refusalText(language: Language, refusal: RuleRefusal): string {
  const key = `rule.${refusal.code}`;
  return tKey(language, isKeyMessageKey(key) ? key : 'rule.not-started', refusal.variables);
}
