import type { RuleRefusal } from '../../../platform/game/game-rules.js';
import type { Language } from '../../../platform/i18n/languages.js';
import { tClue } from './clue-command.js';
import type { ClueConflict } from './judge/clue-judge.js';

/** The refusal code of a clue the judge turned down; its variables name the word and the part. */
export const CLUE_CONFLICT = 'clue-conflict';

export function clueConflictRefusal(clue: string, conflict: ClueConflict): RuleRefusal {
  return {
    code: CLUE_CONFLICT,
    variables: { kind: conflict.kind, clue, word: conflict.word, part: conflict.part },
  };
}

const kinds: readonly ClueConflict['kind'][] = [
  'visible-word',
  'part-of-visible-word',
  'contains-visible-word',
  'shares-part',
  'shares-kanji',
];

/** Why the clue was refused, naming the visible word (and the part they share), or null if not a clue refusal. */
export function clueRefusalText(language: Language, refusal: RuleRefusal): string | null {
  if (refusal.code !== CLUE_CONFLICT) return null;
  const kind = kinds.find((known) => known === refusal.variables?.kind) ?? 'visible-word';
  return tClue(language, `refusal.${kind}`, refusal.variables);
}
