import type { RepliableInteraction } from 'discord.js';
import { replyEphemeral } from '../../../platform/discord/replies.js';
import type { RuleRefusal } from '../../../platform/game/game-rules.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/languages.js';
import { clueRefusalText } from '../../shared/clue/clue-refusal.js';
import { type DuetMessageKey, duetCatalogs, tDuet } from '../i18n/index.js';

/** An ephemeral answer in the presser's own language. */
export function answerPrivately(
  interaction: RepliableInteraction,
  key: DuetMessageKey,
  variables?: Record<string, string | number>,
): Promise<void> {
  return replyEphemeral(interaction, tDuet(languageOfLocale(interaction.locale), key, variables));
}

const isMessageKey = (key: string): key is DuetMessageKey => key in duetCatalogs.en;

/** Why the rules refused a move, in words: the engine's codes, a paused game, a lobby not started. */
export function refusalText(language: Language, refusal: RuleRefusal): string {
  const clueRefusal = clueRefusalText(language, refusal);
  if (clueRefusal !== null) return clueRefusal;
  const key = refusal.code === 'paused' ? 'error.paused' : `rule.${refusal.code}`;
  return tDuet(language, isMessageKey(key) ? key : 'rule.not-started', refusal.variables);
}
