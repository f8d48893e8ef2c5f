import type { BotContext } from '../../../platform/discord/bot-context.js';
import {
  applyMove,
  type DuetMove,
  type DuetOptions,
  isGameOver,
  newGame,
  type RuleError,
  type WordCard,
} from '../engine/index.js';
import { boardVersion, type DuetSession, parseSession, sideOf } from '../session.js';
import { DUET_GAME } from './custom-ids.js';

export interface LoadedGame {
  gameId: string;
  session: DuetSession;
  /** The store's record version, for compare-and-set. */
  storeVersion: number;
}

export type PlayOutcome =
  | { kind: 'applied'; game: LoadedGame }
  | { kind: 'stale'; game: LoadedGame }
  | { kind: 'missing' }
  | { kind: 'not-a-player'; game: LoadedGame }
  | { kind: 'refused'; error: RuleError; game: LoadedGame };

/** A stored document that is not a valid Duet session is treated as no game at all (and logged). */
export async function loadGame(context: BotContext, gameId: string): Promise<LoadedGame | null> {
  const stored = await context.store.get(gameId);
  if (!stored || stored.game !== DUET_GAME) return null;
  const session = parseSession(stored.data);
  if (!session) {
    context.log.error({ gameId }, 'stored duet session failed validation');
    return null;
  }
  return { gameId, session, storeVersion: stored.version };
}

const CAS_ATTEMPTS = 3;

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
): Promise<PlayOutcome> {
  let expected = expectedBoardVersion;
  for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
    const game = await loadGame(context, gameId);
    if (!game) return { kind: 'missing' };
    if (expected !== null && boardVersion(game.session) !== expected) return { kind: 'stale', game };
    expected = boardVersion(game.session);
    const side = sideOf(game.session, userId);
    if (!side) return { kind: 'not-a-player', game };
    const result = applyMove(game.session.engine, side, move);
    if (!result.ok) return { kind: 'refused', error: result.error, game };
    const session: DuetSession = { ...game.session, engine: result.state };
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

/** Changes bookkeeping that is not a move (the board message id); retried on races. */
export async function updateSession(
  context: BotContext,
  gameId: string,
  change: (session: DuetSession) => DuetSession,
): Promise<LoadedGame | null> {
  for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
    const game = await loadGame(context, gameId);
    if (!game) return null;
    const session = change(game.session);
    const written = await context.store.compareAndSet({
      gameId,
      expectedVersion: game.storeVersion,
      data: session,
      idleSeconds: context.idleSeconds,
      finished: isGameOver(session.engine),
    });
    if (written.ok) return { gameId, session, storeVersion: written.game.version };
    if (written.reason === 'missing') return null;
  }
  return null;
}

export interface NewSessionInput {
  guildId: string;
  channelId: string;
  players: DuetSession['players'];
  language: DuetSession['language'];
  options: DuetOptions;
  wordPool: readonly WordCard[];
  customWords: string[] | null;
}

export type StartOutcome = { kind: 'started'; game: LoadedGame } | { kind: 'channel-busy' };

export async function startGame(context: BotContext, input: NewSessionInput): Promise<StartOutcome> {
  const gameId = context.newGameId();
  const session: DuetSession = {
    engine: newGame({ seed: gameId, wordPool: input.wordPool, options: input.options }),
    players: input.players,
    language: input.language,
    guildId: input.guildId,
    channelId: input.channelId,
    boardMessageId: null,
    customWords: input.customWords,
    createdAt: context.now(),
  };
  const created = await context.store.create({
    gameId,
    game: DUET_GAME,
    channelId: input.channelId,
    data: session,
    idleSeconds: context.idleSeconds,
  });
  if (!created.ok) return { kind: 'channel-busy' };
  return { kind: 'started', game: { gameId, session, storeVersion: created.game.version } };
}
