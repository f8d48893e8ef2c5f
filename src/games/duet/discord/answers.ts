import type { RepliableInteraction } from 'discord.js';
import { replyEphemeral } from '../../../platform/discord/replies.js';
import type { RuleRefusal } from '../../../platform/game/game-rules.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/languages.js';
import { clueRefusalText } from '../../shared/clue/clue-refusal.js';
import { type DuetMessageKey, forTable, isDuetMessageKey, tDuet } from '../i18n/index.js';
import { commandTextsFor } from './command-texts.js';

type Variables = Record<string, string | number>;

/** A text in the reader's own language; a command it names is mentioned for them. */
export function textFor(
  interaction: RepliableInteraction,
  key: DuetMessageKey,
  variables?: Variables,
): string {
  const language = languageOfLocale(interaction.locale);
  return tDuet(language, key, { ...commandTextsFor(interaction, language), ...variables });
}

/** An ephemeral answer in the presser's own language. */
export function answerPrivately(
  interaction: RepliableInteraction,
  key: DuetMessageKey,
  variables?: Variables,
): Promise<void> {
  return replyEphemeral(interaction, textFor(interaction, key, variables));
}

/**
 * Why the rules refused a move, in words: the engine's codes, a paused game, a lobby not started.
 * The rules say whether the table is a team game (`table`), which some refusals are worded for.
 */
export function refusalText(language: Language, refusal: RuleRefusal): string {
  const clueRefusal = clueRefusalText(language, refusal);
  if (clueRefusal !== null) return clueRefusal;
  const key = refusal.code === 'paused' ? 'error.paused' : `rule.${refusal.code}`;
  const known = isDuetMessageKey(key) ? key : 'rule.not-started';
  return tDuet(language, forTable(known, refusal.variables?.table === 'team'), refusal.variables);
}
