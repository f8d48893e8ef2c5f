import type {
  DogMove,
  DogRoute,
  DogState,
  RaceDuck,
  RacePhase,
  RaceState,
  ResolvedMove,
  TokenKind,
} from './race-state.js';
import { faceDownCount } from './token-set.js';

export type PublicPhase =
  | { kind: 'placing'; order: number[] }
  /** Who has chosen, never what: the cards stay secret until every duck has one. */
  | { kind: 'choosing'; ready: boolean[] }
  /** Every card played this round is face up once the moves begin. */
  | { kind: 'moving'; queue: number[]; played: (number | null)[]; extra: boolean }
  /** Advanced: the owner of `duck` uses a token that fits after a move, or passes. */
  | { kind: 'after-move'; duck: number; queue: number[]; played: (number | null)[] }
  /** Advanced: the seat `controller` moves the dog. */
  | { kind: 'dog'; controller: number }
  /** Advanced: the seat `by` sends the knocked `duck` to a free start square. */
  | { kind: 'sending'; duck: number; by: number; after: PublicPhase }
  /** Advanced: the owner of the sent-back `duck` picks its facing. */
  | { kind: 'facing'; duck: number; after: PublicPhase }
  | { kind: 'over'; winner: number; duck: number };

/** What the table sees of the advanced rules: the dog, the token counts and the tokens used; never a held token. */
export interface AdvancedPublicView {
  dog: DogState | null;
  dogRoutes: DogRoute[];
  dogMove: DogMove | null;
  /** Per player: whether they still hold their blue token, and how many face-down ones. */
  tokens: { blue: boolean; faceDown: number }[];
  pileSize: number;
  /** Per player: cards still to discard after a `redraw`. */
  discarding: number[];
  ghost: boolean[];
  dogLike: boolean[];
  used: { seat: number; kind: TokenKind }[];
}

/** What everyone at the table sees: the ducks, the face-up cards and the round's moves; never a hand. */
export interface RacePublicView {
  ducks: RaceDuck[];
  players: { handSize: number }[];
  revealed: number[];
  round: number;
  phase: PublicPhase;
  resolved: ResolvedMove[];
  deckSize: number;
  /** Only in a race with the advanced rules. */
  advanced?: AdvancedPublicView;
}

/** One player's view: the table's, plus their own hand, the cards they have chosen this round and their tokens. */
export interface RaceSeatView extends RacePublicView {
  seat: number;
  hand: number[];
  chosen: (number | null)[];
  /** Advanced: the tokens this player holds (empty in a beginner race). */
  tokens: TokenKind[];
}

function publicPhase(phase: RacePhase): PublicPhase {
  switch (phase.kind) {
    case 'choosing':
      return { kind: 'choosing', ready: phase.chosen.map((card) => card !== null) };
    case 'sending':
    case 'facing':
      return { ...phase, after: publicPhase(phase.after) };
    default:
      return phase;
  }
}

function advancedView(state: RaceState): AdvancedPublicView | undefined {
  const { advanced } = state;
  if (!advanced) return undefined;
  return {
    dog: advanced.dog,
    dogRoutes: advanced.dogRoutes,
    dogMove: advanced.dogMove,
    tokens: advanced.tokens.map((held, seat) => ({
      blue: held.includes('redraw'),
      faceDown: faceDownCount(advanced, seat),
    })),
    pileSize: advanced.pile.length,
    discarding: advanced.discarding,
    ghost: advanced.ghost,
    dogLike: advanced.dogLike,
    used: advanced.used,
  };
}

export function racePublicView(state: RaceState): RacePublicView {
  const advanced = advancedView(state);
  return {
    ducks: state.ducks,
    players: state.players.map((player) => ({ handSize: player.hand.length })),
    revealed: state.revealed,
    round: state.round,
    phase: publicPhase(state.phase),
    resolved: state.resolved,
    deckSize: state.deck.length,
    ...(advanced ? { advanced } : {}),
  };
}

export function raceSeatView(state: RaceState, seat: number): RaceSeatView {
  const { phase } = state;
  return {
    ...racePublicView(state),
    seat,
    hand: state.players[seat]?.hand ?? [],
    chosen: state.ducks.map((duck, index) =>
      phase.kind === 'choosing' && duck.owner === seat ? (phase.chosen[index] ?? null) : null,
    ),
    tokens: state.advanced?.tokens[seat] ?? [],
  };
}
