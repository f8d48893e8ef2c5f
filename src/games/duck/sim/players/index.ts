import type { DuckPlayer, PlayerLevel } from '../player.js';
import { greedyPlayer } from './greedy-player.js';
import { lookaheadPlayer } from './lookahead-player.js';
import { randomPlayer } from './random-player.js';

/** The computer's three levels of play. */
export const scriptedPlayers: Record<PlayerLevel, DuckPlayer> = {
  random: randomPlayer,
  greedy: greedyPlayer,
  lookahead: lookaheadPlayer,
};
