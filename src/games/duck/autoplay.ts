import type { SeededRandom } from '../../platform/random/seeded-random.js';
import { movementCards } from './deck.js';
import {
  applyRaceMove,
  type Board,
  cardsFreeFor,
  type Direction,
  directions,
  freeStarts,
  type Position,
  type RaceMove,
  type RaceState,
  raceSeatView,
  squareAt,
  stepFrom,
} from './engine/index.js';
import { nextMove } from './sim/player.js';
import { greedyPlayer } from './sim/players/greedy-player.js';

/** The first duck of `seat` the race waits on now to be placed, get its card or move; or null. */
export function pendingDuck(race: RaceState, seat: number): number | null {
  const { phase } = race;
  const owned = (duck: number | undefined) => duck !== undefined && race.ducks[duck]?.owner === seat;
  if (phase.kind === 'placing') return owned(phase.order[0]) ? (phase.order[0] ?? null) : null;
  if (phase.kind === 'moving') return owned(phase.queue[0]) ? (phase.queue[0] ?? null) : null;
  if (phase.kind === 'choosing') {
    const duck = phase.chosen.findIndex((card, index) => card === null && race.ducks[index]?.owner === seat);
    return duck < 0 ? null : duck;
  }
  return null;
}

/** Cards the seat must give up after drawing three with its blue token, before it chooses. */
export const cardsToDiscard = (race: RaceState, seat: number) => race.advanced?.discarding[seat] ?? 0;

/** Whether the race waits on `seat` now, whatever for (the advanced rules' steps included). */
export function waitsOn(race: RaceState, seat: number): boolean {
  const { phase } = race;
  const owner = (duck: number) => race.ducks[duck]?.owner;
  switch (phase.kind) {
    case 'after-move':
    case 'facing':
      return owner(phase.duck) === seat;
    case 'dog':
      return phase.controller === seat;
    case 'sending':
      return phase.by === seat;
    case 'over':
      return false;
    default:
      return (
        pendingDuck(race, seat) !== null || (phase.kind === 'choosing' && cardsToDiscard(race, seat) > 0)
      );
  }
}

/** Facings from `at` that do not point straight off the board or into a rock. */
export function openFacings(board: Board, at: Position): Direction[] {
  const open = directions.filter((facing) => {
    const ahead = squareAt(board, stepFrom(at, facing));
    return ahead !== null && ahead.kind !== 'rock';
  });
  return open.length > 0 ? open : [...directions];
}

/** The dog's move for a computer controller: of every pair of dog routes, the one that knocks most rival ducks. */
function dogMove(board: Board, race: RaceState, seat: number): RaceMove {
  const routes = race.advanced?.dogRoutes.length ?? 1;
  const drain = board.squares.findIndex((square) => square.kind === 'drain');
  const entering = race.advanced?.dog
    ? {}
    : { facing: openFacings(board, { x: drain % board.width, y: Math.floor(drain / board.width) })[0] };
  let best: { move: RaceMove; score: number } | null = null;
  for (let first = 0; first < routes; first++) {
    for (let second = 0; second < routes; second++) {
      const move: RaceMove = { type: 'dog', ...entering, with: { routes: [first, second] } };
      const played = applyRaceMove(board, movementCards, race, seat, move);
      if (!played.ok) continue;
      const knocked = played.state.advanced?.dogMove?.knocked ?? [];
      const score = knocked.filter((duck) => race.ducks[duck]?.owner !== seat).length;
      if (!best || score > best.score) best = { move, score };
    }
  }
  return best?.move ?? { type: 'dog', ...entering, with: { routes: [0, 0] } };
}

/** The advanced rules' steps the greedy player knows nothing of, done plainly and sensibly. */
function advancedMove(board: Board, race: RaceState, seat: number): RaceMove | null {
  const { phase } = race;
  const discard = cardsToDiscard(race, seat);
  if (phase.kind === 'choosing' && discard > 0) {
    return { type: 'discard', cards: (race.players[seat]?.hand ?? []).slice(-discard) };
  }
  if (phase.kind === 'after-move') return { type: 'pass' };
  if (phase.kind === 'dog') return dogMove(board, race, seat);
  if (phase.kind === 'sending') {
    const at = freeStarts(race, board, phase.duck)[0];
    return at ? { type: 'send', at } : null;
  }
  if (phase.kind === 'facing') {
    const duck = race.ducks[phase.duck]?.duck;
    return duck ? { type: 'face', facing: openFacings(board, duck.position)[0] ?? 'N' } : null;
  }
  return null;
}

/**
 * What the computer does for a seat: every move of a computer duck, and the sensible choice when a
 * player lets a step's time run out (the simulator's greedy player, on that seat's view only; the
 * advanced rules' extra steps plainly).
 */
export function computerMove(
  board: Board,
  race: RaceState,
  seat: number,
  random: SeededRandom,
): RaceMove | null {
  return (
    advancedMove(board, race, seat) ??
    nextMove(greedyPlayer, { board, deck: movementCards, view: raceSeatView(race, seat), random })
  );
}

/** A random card for the seat's next duck without one: what a player who let the round run out plays. */
export function randomCard(race: RaceState, seat: number, random: SeededRandom): RaceMove | null {
  const duck = pendingDuck(race, seat);
  if (duck === null || race.phase.kind !== 'choosing') return null;
  const free = cardsFreeFor(race, duck);
  const card = free[random.nextInt(free.length)];
  return card === undefined ? null : { type: 'choose', duck, card };
}
