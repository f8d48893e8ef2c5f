import type { SeededRandom } from '../../platform/random/seeded-random.js';
import { movementCards } from './deck.js';
import { type Board, cardsFreeFor, type RaceMove, type RaceState, raceSeatView } from './engine/index.js';
import { nextMove } from './sim/player.js';
import { greedyPlayer } from './sim/players/greedy-player.js';

/** The first duck of `seat` the race waits on now, or null. */
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

/**
 * What the computer does for a seat: every move of a computer duck, and the sensible choice when a
 * player lets a step's time run out (the simulator's greedy player, on that seat's view only).
 */
export function computerMove(
  board: Board,
  race: RaceState,
  seat: number,
  random: SeededRandom,
): RaceMove | null {
  return nextMove(greedyPlayer, { board, deck: movementCards, view: raceSeatView(race, seat), random });
}

/** A random card for the seat's next duck without one: what a player who let the round run out plays. */
export function randomCard(race: RaceState, seat: number, random: SeededRandom): RaceMove | null {
  const duck = pendingDuck(race, seat);
  if (duck === null || race.phase.kind !== 'choosing') return null;
  const free = cardsFreeFor(race, duck);
  const card = free[random.nextInt(free.length)];
  return card === undefined ? null : { type: 'choose', duck, card };
}
