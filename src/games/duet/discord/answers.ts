import type { RepliableInteraction } from 'discord.js';
import { replyEphemeral } from '../../../platform/discord/replies.js';
import { languageOfLocale } from '../../../platform/i18n/translator.js';
import type { RuleError } from '../engine/index.js';
import { type DuetMessageKey, tDuet } from '../i18n/index.js';

/** An ephemeral answer in the presser's own language. */
export function answerPrivately(
  interaction: RepliableInteraction,
  key: DuetMessageKey,
  variables?: Record<string, string | number>,
): Promise<void> {
  return replyEphemeral(interaction, tDuet(languageOfLocale(interaction.locale), key, variables));
}

export function answerRuleError(
  interaction: RepliableInteraction,
  error: RuleError,
  clue = '',
): Promise<void> {
  return answerPrivately(interaction, `rule.${error.code}`, { word: error.word ?? '', clue });
}
