import { movementCards } from '../../../src/games/duck/deck.js';
import { dogRoutes } from '../../../src/games/duck/dog.js';
import {
  type AdvancedState,
  applyRaceMove,
  boardFromRows,
  type Direction,
  type MovePlan,
  type RaceError,
  type RaceMove,
  type RaceState,
  type TokenKind,
} from '../../../src/games/duck/engine/index.js';

/** A pond for the advanced rules: six start squares at the sides, the drain in the middle. */
export const pond = boardFromRows([
  // x: 0123456
  'S.....S', // y 0
  '..r.y..', // y 1
  'S..D..S', // y 2
  '..g.#..', // y 3
  'S.....S', // y 4
]);
export const DRAIN = { x: 3, y: 2 };

/** Cards used below: 1 is one step forward, 10 two, 19 three (one route each, ending forward). */
export const forward: MovePlan = { route: 0, endFacing: 'forward', teleport: null };

export interface DuckSetup {
  owner: number;
  at: [number, number];
  facing: Direction;
  buoys?: ('red' | 'yellow' | 'green')[];
}

/** An advanced race already placed, with the hands, ducks and tokens the test gives. */
export function advancedRace(
  hands: number[][],
  ducks: DuckSetup[],
  advanced: Partial<AdvancedState> = {},
): RaceState {
  return {
    players: hands.map((hand) => ({ hand })),
    ducks: ducks.map(({ owner, at: [x, y], facing, buoys = [] }) => ({
      owner,
      duck: { position: { x, y }, facing, buoys },
    })),
    revealed: [30, 31],
    deck: [40, 41, 42, 43, 44, 45],
    discard: [],
    random: [1, 2, 3, 4],
    round: 1,
    phase: { kind: 'choosing', chosen: ducks.map(() => null) },
    resolved: [],
    advanced: {
      dogRoutes: [...dogRoutes],
      dog: null,
      dogMove: null,
      pile: ['encore', 'hop', 'turn', 'swap', 'dog-like', 'ghost'],
      tokens: hands.map((): TokenKind[] => ['redraw']),
      discarding: hands.map(() => 0),
      ghost: ducks.map(() => false),
      dogLike: ducks.map(() => false),
      used: [],
      ...advanced,
    },
  };
}

export function play(state: RaceState, seat: number, move: RaceMove): RaceState {
  const result = applyRaceMove(pond, movementCards, state, seat, move);
  if (!result.ok) throw new Error(`seat ${seat} ${move.type}: ${result.error}`);
  return result.state;
}

export function refusal(state: RaceState, seat: number, move: RaceMove): RaceError | null {
  const result = applyRaceMove(pond, movementCards, state, seat, move);
  return result.ok ? null : result.error;
}

/** Every duck chooses the given card (its owner plays it). */
export function chooseAll(state: RaceState, cards: number[]): RaceState {
  return cards.reduce(
    (race, card, duck) => play(race, race.ducks[duck]?.owner ?? 0, { type: 'choose', duck, card }),
    state,
  );
}

/** The duck first in the queue moves straight on with its card. */
export function moveNext(state: RaceState): RaceState {
  const duck = state.phase.kind === 'moving' ? (state.phase.queue[0] ?? 0) : 0;
  return play(state, state.ducks[duck]?.owner ?? 0, { type: 'move', plan: forward });
}

export const positionOf = (state: RaceState, duck: number) => state.ducks[duck]?.duck?.position;

/** The race with the dog put where the test wants it. */
export function withDog(state: RaceState, dog: AdvancedState['dog']): RaceState {
  if (!state.advanced) throw new Error('not an advanced race');
  return { ...state, advanced: { ...state.advanced, dog } };
}
