import { SeededRandom } from '../../../platform/random/seeded-random.js';
import type { Direction, Position, Turn } from './geometry.js';
import type { Duck, MoveChoices, MoveResult } from './movement.js';

/** Cards held between rounds with one duck each; with two ducks each (2–3 players), one more per duck. */
export const HAND_SIZE = 3;
export const TWO_DUCK_HAND_SIZE = 4;

/**
 * How a duck moves, decided when its turn to move comes (the board cannot change during its own
 * move, so deciding at its start is deciding as it goes): the route of a two-route card, the end
 * facing, and whether to teleport on entering a start square.
 */
export interface MovePlan extends MoveChoices {
  route: number;
}

/** One route of the dog board: steps relative to the dog's facing; it ends facing its last step's way. */
export interface DogRoute {
  name: string;
  steps: readonly Turn[];
}

export const tokenKinds = ['redraw', 'encore', 'hop', 'turn', 'swap', 'dog-like', 'ghost'] as const;
/**
 * An action token. `redraw` is the blue one each player starts with; the others are face down.
 * `encore`: move again after your move. `hop`: one step forward, then face forward, left or right.
 * `turn`: face any way before your move. `swap`: trade squares with the dog before your move.
 * `dog-like`: your duck acts as the dog this round. `ghost`: your duck swims through ducks and the dog this round.
 */
export type TokenKind = (typeof tokenKinds)[number];

/** A token used, with what it needs. `dog-like` and `ghost` name one of the player's ducks. */
export type TokenUse =
  | { kind: 'redraw' }
  | { kind: 'encore' }
  | { kind: 'hop'; turn: 'forward' | 'left' | 'right' }
  | { kind: 'turn'; facing: Direction }
  | { kind: 'swap' }
  | { kind: 'dog-like'; duck: number }
  | { kind: 'ghost'; duck: number };

/** How the dog moves: one card from its controller's hand (like a duck's move), or two dog-board routes in order. */
export type DogMoveChoice =
  | { card: number; route: number; endFacing: Turn }
  | { routes: readonly [number, number] };

export type RaceMove =
  /** Set-up: the next duck in the placing order on a free start square. */
  | { type: 'place'; at: Position; facing: Direction }
  /** A round: the card for one of the player's ducks, secret until every duck has one (changeable until then). */
  | { type: 'choose'; duck: number; card: number }
  /** The duck whose card is next moves (with the chosen card, or a further card after a buoy). */
  | { type: 'move'; plan: MovePlan; card?: number }
  /** Advanced, phase `dog`, by its controller: `facing` when the dog enters on the drain (it is off the board). */
  | { type: 'dog'; facing?: Direction; with: DogMoveChoice }
  /** Advanced, phase `sending`, by its `by` seat: the knocked duck goes to this free start square. */
  | { type: 'send'; at: Position }
  /** Advanced, phase `facing`, by the sent duck's owner: the way it faces on its start square. */
  | { type: 'face'; facing: Direction }
  /** Advanced, by a token's holder inside the token's window (see `tokenWindows`). */
  | { type: 'token'; use: TokenUse }
  /** Advanced, after a `redraw` token, by its user: the cards to give up, as many as were drawn. */
  | { type: 'discard'; cards: number[] }
  /** Advanced, phase `after-move`, by the duck's owner: no (further) token after this move. */
  | { type: 'pass' };

export interface RaceDuck {
  /** The seat of the player who races this duck. */
  owner: number;
  /** Null until placed. */
  duck: Duck | null;
}

export interface RacePlayer {
  hand: number[];
}

export type RacePhase =
  /** `order`: ducks still to place, first to place first. */
  | { kind: 'placing'; order: number[] }
  /** `chosen`: each duck's card for this round. */
  | { kind: 'choosing'; chosen: (number | null)[] }
  /** `queue`: ducks still to move this round, lowest card first; `extra`: the mover must play another card. */
  | { kind: 'moving'; queue: number[]; played: (number | null)[]; extra: boolean }
  /**
   * Advanced: `duck` has finished its move and its owner holds face-down tokens; the owner either
   * uses one that fits after a move (`token`) or lets the round go on (`pass`). `queue`: the ducks
   * still to move after it.
   */
  | { kind: 'after-move'; duck: number; queue: number[]; played: (number | null)[] }
  /** Advanced: every duck has moved and hands are full again; `controller` moves the dog (`dog`). */
  | { kind: 'dog'; controller: number }
  /** Advanced: `duck` was knocked off its square; the seat `by` picks a free start square for it (`send`). */
  | { kind: 'sending'; duck: number; by: number; after: RacePhase }
  /** Advanced: `duck` was sent to a start square; its owner picks its facing (`face`), then `after` goes on. */
  | { kind: 'facing'; duck: number; after: RacePhase }
  | { kind: 'over'; winner: number; duck: number };

/** The dog on the board. */
export interface DogState {
  position: Position;
  facing: Direction;
}

/** The dog's last move, for the picture: the squares it entered, the ducks it knocked, how it left the board. */
export interface DogMove {
  card: number | null;
  path: Position[];
  knocked: number[];
  /** `drain`: it went down the drain; `knocked-off`: it ran into a dog-like duck. */
  left: 'drain' | 'knocked-off' | null;
}

/** What only an advanced race has: the dog and the action tokens. */
export interface AdvancedState {
  dogRoutes: DogRoute[];
  /** Null while the dog is off the board. */
  dog: DogState | null;
  dogMove: DogMove | null;
  /** The face-down tokens still to give, top first; their order is secret. */
  pile: TokenKind[];
  /** Each player's tokens: secret but for their number and whether the blue one is still held. */
  tokens: TokenKind[][];
  /** Per player, how many cards they must still discard after a `redraw` (they choose nothing until then). */
  discarding: number[];
  /** Per duck, the round's token effects. */
  ghost: boolean[];
  dogLike: boolean[];
  /** Every token used, face up and back in the box, in order. */
  used: { seat: number; kind: TokenKind }[];
}

export interface RaceState {
  players: RacePlayer[];
  ducks: RaceDuck[];
  /** The cards each player revealed to set the placing order. */
  revealed: number[];
  deck: number[];
  discard: number[];
  random: readonly [number, number, number, number];
  round: number;
  phase: RacePhase;
  /** The moves of the round being resolved, or of the last one while cards are chosen, in order. */
  resolved: ResolvedMove[];
  /** Only in a race with the advanced rules. */
  advanced?: AdvancedState;
}

/** A move made: the duck that made it, with which card (null: none was left to draw, or a token), and what happened. */
export interface ResolvedMove extends MoveResult {
  mover: number;
  /** The square it moved from (the path holds only the squares it entered). */
  from: Position;
  card: number | null;
  /** Advanced: the token that made this move (`hop`). */
  token?: TokenKind;
  /** Advanced: ducks this dog-like duck knocked off their squares. */
  knocked?: number[];
  /** Advanced: it ran into the dog (or a dog-like duck) and is sent to a start square. */
  sentBack?: boolean;
}

export type RaceError =
  | 'no-seat'
  | 'not-your-turn'
  | 'not-your-duck'
  | 'not-a-free-start'
  | 'not-choosing'
  | 'not-in-hand'
  | 'no-route'
  /** A move of the advanced rules in a beginner race. */
  | 'not-advanced'
  /** The player holds no token of that kind. */
  | 'no-such-token'
  /** The token's window is not open for this player now. */
  | 'token-not-now'
  | 'dog-not-on-board'
  | 'dog-needs-facing'
  /** A `redraw` is waiting for its discard. */
  | 'discard-first'
  | 'discard-count';

export type RaceResult = { ok: true; state: RaceState } | { ok: false; error: RaceError };

export const refuse = (error: RaceError): RaceResult => ({ ok: false, error });

export const handSizeOf = (state: Pick<RaceState, 'players' | 'ducks'>) =>
  state.ducks.length > state.players.length ? TWO_DUCK_HAND_SIZE : HAND_SIZE;

/** A duck's index from its owner and which of their ducks it is (0 or 1). */
export function duckOf(state: Pick<RaceState, 'ducks'>, owner: number, which: number): number {
  const owned = state.ducks.flatMap((duck, index) => (duck.owner === owner ? [index] : []));
  return owned[which] ?? -1;
}

/** The squares every placed duck but `except` holds. */
export const occupiedSquares = (state: Pick<RaceState, 'ducks'>, except: number): Position[] =>
  state.ducks.flatMap((entry, index) => (index !== except && entry.duck ? [entry.duck.position] : []));

/** Draws the top card, shuffling the discard pile back in when the deck is empty. */
export function draw(state: RaceState): number | null {
  if (state.deck.length === 0 && state.discard.length > 0) {
    const random = new SeededRandom(state.random);
    state.deck = random.shuffle(state.discard);
    state.discard = [];
    state.random = random.state;
  }
  return state.deck.shift() ?? null;
}

export function refill(next: RaceState): void {
  const size = handSizeOf(next);
  for (const player of next.players) {
    while (player.hand.length < size) {
      const drawn = draw(next);
      if (drawn === null) break;
      player.hand.push(drawn);
    }
  }
}

/** The cards still free for `duck`: its owner's hand less what their other duck has chosen. */
export function cardsFreeFor(state: RaceState, duck: number): number[] {
  const { phase } = state;
  const owner = state.ducks[duck]?.owner ?? -1;
  const hand = state.players[owner]?.hand ?? [];
  if (phase.kind !== 'choosing') return hand;
  const taken = phase.chosen.filter((_card, index) => index !== duck && state.ducks[index]?.owner === owner);
  return hand.filter((card) => !taken.includes(card));
}
