import { SeededRandom } from '../../../platform/random/seeded-random.js';
import {
  applyRaceMove,
  type Board,
  type MovementCard,
  newRace,
  type RaceState,
  raceSeatView,
} from '../engine/index.js';
import { type DuckPlayer, nextMove } from './player.js';

export interface RaceRecord {
  /** Rounds begun; a race stopped at the cap counts the cap. */
  rounds: number;
  /** Null: no duck reached the drain within the cap. */
  winner: number | null;
  /** The seats in the order they placed their (first) ducks. */
  placingOrder: number[];
  bonks: number;
  teleports: number;
  /** Extra moves earned by ending a move on a buoy. */
  chains: number;
  /** Buoys touched, all ducks together. */
  buoys: number;
}

export interface RaceSimulation {
  board: Board;
  deck: readonly MovementCard[];
  /** One player per seat, 2 to 6. */
  players: readonly DuckPlayer[];
  /** Ducks each: by default two for two or three seats (the advanced rules' way), else one. */
  ducksPerPlayer?: 1 | 2;
  seed: string;
  roundCap: number;
}

/** The seats the race waits on now. */
function waitingSeats(race: RaceState): number[] {
  const { phase } = race;
  const ownerOf = (duck: number | undefined) => (duck === undefined ? [] : [race.ducks[duck]?.owner ?? -1]);
  if (phase.kind === 'placing') return ownerOf(phase.order[0]);
  if (phase.kind === 'moving') return ownerOf(phase.queue[0]);
  if (phase.kind === 'choosing') {
    const seats = phase.chosen.flatMap((card, duck) => (card === null ? ownerOf(duck) : []));
    return [...new Set(seats)];
  }
  return [];
}

/** Plays one whole race with scripted players, every move through the engine; throws on an illegal move. */
export function simulateRace({
  board,
  deck,
  players,
  ducksPerPlayer,
  seed,
  roundCap,
}: RaceSimulation): RaceRecord {
  let race = newRace(seed, players.length, deck, ducksPerPlayer ? { ducksPerPlayer } : {});
  const randoms = players.map((_player, seat) => SeededRandom.fromSeed(`${seed}:player:${seat}`));
  const placingOrder =
    race.phase.kind === 'placing'
      ? race.phase.order.slice(0, players.length).map((duck) => race.ducks[duck]?.owner ?? -1)
      : [];
  const record: RaceRecord = {
    rounds: 0,
    winner: null,
    placingOrder,
    bonks: 0,
    teleports: 0,
    chains: 0,
    buoys: 0,
  };
  while (race.phase.kind !== 'over' && race.round <= roundCap) {
    for (const seat of waitingSeats(race)) {
      const player = players[seat];
      const random = randoms[seat];
      if (!player || !random) throw new RangeError(`no player for seat ${seat}`);
      const move = nextMove(player, { board, deck, view: raceSeatView(race, seat), random });
      if (!move) throw new Error(`seat ${seat} made no move in ${race.phase.kind}`);
      const played = applyRaceMove(board, deck, race, seat, move);
      if (!played.ok) throw new Error(`seat ${seat} made an illegal ${move.type}: ${played.error}`);
      race = played.state;
      if (move.type === 'move') count(record, race);
    }
  }
  record.rounds = Math.min(race.round, roundCap);
  if (race.phase.kind === 'over') record.winner = race.phase.winner;
  return record;
}

function count(record: RaceRecord, race: RaceState): void {
  const last = race.resolved[race.resolved.length - 1];
  if (!last) return;
  if (last.end.kind === 'bonked') record.bonks += 1;
  if (last.end.kind === 'teleported') record.teleports += 1;
  if (last.extraMove) record.chains += 1;
  record.buoys += last.newBuoys.length;
}
