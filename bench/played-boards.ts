import { publicView } from '../src/games/duet/engine/index.js';
import { wonGameStates } from '../src/games/duet/render/example-games.js';

/** Every state of `games` whole Duet games, each seeded `<seedPrefix>-<n>`. */
export function playedGames(games: number, seedPrefix: string): ReturnType<typeof wonGameStates>[] {
  return Array.from({ length: games }, (_, game) => wonGameStates('en', `${seedPrefix}-${game}`));
}

/** A game's board `move` moves in (its last, if it ended sooner), as everyone sees it. */
export function boardAt(states: ReturnType<typeof wonGameStates>, move: number) {
  const state = states[Math.min(move, states.length - 1)];
  if (!state) throw new Error('a game with no states');
  return publicView(state);
}
