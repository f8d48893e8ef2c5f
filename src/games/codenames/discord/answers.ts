import type { RepliableInteraction } from 'discord.js';
import { replyEphemeral } from '../../../platform/discord/replies.js';
import type { RuleRefusal } from '../../../platform/game/game-rules.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/languages.js';
import { clueRefusalText } from '../../shared/clue/clue-refusal.js';
import { type CodenamesMessageKey, isCodenamesMessageKey, tCodenames } from '../i18n/index.js';
import { commandTextsFor } from './command-texts.js';

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
