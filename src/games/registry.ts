import type { GameModule } from '../platform/discord/bot-context.js';
import { duetGame } from './duet/index.js';

/** Every game the bot plays; a new game adds itself here and its commands in commands/. */
export const games: readonly GameModule[] = [duetGame];
