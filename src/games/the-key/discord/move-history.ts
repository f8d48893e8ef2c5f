import { dealtMission, type KeyGame, missionOf, playMove } from '../document.js';
import type { KeyEvent, KeyMove } from '../engine/index.js';

export interface PlayedMove {
  seat: number;
  move: KeyMove;
  /** What the move set off (tokens revealed, gas, the crisis…), as the engine reported it. */
  events: KeyEvent[];
}

/** The last `count` moves with what each set off, replayed from the deal. */
export function recentMoves(game: KeyGame, count: number): PlayedMove[] {
  const mission = missionOf(game);
  const first = Math.max(0, game.log.length - count);
  let state = dealtMission(game);
  const moves: PlayedMove[] = [];
  game.log.forEach(({ seat, move }, index) => {
    const played = playMove(mission, state, seat, move);
    if (!played.ok) return;
    state = played.state;
    if (index >= first) moves.push({ seat, move, events: state.events });
  });
  return moves;
}
