import type { AnyGameModule } from '../platform/discord/game-module.js';
import { codenamesGame } from './codenames/game.js';
import { duckGame } from './duck/game.js';
import { duetGame } from './duet/game.js';
import { keyGame } from './the-key/game.js';

/** Every game the bot plays; a new game adds one line here and its command file in commands/. */
export const games: readonly AnyGameModule[] = [duetGame, codenamesGame, duckGame, keyGame];
