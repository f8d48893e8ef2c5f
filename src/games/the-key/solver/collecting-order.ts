import { type ClueToken, isTrap, roomIdsBySide } from '../engine/ids.js';
import type { Mission } from '../missions.js';
import { allowsReasonedGuess, determinedAnswer } from './console.js';

/** Each Collect action takes up to two tokens from the collector's room. */
export const TOKENS_PER_COLLECT = 2;

/**
 * A scripted, clue-blind collecting order: empty the rooms one after another, the room with the
 * fewest tokens first (ties in the side's room order), each stack from its top down.
 */
export function cheapestFirstTokens(mission: Mission): ClueToken[] {
  const rooms: readonly string[] = roomIdsBySide[mission.side];
  return [...mission.stacks]
    .sort((a, b) => a.count - b.count || rooms.indexOf(a.room) - rooms.indexOf(b.room))
    .flatMap((stack) => stack.tokens);
}

export interface SolveReport {
  answer: string;
  /** Tokens taken (traps included) until every console tab is lifted. */
  tokensToDetermine: number;
  /** Collect actions those tokens need. */
  collectsToDetermine: number;
  /** Tokens taken until at most one console position is hidden. */
  tokensToReasonedGuess: number;
  /** Whether the pre-lifted tabs alone already gave the answer away. */
  determinedAtStart: boolean;
}

/** Plays the scripted order and reports when the answer becomes determined; null if it never does. */
export function solveByCheapestFirst(mission: Mission): SolveReport | null {
  const collected = new Set<string>();
  const determinedAtStart = determinedAnswer(mission, collected) !== null;
  let tokensToReasonedGuess = allowsReasonedGuess(mission, collected) ? 0 : null;
  const tokens = cheapestFirstTokens(mission);
  for (const [index, token] of tokens.entries()) {
    if (!isTrap(token)) collected.add(token);
    const taken = index + 1;
    if (tokensToReasonedGuess === null && allowsReasonedGuess(mission, collected))
      tokensToReasonedGuess = taken;
    const answer = determinedAnswer(mission, collected);
    if (answer !== null)
      return {
        answer,
        tokensToDetermine: taken,
        collectsToDetermine: Math.ceil(taken / TOKENS_PER_COLLECT),
        tokensToReasonedGuess: tokensToReasonedGuess ?? taken,
        determinedAtStart,
      };
  }
  return null;
}
