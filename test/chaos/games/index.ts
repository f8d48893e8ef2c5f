import type { AnyChaosGame } from './chaos-game.js';
import { codenamesChaos } from './codenames.js';
import { duckChaos } from './duck.js';
import { theKeyChaos } from './thekey.js';

/** The games the shared attacks play, besides Duet (which keeps its own attacks). */
export const CHAOS_GAMES: readonly AnyChaosGame[] = [codenamesChaos, duckChaos, theKeyChaos];

/** A row of the table for one game: `[Codenames] forged: …`. */
export const gameRow = (game: AnyChaosGame, attack: string) => `[${game.title}] ${attack}`;
