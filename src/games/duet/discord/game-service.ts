import type { BotContext } from '../../../platform/discord/bot-context.js';
import {
  applyMove,
  type DuetMove,
  isGameOver,
  newGame,
  type RuleError,
  type Side,
  type WordCard,
} from '../engine/index.js';
import {
  boardVersion,
  type DuetDocument,
  type DuetLobby,
  type DuetSession,
  emptySide,
  parseDocument,
  sideOf,
} from '../session.js';
import { DUET_GAME } from './custom-ids.js';

export interface Loaded<D extends DuetDocument> {
  gameId: string;
  document: D;
  /** The store's record version, for compare-and-set. */
  storeVersion: number;
}

export interface LoadedGame {
  gameId: string;
  session: DuetSession;
  storeVersion: number;
}

export type PlayOutcome =
  | { kind: 'applied'; game: LoadedGame }
  | { kind: 'stale'; game: LoadedGame }
  | { kind: 'missing' }
  | { kind: 'not-a-player'; game: LoadedGame }
  | { kind: 'paused'; side: Side; game: LoadedGame }
  | { kind: 'refused'; error: RuleError; game: LoadedGame };

/** Lobbies wait at most an hour for their Start. */
const LOBBY_IDLE_SECONDS = 3600;
const CAS_ATTEMPTS = 3;

export function idleSecondsFor(context: BotContext, document: DuetDocument): number {
  return document.stage === 'lobby' ? Math.min(context.idleSeconds, LOBBY_IDLE_SECONDS) : context.idleSeconds;
}

function isFinished(document: DuetDocument): boolean {
  return document.stage === 'game' ? isGameOver(document.engine) : document.expired;
}

/** A stored document that is not a valid Duet lobby or game is treated as none at all (and logged). */
export async function loadDocument(
  context: BotContext,
  gameId: string,
): Promise<Loaded<DuetDocument> | null> {
  const stored = await context.store.get(gameId);
  if (!stored || stored.game !== DUET_GAME) return null;
  const document = parseDocument(stored.data);
  if (!document) {
    context.log.error({ gameId }, 'stored duet document failed validation');
    return null;
  }
  return { gameId, document, storeVersion: stored.version };
}

export async function loadGame(context: BotContext, gameId: string): Promise<LoadedGame | null> {
  const loaded = await loadDocument(context, gameId);
  if (loaded?.document.stage !== 'game') return null;
  return { gameId, session: loaded.document, storeVersion: loaded.storeVersion };
}

export type UpdateOutcome<D extends DuetDocument, R> =
  | { kind: 'written'; loaded: Loaded<D>; result: R }
  | { kind: 'refused'; result: R }
  | { kind: 'missing' };

/**
 * Changes one document with compare-and-set, retried when another write got in first.
 * `change` returns the new document (or null to refuse, changing nothing) and a result for the caller.
 */
export async function updateDocument<R>(
  context: BotContext,
  gameId: string,
  change: (document: DuetDocument) => { document: DuetDocument | null; result: R },
): Promise<UpdateOutcome<DuetDocument, R>> {
  for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
    const loaded = await loadDocument(context, gameId);
    if (!loaded) return { kind: 'missing' };
    const { document, result } = change(loaded.document);
    if (!document) return { kind: 'refused', result };
    const written = await context.store.compareAndSet({
      gameId,
      expectedVersion: loaded.storeVersion,
      data: document,
      idleSeconds: idleSecondsFor(context, document),
      finished: isFinished(document),
    });
    if (written.ok)
      return { kind: 'written', loaded: { gameId, document, storeVersion: written.game.version }, result };
    if (written.reason === 'missing') return { kind: 'missing' };
  }
  throw new Error(`game ${gameId}: too many concurrent writes`);
}

/** Changes bookkeeping of a running game that is not a move (message ids, threads). */
export async function updateSession(
  context: BotContext,
  gameId: string,
  change: (session: DuetSession) => DuetSession,
): Promise<LoadedGame | null> {
  const outcome = await updateDocument(context, gameId, (document) => ({
    document: document.stage === 'game' ? change(document) : null,
    result: null,
  }));
  if (outcome.kind !== 'written' || outcome.loaded.document.stage !== 'game') return null;
  return { gameId, session: outcome.loaded.document, storeVersion: outcome.loaded.storeVersion };
}

/**
 * One player's move, applied atomically: read, check the board version the button was drawn
 * from, run the rules, compare-and-set. A write that lost a race is retried only when no move
 * happened in between (e.g. the board message id changed); otherwise the press is stale.
 */
export async function playMove(
  context: BotContext,
  gameId: string,
  expectedBoardVersion: number | null,
  userId: string,
  move: DuetMove,
  /** The game as the caller just read it, saving the first read. */
  preloaded: LoadedGame | null = null,
): Promise<PlayOutcome> {
  let expected = expectedBoardVersion;
  let known = preloaded;
  for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
    const game = known ?? (await loadGame(context, gameId));
    known = null;
    if (!game) return { kind: 'missing' };
    if (expected !== null && boardVersion(game.session) !== expected) return { kind: 'stale', game };
    expected = boardVersion(game.session);
    const side = sideOf(game.session, userId);
    if (!side) return { kind: 'not-a-player', game };
    const empty = emptySide(game.session);
    if (empty && move.type !== 'resign') return { kind: 'paused', side: empty, game };
    const result = applyMove(game.session.engine, side, move);
    if (!result.ok) return { kind: 'refused', error: result.error, game };
    const actors = [...game.session.actors, userId];
    const session: DuetSession = { ...game.session, engine: result.state, actors, pendingGuess: null };
    const written = await context.store.compareAndSet({
      gameId,
      expectedVersion: game.storeVersion,
      data: session,
      idleSeconds: context.idleSeconds,
      finished: isGameOver(result.state),
    });
    if (written.ok) return { kind: 'applied', game: { gameId, session, storeVersion: written.game.version } };
    if (written.reason === 'missing') return { kind: 'missing' };
  }
  const game = await loadGame(context, gameId);
  return game ? { kind: 'stale', game } : { kind: 'missing' };
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

export type CreateOutcome<D extends DuetDocument> =
  | { kind: 'created'; loaded: Loaded<D> }
  | { kind: 'channel-busy' };

/** Stores a new lobby or game and claims its channel. */
export async function createDocument<D extends DuetDocument>(
  context: BotContext,
  gameId: string,
  document: D,
): Promise<CreateOutcome<D>> {
  const created = await context.store.create({
    gameId,
    game: DUET_GAME,
    channelId: document.channelId,
    data: document,
    idleSeconds: idleSecondsFor(context, document),
  });
  if (!created.ok) return { kind: 'channel-busy' };
  return { kind: 'created', loaded: { gameId, document, storeVersion: created.game.version } };
}
