import { randomStreams } from '../../../platform/random/random-streams.js';
import { drawBoardWords } from '../../words/board-draw.js';
import { followsKeyTable, generateKey } from './key-card.js';
import {
  BOARD_SIZE,
  type CodenamesOptions,
  type CodenamesState,
  type Identity,
  type Team,
  teams,
  type WordCard,
} from './types.js';

/** A game on a given board and key (tests and replays of constructed boards). */
export function createGame(input: {
  seed: string;
  words: readonly WordCard[];
  key: readonly Identity[];
  startingTeam: Team;
  options: CodenamesOptions;
}): CodenamesState {
  if (input.words.length !== BOARD_SIZE) throw new RangeError(`a board has ${BOARD_SIZE} words`);
  if (!followsKeyTable(input.key, input.startingTeam)) {
    throw new RangeError('the key does not hold 9 / 8 / 7 / 1 for the starting team');
  }
  return {
    schema: 1,
    seed: input.seed,
    options: { ...input.options },
    startingTeam: input.startingTeam,
    words: input.words.map((word) => ({ text: word.text, readings: [...word.readings] })),
    key: [...input.key],
    covered: input.words.map(() => false),
    clues: [],
    phase: { kind: 'awaiting-clue', team: input.startingTeam },
    moves: [],
    events: [],
  };
}

/**
 * A new game from the seed: the starting team (drawn, unless given: a rematch passes the start
 * to the other team), 25 words (no two nested) and the key.
 */
export function newGame(input: {
  seed: string;
  wordPool: readonly WordCard[];
  options: CodenamesOptions;
  startingTeam?: Team;
}): CodenamesState {
  const stream = randomStreams(input.seed);
  const drawn = teams[stream('start').nextInt(teams.length)] as Team;
  const startingTeam = input.startingTeam ?? drawn;
  const words = drawBoardWords(stream('words'), input.wordPool, BOARD_SIZE);
  const key = generateKey(stream('key'), startingTeam);
  return createGame({ seed: input.seed, words, key, startingTeam, options: input.options });
}
