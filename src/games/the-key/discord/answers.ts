import type { RepliableInteraction } from 'discord.js';
import { replyEphemeral } from '../../../platform/discord/replies.js';
import type { RuleRefusal } from '../../../platform/game/game-rules.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/languages.js';
import { isKeyMessageKey, type KeyMessageKey, tKey } from '../i18n/index.js';
import { commandTextsFor } from './command-texts.js';

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
