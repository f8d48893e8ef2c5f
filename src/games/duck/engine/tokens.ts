import { type Board, squareAt } from './board.js';
import { revealWhenReady } from './choosing.js';
import type { Route } from './movement.js';
import { recordMove } from './moving.js';
import {
  type AdvancedState,
  draw,
  type RacePhase,
  type RaceResult,
  type RaceState,
  refuse,
  type TokenKind,
  type TokenUse,
} from './race-state.js';
import { afterDuckMove, continueRound } from './round-flow.js';
import { sendingChain } from './sending.js';
import { swim } from './swim.js';
import { grantTokens, spendToken } from './token-set.js';

/**
 * When a token may be used. `choosing`: while the round's cards are chosen. `before-move`: when
 * it is your duck's turn to move, before its card is played. `after-move`: in the `after-move`
 * phase of your duck.
 */
export type TokenWindow = 'choosing' | 'before-move' | 'after-move';

export const tokenWindows: Record<TokenKind, readonly TokenWindow[]> = {
  redraw: ['choosing'],
  encore: ['after-move'],
  hop: ['before-move', 'after-move'],
  turn: ['before-move'],
  swap: ['before-move'],
  'dog-like': ['choosing', 'before-move', 'after-move'],
  ghost: ['choosing', 'before-move', 'after-move'],
};

const HOP: Route = { steps: ['forward'], endFacings: ['forward', 'left', 'right'] };
const REDRAW_CARDS = 3;

/** The window open to `seat` now, and the duck it is for (null while choosing). */
export function openWindow(
  state: RaceState,
  seat: number,
): { window: TokenWindow; duck: number | null } | null {
  const { phase } = state;
  const owns = (duck: number | undefined) => duck !== undefined && state.ducks[duck]?.owner === seat;
  if (phase.kind === 'choosing') return { window: 'choosing', duck: null };
  if (phase.kind === 'moving' && owns(phase.queue[0]))
    return { window: 'before-move', duck: phase.queue[0] ?? null };
  if (phase.kind === 'after-move' && owns(phase.duck)) return { window: 'after-move', duck: phase.duck };
  return null;
}

function redraw(next: RaceState, advanced: AdvancedState, seat: number): void {
  const hand = next.players[seat]?.hand;
  let drawn = 0;
  while (hand && drawn < REDRAW_CARDS) {
    const card = draw(next);
    if (card === null) break;
    hand.push(card);
    drawn += 1;
  }
  advanced.discarding[seat] = drawn;
}

function swapWithDog(next: RaceState, advanced: AdvancedState, board: Board, duck: number): void {
  const racer = next.ducks[duck];
  if (!racer?.duck || !advanced.dog) return;
  const landing = advanced.dog.position;
  advanced.dog = { ...advanced.dog, position: racer.duck.position };
  const square = squareAt(board, landing);
  const buoy = square?.kind === 'buoy' && !racer.duck.buoys.includes(square.color) ? [square.color] : [];
  racer.duck = { ...racer.duck, position: landing, buoys: [...racer.duck.buoys, ...buoy] };
  grantTokens(advanced, racer.owner, buoy);
}

/** The hop: one step forward as a one-step move (it bonks, touches buoys and meets the dog as any move). */
function hop(next: RaceState, board: Board, duck: number, turn: 'forward' | 'left' | 'right'): void {
  const { phase } = next;
  const played = phase.kind === 'moving' || phase.kind === 'after-move' ? phase.played : [];
  const from = next.ducks[duck]?.duck?.position ?? { x: 0, y: 0 };
  const outcome = swim(next, board, duck, HOP, { endFacing: turn, teleport: null }, played);
  recordMove(next, duck, from, null, outcome, 'hop');
  if (outcome.result.end.kind === 'won') {
    next.phase = { kind: 'over', winner: next.ducks[duck]?.owner ?? 0, duck };
    return;
  }
  let after: RacePhase = phase;
  if (phase.kind === 'after-move') {
    after = outcome.endsShared
      ? { kind: 'moving', queue: [duck, ...phase.queue], played: phase.played, extra: true }
      : afterDuckMove(next, duck, phase.queue, phase.played);
  }
  next.phase = sendingChain(outcome.knocks, after);
}

/** A token used by `seat`: refused unless they hold it and its window is open to them now. */
export function useToken(next: RaceState, board: Board, seat: number, use: TokenUse): RaceResult {
  const { advanced, phase } = next;
  if (!advanced) return refuse('not-advanced');
  if (!(advanced.tokens[seat] ?? []).includes(use.kind)) return refuse('no-such-token');
  const open = openWindow(next, seat);
  if (!open || !tokenWindows[use.kind].includes(open.window)) return refuse('token-not-now');
  const duck = open.duck;
  if ((use.kind === 'dog-like' || use.kind === 'ghost') && next.ducks[use.duck]?.owner !== seat) {
    return refuse('not-your-duck');
  }
  if (use.kind === 'swap' && !advanced.dog) return refuse('dog-not-on-board');
  spendToken(advanced, seat, use.kind);
  const racer = duck === null ? undefined : next.ducks[duck];
  switch (use.kind) {
    case 'redraw':
      redraw(next, advanced, seat);
      break;
    case 'encore':
      if (phase.kind === 'after-move' && duck !== null) {
        next.phase = { kind: 'moving', queue: [duck, ...phase.queue], played: phase.played, extra: true };
      }
      break;
    case 'hop':
      if (duck !== null) hop(next, board, duck, use.turn);
      break;
    case 'turn':
      if (racer?.duck) racer.duck = { ...racer.duck, facing: use.facing };
      break;
    case 'swap':
      if (duck !== null) swapWithDog(next, advanced, board, duck);
      break;
    case 'dog-like':
      advanced.dogLike[use.duck] = true;
      break;
    case 'ghost':
      advanced.ghost[use.duck] = true;
      break;
  }
  if (phase.kind === 'after-move' && next.phase === phase) {
    next.phase = afterDuckMove(next, phase.duck, phase.queue, phase.played);
  }
  return { ok: true, state: next };
}

/** The cards given up after a `redraw`: exactly as many as were drawn, none chosen for this round. */
export function discardCards(next: RaceState, seat: number, cards: readonly number[]): RaceResult {
  const owed = next.advanced?.discarding[seat] ?? 0;
  if (!next.advanced) return refuse('not-advanced');
  if (owed === 0 || cards.length !== owed || new Set(cards).size !== owed) return refuse('discard-count');
  const player = next.players[seat];
  const { phase } = next;
  const chosen = phase.kind === 'choosing' ? phase.chosen : [];
  const free = (player?.hand ?? []).filter((card) => !chosen.includes(card));
  if (cards.some((card) => !free.includes(card))) return refuse('not-in-hand');
  if (player) player.hand = player.hand.filter((card) => !cards.includes(card));
  next.discard.push(...cards);
  next.advanced.discarding[seat] = 0;
  revealWhenReady(next);
  return { ok: true, state: next };
}

/** The owner lets the round go on after their duck's move. */
export function pass(next: RaceState, seat: number): RaceResult {
  const { phase } = next;
  if (phase.kind !== 'after-move' || next.ducks[phase.duck]?.owner !== seat) return refuse('not-your-turn');
  next.phase = continueRound(next, phase.queue, phase.played);
  return { ok: true, state: next };
}
