import { randomStreams } from '../../../platform/random/random-streams.js';
import { drawBoardWords } from '../../words/board-draw.js';
import { followsKeyCardTable, generateKeyCard } from './key-card.js';
import { nextClueGiver } from './turn-order.js';
import { BOARD_SIZE, type DuetOptions, type DuetState, type KeyCard, type WordCard } from './types.js';

export const MAX_TIMER_TOKENS = 11;

export function standardOptions(
  timerTokens = 9,
  turnOrder: DuetOptions['turnOrder'] = 'alternating',
  multiWordNames = false,
): DuetOptions {
  return { timerTokens, bystanderTokens: timerTokens, turnOrder, mission: null, multiWordNames };
}

export function missionOptions(mission: string, timerTokens: number, bystanderTokens: number): DuetOptions {
  return { timerTokens, bystanderTokens, turnOrder: 'alternating', mission, multiWordNames: false };
}

function assertValidOptions(options: DuetOptions): void {
  const { timerTokens, bystanderTokens } = options;
  if (!Number.isInteger(timerTokens) || timerTokens < 1 || timerTokens > MAX_TIMER_TOKENS) {
    throw new RangeError(`timer tokens must be 1..${MAX_TIMER_TOKENS}, got ${timerTokens}`);
  }
  if (!Number.isInteger(bystanderTokens) || bystanderTokens < 0 || bystanderTokens > timerTokens) {
    throw new RangeError(`bystander-side tokens must be 0..${timerTokens}, got ${bystanderTokens}`);
  }
}

/** A game on a given board and key card (tests and replays of constructed boards). */
export function createGame(input: {
  seed: string;
  words: readonly WordCard[];
  keyCard: KeyCard;
  options: DuetOptions;
}): DuetState {
  assertValidOptions(input.options);
  if (input.words.length !== BOARD_SIZE) throw new RangeError(`a board has ${BOARD_SIZE} words`);
  if (!followsKeyCardTable(input.keyCard))
    throw new RangeError('the key card does not follow the Duet table');
  const { timerTokens, bystanderTokens } = input.options;
  const state: DuetState = {
    schema: 1,
    seed: input.seed,
    options: { ...input.options },
    words: input.words.map((word) => ({ text: word.text, readings: [...word.readings] })),
    keyCard: { A: [...input.keyCard.A], B: [...input.keyCard.B] },
    cells: input.words.map(() => ({ agent: null, missedBy: [] })),
    bank: { bystanderSideUp: bystanderTokens, checkSideUp: timerTokens - bystanderTokens },
    checkTokens: { A: 0, B: 0 },
    discardedTokens: 0,
    clues: [],
    phase: { kind: 'awaiting-clue', clueGiver: null },
    moves: [],
    events: [],
  };
  state.phase = { kind: 'awaiting-clue', clueGiver: nextClueGiver(state) };
  return state;
}

/** A new game: 25 words drawn from the pool (no two nested) and a fresh key card, all from the seed. */
export function newGame(input: {
  seed: string;
  wordPool: readonly WordCard[];
  options: DuetOptions;
}): DuetState {
  const stream = randomStreams(input.seed);
  const words = drawBoardWords(stream('words'), input.wordPool, BOARD_SIZE);
  const keyCard = generateKeyCard(stream('key'));
  return createGame({ seed: input.seed, words, keyCard, options: input.options });
}
