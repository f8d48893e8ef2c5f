import type { Language } from '../../../platform/i18n/languages.js';
import { wordList } from '../../words/index.js';
import {
  applyMove,
  type DuetMove,
  type DuetState,
  type KeyColor,
  newGame,
  type PlayerView,
  type PublicView,
  playerView,
  publicView,
  type Side,
  standardOptions,
  validateClue,
  visibleWords,
} from '../engine/index.js';

/** Fixed games, the same on every run: for the example images in docs/, the render benchmark and tests. */
export const GOLDEN_SEED = 'render-golden-1';

const clueCandidates: Record<Language, string[]> = {
  en: [
    'ocean',
    'winter',
    'metal',
    'garden',
    'music',
    'travel',
    'shadow',
    'engine',
    'castle',
    'silver',
    'harbor',
    'thunder',
    'meadow',
    'dance',
    'stone',
  ],
  ja: [
    'ふゆ',
    'おんがく',
    'きんぞく',
    'りょこう',
    'かげ',
    'しろ',
    'ぎん',
    'ゆめ',
    'こおり',
    'まつり',
    'みなと',
    'かみなり',
    'のはら',
    'おどり',
    'いし',
  ],
  hu: [
    'erdő',
    'tűz',
    'felhő',
    'gyűrű',
    'tél',
    'zene',
    'fém',
    'kert',
    'utazás',
    'ezüst',
    'hajnal',
    'vihar',
    'mező',
    'csillag',
    'tánc',
    'kő',
  ],
};

function play(state: DuetState, side: Side, move: DuetMove): DuetState {
  const result = applyMove(state, side, move);
  if (!result.ok) throw new Error(`move refused: ${result.error.code}`);
  return result.state;
}

function giveClue(state: DuetState, side: Side, language: Language, number: number): DuetState {
  const used = new Set(state.clues.map((clue) => clue.word));
  const word = clueCandidates[language].find(
    (candidate) => !used.has(candidate) && !validateClue(candidate, number, visibleWords(state)),
  );
  if (!word) throw new Error('no valid clue candidate left');
  return play(state, side, { type: 'giveClue', word, number });
}

/** The first playable cell whose colours on the two sides match. */
function cellWhere(state: DuetState, a: KeyColor | null, b: KeyColor | null, skip: number[] = []): number {
  const index = state.cells.findIndex(
    (cell, i) =>
      !skip.includes(i) &&
      cell.agent === null &&
      cell.missedBy.length === 0 &&
      (a === null || state.keyCard.A[i] === a) &&
      (b === null || state.keyCard.B[i] === b),
  );
  if (index < 0) throw new Error(`no cell with A=${a} B=${b}`);
  return index;
}

export function startedGame(language: Language, seed = GOLDEN_SEED): DuetState {
  return newGame({ seed, wordPool: wordList(language), options: standardOptions() });
}

/**
 * A game in full swing: three agents covered, a stop, a word missed by A, a word missed by both,
 * and B guessing A's current clue.
 */
export function gameInProgress(language: Language, seed = GOLDEN_SEED): DuetState {
  let state = startedGame(language, seed);
  const missedByBoth = cellWhere(state, 'bystander', 'bystander');
  const firstAgent = cellWhere(state, 'agent', null);
  const secondAgent = cellWhere(state, 'agent', null, [firstAgent]);
  state = giveClue(state, 'A', language, 2);
  state = play(state, 'B', { type: 'guess', cell: firstAgent });
  state = play(state, 'B', { type: 'guess', cell: secondAgent });
  state = play(state, 'B', { type: 'stopGuessing' });
  state = giveClue(state, 'B', language, 1);
  state = play(state, 'A', { type: 'guess', cell: missedByBoth });
  state = giveClue(state, 'A', language, 3);
  state = play(state, 'B', { type: 'guess', cell: missedByBoth });
  state = giveClue(state, 'B', language, 2);
  state = play(state, 'A', { type: 'guess', cell: cellWhere(state, null, 'agent') });
  state = play(state, 'A', { type: 'guess', cell: cellWhere(state, 'bystander', 'bystander') });
  return giveClue(state, 'A', language, 2);
}

/** Plays every agent of each clue-giver's side, stopping after `perTurn`, until the game is won. */
export function wonGame(language: Language, seed = GOLDEN_SEED, perTurn = 4): DuetState {
  return wonGameStates(language, seed, perTurn).at(-1) as DuetState;
}

/** Every state of `wonGame` from the start of play, one per move: boards in the order players see them. */
export function wonGameStates(language: Language, seed = GOLDEN_SEED, perTurn = 4): DuetState[] {
  let state = startedGame(language, seed);
  const states = [state];
  state = gameInProgress(language, seed);
  states.push(state);
  while (state.phase.kind !== 'won') {
    const { phase } = state;
    if (phase.kind === 'awaiting-clue') {
      state = giveClue(state, phase.clueGiver ?? 'A', language, perTurn);
    } else if (phase.kind === 'guessing') {
      const { clueGiver, guesser } = phase;
      const target = state.cells.findIndex(
        (cell, i) => cell.agent === null && state.keyCard[clueGiver][i] === 'agent',
      );
      state =
        phase.correctThisTurn >= perTurn
          ? play(state, guesser, { type: 'stopGuessing' })
          : play(state, guesser, { type: 'guess', cell: target });
    } else {
      throw new Error(`unexpected phase ${phase.kind}`);
    }
    states.push(state);
  }
  return states;
}

/** The game in progress, lost: B touches one of A's assassins. */
export function lostGame(language: Language, seed = GOLDEN_SEED): DuetState {
  const state = gameInProgress(language, seed);
  return play(state, 'B', { type: 'guess', cell: cellWhere(state, 'assassin', null) });
}

export function runningBoard(language: Language): PublicView {
  return publicView(gameInProgress(language));
}

export function runningKey(language: Language, side: Side = 'A'): PlayerView {
  return playerView(gameInProgress(language), side);
}

export function finishedBoard(language: Language): PublicView {
  return publicView(wonGame(language));
}
