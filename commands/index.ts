import type { CommandModule } from '../src/platform/discord/bot-context.js';
import { clueCommand } from './clue.js';
import { duetCommand } from './duet.js';

/** Every slash command the bot registers and answers. */
export const commands: readonly CommandModule[] = [duetCommand, clueCommand];
