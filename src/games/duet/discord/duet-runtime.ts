import type { BotContext } from '../../../platform/discord/bot-context.js';
import { gameRuntime } from '../../../platform/discord/game-runtime.js';
import type { Loaded } from '../../../platform/session/session-service.js';
import { duetGame } from '../game.js';
import type { DuetDocument, DuetSession } from '../session.js';

export type LoadedDocument = Loaded<DuetDocument>;
export type LoadedGame = Loaded<DuetSession>;

/** Duet bound to this bot: the platform's sessions, table publisher and move answers. */
export const duet = (context: BotContext) => gameRuntime(duetGame, context);

/** The game, or null while it is still a lobby. */
export function asGame(loaded: LoadedDocument | null): LoadedGame | null {
  return loaded?.state.stage === 'game' ? (loaded as LoadedGame) : null;
}

export async function loadGame(context: BotContext, gameId: string): Promise<LoadedGame | null> {
  return asGame(await duet(context).sessions.load(gameId));
}

/** The game as this process last saw it (for routing a press; its move is checked against the store). */
export async function recentGame(context: BotContext, gameId: string): Promise<LoadedGame | null> {
  return asGame(await duet(context).sessions.recent(gameId));
}

/** Changes bookkeeping of a running game that is not a move (message ids, threads). */
export async function updateSession(
  context: BotContext,
  gameId: string,
  change: (session: DuetSession) => DuetSession,
): Promise<LoadedGame | null> {
  const outcome = await duet(context).sessions.update(gameId, (document) => ({
    state: document.stage === 'game' ? change(document) : null,
    result: null,
  }));
  return outcome.kind === 'written' ? asGame(outcome.game) : null;
}
