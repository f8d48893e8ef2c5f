import { describe, expect, it } from 'vitest';
import { movementCards } from '../../../src/games/duck/deck.js';
import {
  applyRaceMove,
  boardFromRows,
  type MovePlan,
  newRace,
  type RaceMove,
  type RaceState,
  racePublicView,
  raceSeatView,
} from '../../../src/games/duck/engine/index.js';

const board = boardFromRows([
  // x: 012345
  'S.r.SS', // y 0
  '..#.yS', // y 1
  'S.g.D.', // y 2
  'S....S', // y 3
]);

const forward: MovePlan = { route: 0, endFacing: 'forward', teleport: null };

function play(state: RaceState, seat: number, move: RaceMove): RaceState {
  const result = applyRaceMove(board, movementCards, state, seat, move);
  if (!result.ok) throw new Error(`seat ${seat} ${move.type}: ${result.error}`);
  return result.state;
}

/** Two ducks placed, hands chosen by the test: card 1 is one step forward, 10 two, 19 three. */
function placed(hands: number[][]): RaceState {
  return {
    players: [{ hand: hands[0] ?? [] }, { hand: hands[1] ?? [] }],
    ducks: [
      { owner: 0, duck: { position: { x: 0, y: 3 }, facing: 'E', buoys: [] } },
      { owner: 1, duck: { position: { x: 0, y: 0 }, facing: 'E', buoys: [] } },
    ],
    revealed: [30, 31],
    deck: [40, 41, 42, 43, 44, 45],
    discard: [],
    random: [1, 2, 3, 4],
    round: 1,
    phase: { kind: 'choosing', chosen: [null, null] },
    resolved: [],
  };
}

describe('Duck! Duck! Go! rounds', () => {
  it('deals three cards each and lets the highest revealed card place its duck first', () => {
    const race = newRace('seed', 4, movementCards);
    expect(race.players.map((player) => player.hand.length)).toEqual([3, 3, 3, 3]);
    if (race.phase.kind !== 'placing') throw new Error('not placing');
    const { revealed } = race;
    const order = race.phase.order.map((seat) => revealed[seat] ?? 0);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    const first = race.phase.order[0] ?? 0;
    const second = race.phase.order[1] ?? 0;
    expect(
      applyRaceMove(board, movementCards, race, second, { type: 'place', at: { x: 0, y: 0 }, facing: 'E' })
        .ok,
    ).toBe(false);
    const one = play(race, first, { type: 'place', at: { x: 0, y: 0 }, facing: 'E' });
    expect(
      applyRaceMove(board, movementCards, one, second, { type: 'place', at: { x: 0, y: 0 }, facing: 'E' }).ok,
    ).toBe(false);
    expect(
      applyRaceMove(board, movementCards, one, second, { type: 'place', at: { x: 1, y: 1 }, facing: 'E' }).ok,
    ).toBe(false);
  });

  it('keeps choices secret until all have chosen, then moves the lowest card first', () => {
    let state = placed([
      [19, 2, 3],
      [1, 5, 6],
    ]);
    state = play(state, 0, { type: 'choose', duck: 0, card: 2 });
    state = play(state, 0, { type: 'choose', duck: 0, card: 19 });
    expect(state.phase.kind).toBe('choosing');
    state = play(state, 1, { type: 'choose', duck: 1, card: 1 });
    expect(state.phase).toMatchObject({ kind: 'moving', queue: [1, 0] });
    expect(state.players[0]?.hand).toEqual([2, 3]);
    expect(applyRaceMove(board, movementCards, state, 0, { type: 'move', plan: forward }).ok).toBe(false);
    state = play(state, 1, { type: 'move', plan: forward });
    expect(state.ducks[1]?.duck?.position).toEqual({ x: 1, y: 0 });
    state = play(state, 0, { type: 'move', plan: forward });
    expect(state.ducks[0]?.duck?.position).toEqual({ x: 3, y: 3 });
    expect(state.round).toBe(2);
    expect(state.players.map((player) => player.hand.length)).toEqual([3, 3]);
    expect(state.phase.kind).toBe('choosing');
  });

  it('makes a duck that ends exactly on a buoy move again, with another card from its hand', () => {
    let state = placed([
      [19, 2, 3],
      [10, 5, 6],
    ]);
    state = play(state, 0, { type: 'choose', duck: 0, card: 19 });
    state = play(state, 1, { type: 'choose', duck: 1, card: 10 });
    state = play(state, 1, { type: 'move', plan: forward });
    expect(state.ducks[1]?.duck).toMatchObject({ position: { x: 2, y: 0 }, buoys: ['red'] });
    expect(state.phase).toMatchObject({ kind: 'moving', queue: [1, 0], extra: true });
    expect(applyRaceMove(board, movementCards, state, 1, { type: 'move', plan: forward, card: 19 }).ok).toBe(
      false,
    );
    state = play(state, 1, { type: 'move', plan: forward, card: 6 });
    expect(state.players[1]?.hand).toEqual([5]);
    expect(state.phase).toMatchObject({ kind: 'moving', queue: [0], extra: false });
  });

  it('ends the race when a duck with all three buoys enters the drain', () => {
    let state = placed([
      [10, 2, 3],
      [1, 5, 6],
    ]);
    state = {
      ...state,
      ducks: [
        { owner: 0, duck: { position: { x: 2, y: 2 }, facing: 'E', buoys: ['red', 'yellow', 'green'] } },
        state.ducks[1] ?? { owner: 1, duck: null },
      ],
    };
    state = play(state, 0, { type: 'choose', duck: 0, card: 10 });
    state = play(state, 1, { type: 'choose', duck: 1, card: 1 });
    state = play(state, 1, { type: 'move', plan: forward });
    state = play(state, 0, { type: 'move', plan: forward });
    expect(state.phase).toEqual({ kind: 'over', winner: 0, duck: 0 });
  });

  it('gives two to three players two ducks each: four cards, a card per duck, the first duck home wins', () => {
    const race = newRace('two-ducks', 2, movementCards);
    expect(race.ducks.map((duck) => duck.owner)).toEqual([0, 1, 0, 1]);
    expect(race.players.map((player) => player.hand.length)).toEqual([4, 4]);
    if (race.phase.kind !== 'placing') throw new Error('not placing');
    const first = race.phase.order[0] ?? 0;
    expect(race.phase.order).toEqual([first, 1 - first, 3 - first, 2 + first]);
    let state = race;
    const starts = [
      { x: 0, y: 0 },
      { x: 0, y: 3 },
      { x: 5, y: 3 },
      { x: 5, y: 1 },
    ];
    for (const at of starts) {
      const duck = state.phase.kind === 'placing' ? (state.phase.order[0] ?? 0) : 0;
      state = play(state, state.ducks[duck]?.owner ?? 0, { type: 'place', at, facing: 'S' });
    }
    expect(state.phase.kind).toBe('choosing');
    const hand = state.players[0]?.hand ?? [];
    state = play(state, 0, { type: 'choose', duck: 0, card: hand[0] ?? 0 });
    expect(
      applyRaceMove(board, movementCards, state, 0, { type: 'choose', duck: 2, card: hand[0] ?? 0 }).ok,
    ).toBe(false);
    expect(
      applyRaceMove(board, movementCards, state, 0, { type: 'choose', duck: 1, card: hand[1] ?? 0 }).ok,
    ).toBe(false);
    state = play(state, 0, { type: 'choose', duck: 2, card: hand[1] ?? 0 });
    const other = state.players[1]?.hand ?? [];
    state = play(state, 1, { type: 'choose', duck: 1, card: other[0] ?? 0 });
    expect(state.phase.kind).toBe('choosing');
    state = play(state, 1, { type: 'choose', duck: 3, card: other[1] ?? 0 });
    expect(state.phase.kind).toBe('moving');
    expect(state.players.map((player) => player.hand.length)).toEqual([2, 2]);
  });
});

describe('Duck! Duck! Go! views', () => {
  it('shows who has chosen but never the card, and no hand but your own', () => {
    const race = newRace('views', 4, movementCards);
    let state = race;
    const starts = [
      { x: 0, y: 0 },
      { x: 0, y: 3 },
      { x: 5, y: 3 },
      { x: 5, y: 1 },
    ];
    for (const at of starts) {
      const duck = state.phase.kind === 'placing' ? (state.phase.order[0] ?? 0) : 0;
      state = play(state, duck, { type: 'place', at, facing: 'S' });
    }
    const card = state.players[2]?.hand[1] ?? 0;
    state = play(state, 2, { type: 'choose', duck: 2, card });
    expect(racePublicView(state).phase).toEqual({ kind: 'choosing', ready: [false, false, true, false] });
    const otherSecrets: RaceState = {
      ...state,
      players: state.players.map(() => ({ hand: [51, 52, 53] })),
      phase: { kind: 'choosing', chosen: [null, null, 52, null] },
    };
    expect(racePublicView(otherSecrets)).toEqual(racePublicView(state));
    const own = raceSeatView(state, 2);
    expect(own.chosen).toEqual([null, null, card, null]);
    expect(raceSeatView(state, 1).chosen).toEqual([null, null, null, null]);
    expect(raceSeatView(state, 1).hand).toEqual(state.players[1]?.hand);
  });
});
