import { cardsFreeFor, type RaceResult, type RaceState, refuse } from './race-state.js';

/**
 * Once every duck has a card and nobody still owes a discard, the cards are revealed: they leave
 * the hands and the ducks move, lowest card first.
 */
export function revealWhenReady(next: RaceState): void {
  const { phase } = next;
  if (phase.kind !== 'choosing' || phase.chosen.some((chosen) => chosen === null)) return;
  if (next.advanced?.discarding.some((owed) => owed > 0)) return;
  const played = phase.chosen;
  const queue = played
    .map((chosen, index) => ({ card: chosen ?? 0, index }))
    .sort((a, b) => a.card - b.card)
    .map((entry) => entry.index);
  for (const player of next.players) player.hand = player.hand.filter((held) => !played.includes(held));
  next.phase = { kind: 'moving', queue, played, extra: false };
  next.resolved = [];
}

/** A player's secret card for one of their ducks (changeable until the cards are revealed). */
export function choose(next: RaceState, seat: number, duck: number, card: number): RaceResult {
  const { phase } = next;
  if (phase.kind !== 'choosing') return refuse('not-choosing');
  if (next.ducks[duck]?.owner !== seat) return refuse('not-your-duck');
  if ((next.advanced?.discarding[seat] ?? 0) > 0) return refuse('discard-first');
  if (!cardsFreeFor(next, duck).includes(card)) return refuse('not-in-hand');
  phase.chosen[duck] = card;
  revealWhenReady(next);
  return { ok: true, state: next };
}
