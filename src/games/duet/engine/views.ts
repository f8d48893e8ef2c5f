import { isGameOver, isOutOfPlay, isSideDone } from './board.js';
import { type Score, scoreOf } from './scoring.js';
import { tokensInBank } from './timer-tokens.js';
import type {
  CellState,
  Clue,
  DuetEvent,
  DuetOptions,
  DuetState,
  KeyCard,
  KeyColor,
  Phase,
  Side,
  TokenBank,
  WordCard,
} from './types.js';

export interface PublicCell extends CellState {
  word: WordCard;
  outOfPlay: boolean;
}

/** What anyone at the table may see: never a colour of either key side while the game runs. */
export interface PublicView {
  options: DuetOptions;
  cells: PublicCell[];
  bank: TokenBank;
  tokensLeft: number;
  checkTokens: Record<Side, number>;
  discardedTokens: number;
  clues: Clue[];
  phase: Phase;
  /** Sides whose agents are all covered (announced aloud by the rules). */
  sidesDone: Record<Side, boolean>;
  events: DuetEvent[];
  score: Score | null;
  /** Both sides, only once the game is over. */
  reveal: KeyCard | null;
}

export interface PlayerView extends PublicView {
  side: Side;
  /** This player's own side of the key card. */
  key: KeyColor[];
}

/**
 * Built from copies, never the state's own objects, so no viewer can change the game. Copied by
 * hand: structuredClone of the whole view cost a large share of a press.
 */
export function publicView(state: DuetState): PublicView {
  const over = isGameOver(state);
  return {
    options: { ...state.options },
    cells: state.cells.map((cell, i) => {
      const word = state.words[i] as WordCard;
      return {
        word: { text: word.text, readings: [...word.readings] },
        agent: cell.agent ? { ...cell.agent } : null,
        missedBy: [...cell.missedBy],
        outOfPlay: isOutOfPlay(cell),
      };
    }),
    bank: { ...state.bank },
    tokensLeft: tokensInBank(state.bank),
    checkTokens: { ...state.checkTokens },
    discardedTokens: state.discardedTokens,
    clues: state.clues.map((clue) => ({ ...clue })),
    phase: { ...state.phase },
    sidesDone: { A: isSideDone(state, 'A'), B: isSideDone(state, 'B') },
    events: state.events.map((event) => ({ ...event })),
    score: scoreOf(state),
    reveal: over ? { A: [...state.keyCard.A], B: [...state.keyCard.B] } : null,
  };
}

export function playerView(state: DuetState, side: Side): PlayerView {
  return { ...publicView(state), side, key: [...state.keyCard[side]] };
}

/** The word whose guess lost the game (an assassin, or a miss in sudden death), if a guess lost it. */
export function losingCell(view: Pick<PublicView, 'phase' | 'events'>): number | null {
  if (view.phase.kind !== 'lost' || view.phase.reason === 'resigned') return null;
  const guess = view.events.findLast((event) => event.type === 'guess');
  return guess?.type === 'guess' ? guess.cell : null;
}
