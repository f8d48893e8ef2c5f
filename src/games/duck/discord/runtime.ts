import type { Loaded } from '../../../platform/session/session-service.js';
import { stagedRuntime } from '../../shared/discord/staged-runtime.js';
import type { DuckDocument, DuckGame } from '../document.js';
import { duckGame } from '../game.js';
import type { DuckMove, DuckSeat, TableSetup } from '../rules.js';

export type LoadedDocument = Loaded<DuckDocument>;
export type LoadedGame = Loaded<DuckGame>;

const staged = stagedRuntime<DuckDocument, DuckGame, DuckMove, DuckSeat, TableSetup>(() => duckGame);

/** Duck! Duck! Go! bound to this bot: the platform's sessions, table publisher and move answers. */
export const duck = staged.runtime;
export const { asGame, loadGame, recentGame, updateGame } = staged;
