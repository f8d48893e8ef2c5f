import type { RaceDuck, RaceState, ResolvedMove } from './race.js';

export type PublicPhase =
  | { kind: 'placing'; order: number[] }
  /** Who has chosen, never what: the cards stay secret until every duck has one. */
  | { kind: 'choosing'; ready: boolean[] }
  /** Every card played this round is face up once the moves begin. */
  | { kind: 'moving'; queue: number[]; played: (number | null)[]; extra: boolean }
  | { kind: 'over'; winner: number; duck: number };

/** What everyone at the table sees: the ducks, the face-up cards and the round's moves; never a hand. */
export interface RacePublicView {
  ducks: RaceDuck[];
  players: { handSize: number }[];
  revealed: number[];
  round: number;
  phase: PublicPhase;
  resolved: ResolvedMove[];
  deckSize: number;
}

/** One player's view: the table's, plus their own hand and the cards they have chosen this round. */
export interface RaceSeatView extends RacePublicView {
  seat: number;
  hand: number[];
  chosen: (number | null)[];
}

function publicPhase(state: RaceState): PublicPhase {
  const { phase } = state;
  return phase.kind === 'choosing'
    ? { kind: 'choosing', ready: phase.chosen.map((card) => card !== null) }
    : phase;
}

export function racePublicView(state: RaceState): RacePublicView {
  return {
    ducks: state.ducks,
    players: state.players.map((player) => ({ handSize: player.hand.length })),
    revealed: state.revealed,
    round: state.round,
    phase: publicPhase(state),
    resolved: state.resolved,
    deckSize: state.deck.length,
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
  };
}
