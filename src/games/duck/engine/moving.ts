import type { Board } from './board.js';
import type { MovementCard } from './cards.js';
import type { Position } from './geometry.js';
import {
  draw,
  type MovePlan,
  type RacePhase,
  type RaceResult,
  type RaceState,
  refuse,
} from './race-state.js';
import { afterDuckMove } from './round-flow.js';
import { sendingChain } from './sending.js';
import { type Swim, swim } from './swim.js';

/** The round's record of a move, with what the advanced rules add only when they happened. */
export function recordMove(
  next: RaceState,
  mover: number,
  from: Position,
  card: number | null,
  outcome: Swim,
  token?: 'hop',
) {
  const knocked = outcome.knocks.filter((knock) => knock.duck !== mover).map((knock) => knock.duck);
  const sentBack = outcome.knocks.some((knock) => knock.duck === mover);
  next.resolved = [
    ...next.resolved,
    {
      ...outcome.result,
      mover,
      from,
      card,
      ...(token ? { token } : {}),
      ...(knocked.length > 0 ? { knocked } : {}),
      ...(sentBack ? { sentBack } : {}),
    },
  ];
}

/** The duck whose turn it is moves with its card (or another one it owes after a buoy). */
export function move(
  next: RaceState,
  board: Board,
  deck: readonly MovementCard[],
  seat: number,
  plan: MovePlan,
  extraCard: number | undefined,
): RaceResult {
  const { phase } = next;
  const index = phase.kind === 'moving' ? phase.queue[0] : undefined;
  const racer = index === undefined ? undefined : next.ducks[index];
  if (phase.kind !== 'moving' || index === undefined || racer?.owner !== seat || !racer.duck) {
    return refuse('not-your-turn');
  }
  const player = next.players[seat];
  if (!player) return refuse('no-seat');
  let card = phase.played[index] ?? null;
  if (phase.extra) {
    if (player.hand.length > 0) {
      if (extraCard === undefined || !player.hand.includes(extraCard)) return refuse('not-in-hand');
      card = extraCard;
      player.hand = player.hand.filter((held) => held !== extraCard);
    } else {
      card = draw(next);
    }
  }
  const route = deck.find((entry) => entry.number === card)?.routes[plan.route];
  if (!route) return refuse('no-route');
  if (card !== null) next.discard.push(card);
  const from = racer.duck.position;
  const outcome = swim(next, board, index, route, plan, phase.played);
  recordMove(next, index, from, card, outcome);
  if (outcome.result.end.kind === 'won') {
    next.phase = { kind: 'over', winner: seat, duck: index };
    return { ok: true, state: next };
  }
  const after: RacePhase =
    outcome.result.extraMove || outcome.endsShared
      ? { ...phase, extra: true }
      : afterDuckMove(next, index, phase.queue.slice(1), phase.played);
  next.phase = sendingChain(outcome.knocks, after);
  return { ok: true, state: next };
}
