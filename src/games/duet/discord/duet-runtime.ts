import type { Loaded } from '../../../platform/session/session-service.js';
import { stagedRuntime } from '../../shared/discord/staged-runtime.js';
import type { DuetMove, Side } from '../engine/index.js';
import { duetGame } from '../game.js';
import type { DuetDocument, DuetSession, TableSetup } from '../session.js';

export type LoadedDocument = Loaded<DuetDocument>;
export type LoadedGame = Loaded<DuetSession>;

const staged = stagedRuntime<DuetDocument, DuetSession, DuetMove, Side, TableSetup>(() => duetGame);

/** Duet bound to this bot: the platform's sessions, table publisher and move answers. */
export const duet = staged.runtime;
export const { asGame, loadGame, recentGame } = staged;
export const updateSession = staged.updateGame;
