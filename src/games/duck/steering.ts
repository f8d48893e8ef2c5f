import { routesOf } from './deck.js';
import {
  type Board,
  type Direction,
  moveDuck,
  occupiedSquares,
  type Position,
  type RaceMove,
  type RaceState,
  type Route,
  squareAt,
  startSquares,
  type Turn,
} from './engine/index.js';

/**
 * A move being steered, one decision per press: the card (null: the one played; a number: the
 * extra move's), the route, the end facing, and the teleport (a square, then its facing).
 */
export interface SteerDraft {
  card: number | null;
  route: number | null;
  facing: Turn | null;
  teleport: 'undecided' | 'none' | { at: Position; facing: Direction | null };
}

export const emptyDraft: SteerDraft = { card: null, route: null, facing: null, teleport: 'undecided' };

/** What the mover is asked next, or the move once everything is decided. */
export type SteerStep =
  | { kind: 'card'; hand: number[] }
  | { kind: 'route'; card: number; routes: Route[] }
  | { kind: 'facing'; card: number; route: Route }
  | { kind: 'teleport'; card: number; entered: Position; free: Position[] }
  | { kind: 'teleport-facing'; card: number; at: Position }
  | { kind: 'ready'; card: number | null; move: RaceMove };

const samePlace = (a: Position, b: Position) => a.x === b.x && a.y === b.y;

/** The first start square the route would enter before its end (where a teleport may be taken). */
function startEntered(board: Board, race: RaceState, duck: number, route: Route): Position | null {
  const racer = race.ducks[duck]?.duck;
  if (!racer) return null;
  const others = occupiedSquares(race, duck);
  const swum = moveDuck(board, racer, others, route, {
    endFacing: route.endFacings[0] ?? 'forward',
    teleport: null,
  });
  return swum.path.find((square) => squareAt(board, square)?.kind === 'start') ?? null;
}

/**
 * The next decision of the duck that moves now, given those already made (`draft`): the extra
 * move's card, the route of a two-route card, the teleport when the route enters a start square,
 * then the end facing (asked only when there is a choice, and not after a teleport).
 */
export function nextSteerStep(board: Board, race: RaceState, draft: SteerDraft): SteerStep | null {
  const { phase } = race;
  if (phase.kind !== 'moving') return null;
  const duck = phase.queue[0];
  const owner = duck === undefined ? undefined : race.ducks[duck]?.owner;
  if (duck === undefined || owner === undefined) return null;
  const hand = race.players[owner]?.hand ?? [];
  const plan = { route: draft.route ?? 0, endFacing: draft.facing ?? ('forward' as Turn) };
  if (phase.extra && hand.length === 0) {
    return { kind: 'ready', card: null, move: { type: 'move', plan: { ...plan, teleport: null } } };
  }
  const card = phase.extra ? draft.card : (phase.played[duck] ?? null);
  if (card === null || (phase.extra && !hand.includes(card))) return { kind: 'card', hand };
  const routes = routesOf(card);
  const route = routes[draft.route ?? 0];
  if (!route) return null;
  if (draft.route === null && routes.length > 1) return { kind: 'route', card, routes };
  const extraCard = phase.extra ? { card } : {};
  const ready = (endFacing: Turn, teleport: { to: Position; facing: Direction } | null): SteerStep => ({
    kind: 'ready',
    card,
    move: { type: 'move', plan: { route: draft.route ?? 0, endFacing, teleport }, ...extraCard },
  });
  const { teleport } = draft;
  const entered = teleport === 'undecided' ? startEntered(board, race, duck, route) : null;
  if (entered) {
    const taken = occupiedSquares(race, duck);
    const free = startSquares(board).filter((square) => !taken.some((other) => samePlace(other, square)));
    return { kind: 'teleport', card, entered, free };
  }
  if (typeof teleport === 'object') {
    if (teleport.facing === null) return { kind: 'teleport-facing', card, at: teleport.at };
    return ready(route.endFacings[0] ?? 'forward', { to: teleport.at, facing: teleport.facing });
  }
  const endFacing = draft.facing ?? (route.endFacings.length === 1 ? (route.endFacings[0] ?? null) : null);
  if (endFacing === null || !route.endFacings.includes(endFacing)) return { kind: 'facing', card, route };
  return ready(endFacing, null);
}
