import type { Loaded } from '../../../platform/session/session-service.js';
import { stagedRuntime } from '../../shared/discord/staged-runtime.js';
import type { KeyDocument, KeyGame } from '../document.js';
import { keyGame } from '../game.js';
import type { KeyGameMove, KeySeatId, TableSetup } from '../rules.js';

export type LoadedDocument = Loaded<KeyDocument>;
export type LoadedGame = Loaded<KeyGame>;

const staged = stagedRuntime<KeyDocument, KeyGame, KeyGameMove, KeySeatId, TableSetup>(() => keyGame);

/** THE KEY bound to this bot: the platform's sessions, table publisher and move answers. */
export const theKey = staged.runtime;
export const { asGame, loadGame, recentGame, updateGame } = staged;
