import type { WordCard } from '../../words/word-card.js';

export type { WordCard };

/** The two sides of the key card; player (or team) A sees side A. */
export type Side = 'A' | 'B';

export const sides: readonly Side[] = ['A', 'B'];

export function otherSide(side: Side): Side {
  return side === 'A' ? 'B' : 'A';
}

export type KeyColor = 'agent' | 'assassin' | 'bystander';

export interface KeyCard {
  A: KeyColor[];
  B: KeyColor[];
}

export interface CellState {
  /** Covered by an agent card: green on the key side of `judgedBy`. */
  agent: { judgedBy: Side } | null;
  /** Timer tokens on the word, each naming the guesser who missed it (a mission's double token counts once). */
  missedBy: Side[];
}

export type TurnOrder = 'alternating' | 'free';

export interface DuetOptions {
  /** T: timer tokens in the bank at the start. */
  timerTokens: number;
  /** M: how many of them start bystander-side up; the rest are check-side up. */
  bystanderTokens: number;
  turnOrder: TurnOrder;
  /** The mission map city this game plays (its id), if it is a campaign mission. */
  mission: string | null;
  /**
   * The table allows names and titles of several words as clues (Leonardo da Vinci), as both
   * rulebooks let a group decide. Place names of several words are allowed either way.
   */
  multiWordNames: boolean;
}

export interface TokenBank {
  bystanderSideUp: number;
  checkSideUp: number;
}

export interface Clue {
  giver: Side;
  word: string;
  number: number;
  turn: number;
  /** Flagged as invalid by a player; the penalty token was discarded. */
  flagged: boolean;
}

export type LossReason = 'assassin' | 'sudden-death' | 'out-of-time' | 'resigned';

export type Phase =
  /** `clueGiver` null: either side may give the clue. */
  | { kind: 'awaiting-clue'; clueGiver: Side | null }
  | { kind: 'guessing'; clueGiver: Side; guesser: Side; correctThisTurn: number }
  | { kind: 'sudden-death' }
  | { kind: 'won'; suddenDeath: boolean }
  | { kind: 'lost'; reason: LossReason; by: Side | null }
  | { kind: 'expired' };

export type GuessResult = 'agent' | 'bystander' | 'assassin';

export type DuetEvent =
  | { type: 'clue'; side: Side; word: string; number: number }
  | { type: 'guess'; side: Side; cell: number; result: GuessResult; judgedBy: Side }
  | { type: 'stop'; side: Side; automatic: boolean }
  | { type: 'side-done'; side: Side }
  | { type: 'clue-flagged'; side: Side }
  | { type: 'sudden-death' }
  | { type: 'won' }
  | { type: 'lost'; reason: LossReason }
  | { type: 'expired' };

export type DuetMove =
  | { type: 'giveClue'; word: string; number: number }
  | { type: 'guess'; cell: number }
  | { type: 'stopGuessing' }
  | { type: 'flagInvalidClue' }
  | { type: 'resign' };

export interface DuetState {
  schema: 1;
  seed: string;
  options: DuetOptions;
  words: WordCard[];
  keyCard: KeyCard;
  cells: CellState[];
  bank: TokenBank;
  /** Check-side tokens in front of each guesser (voluntary stops, and the winning turn). */
  checkTokens: Record<Side, number>;
  /** Tokens discarded as penalties for invalid clues. */
  discardedTokens: number;
  clues: Clue[];
  phase: Phase;
  /** Every accepted move, in order: with the seed this replays the game. */
  moves: { side: Side; move: DuetMove }[];
  /** What happened, in order, for the table to narrate. */
  events: DuetEvent[];
}

export const BOARD_SIZE = 25;
export const BOARD_COLUMNS = 5;
export const AGENTS_TO_WIN = 15;
