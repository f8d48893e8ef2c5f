import {
  AGENTS_TO_WIN,
  type CellState,
  type DuetState,
  otherSide,
  type Side,
  type WordCard,
} from './types.js';

/** Covered by an agent, or missed by both players: no longer a word anyone may guess. */
export function isOutOfPlay(cell: CellState): boolean {
  return cell.agent !== null || cell.missedBy.length >= 2;
}

/** Words a clue may not match: every word not yet out of play. */
export function visibleWords(state: DuetState): WordCard[] {
  return state.words.filter((_, i) => {
    const cell = state.cells[i];
    return cell !== undefined && !isOutOfPlay(cell);
  });
}

/** Agents of `side`'s key still uncovered: the words `side`'s partner must still find. */
export function agentsLeftOnSide(state: DuetState, side: Side): number {
  return state.keyCard[side].filter((color, i) => color === 'agent' && state.cells[i]?.agent === null).length;
}

export function isSideDone(state: DuetState, side: Side): boolean {
  return agentsLeftOnSide(state, side) === 0;
}

/** A guesser has words to find while their partner's side has uncovered agents. */
export function hasWordsToFind(state: DuetState, guesser: Side): boolean {
  return !isSideDone(state, otherSide(guesser));
}

export function agentsCovered(state: DuetState): number {
  return state.cells.filter((cell) => cell.agent !== null).length;
}

export function allAgentsCovered(state: DuetState): boolean {
  return agentsCovered(state) === AGENTS_TO_WIN;
}

export function isGameOver(state: DuetState): boolean {
  const { kind } = state.phase;
  return kind === 'won' || kind === 'lost' || kind === 'expired';
}
