import type { BotContext } from '../../../platform/discord/bot-context.js';
import { gameRuntime } from '../../../platform/discord/game-runtime.js';
import type { Loaded } from '../../../platform/session/session-service.js';
import { newGame, type WordCard } from '../engine/index.js';
import { duetGame } from '../game.js';
import type { DuetDocument, DuetLobby, DuetSession } from '../session.js';

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

export type TableSetup = Omit<DuetLobby, 'stage' | 'createdAt' | 'rosterMessageId' | 'expired'> & {
  rosterMessageId?: string | null;
};

/** A new game for a table: the engine from a fresh seed (the game id), no messages yet. */
export function newSession(
  gameId: string,
  setup: TableSetup,
  wordPool: readonly WordCard[],
  now: number,
): DuetSession {
  const { options, ...table } = setup;
  return {
    ...table,
    stage: 'game',
    rosterMessageId: setup.rosterMessageId ?? null,
    createdAt: now,
    engine: newGame({ seed: gameId, wordPool, options }),
    actors: [],
    boardMessageId: null,
    threads: { A: null, B: null },
    formerMembers: { A: [...setup.players.A], B: [...setup.players.B] },
    pendingGuess: null,
  };
}
