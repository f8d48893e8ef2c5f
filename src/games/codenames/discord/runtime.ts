import type { Loaded } from '../../../platform/session/session-service.js';
import { stagedRuntime } from '../../shared/discord/staged-runtime.js';
import type { CodenamesDocument, CodenamesGame } from '../document.js';
import type { CodenamesMove, Seat } from '../engine/index.js';
import { codenamesGame } from '../game.js';
import type { TableSetup } from '../rules.js';

export type LoadedDocument = Loaded<CodenamesDocument>;
export type LoadedGame = Loaded<CodenamesGame>;

const staged = stagedRuntime<CodenamesDocument, CodenamesGame, CodenamesMove, Seat, TableSetup>(
  () => codenamesGame,
);

/** Classic Codenames bound to this bot: the platform's sessions, table publisher and move answers. */
export const codenames = staged.runtime;
export const { asGame, loadGame, recentGame, updateGame } = staged;
