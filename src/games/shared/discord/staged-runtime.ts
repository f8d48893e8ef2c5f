import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { GameModule } from '../../../platform/discord/game-module.js';
import { type GameRuntime, gameRuntime } from '../../../platform/discord/game-runtime.js';
import type { TableDefinition } from '../../../platform/discord/table-publisher.js';
import type { Loaded } from '../../../platform/session/session-service.js';

/** A game whose stored document is a lobby until its Start, then the game itself. */
type Staged = { stage: 'lobby' | 'game' };

export interface StagedRuntime<Document extends Staged, Game extends Document, Move, Setup> {
  /** The game bound to this bot: the platform's sessions, table publisher and move answers. */
  runtime(context: BotContext): GameRuntime<Document, Move, Setup>;
  /** The game, or null while it is still a lobby. */
  asGame(loaded: Loaded<Document> | null): Loaded<Game> | null;
  loadGame(context: BotContext, gameId: string): Promise<Loaded<Game> | null>;
  /** The game as this process last saw it (to route a press; its move is checked against the store). */
  recentGame(context: BotContext, gameId: string): Promise<Loaded<Game> | null>;
  /** Changes bookkeeping of a running game that is not a move (message ids, threads, proposals). */
  updateGame(context: BotContext, gameId: string, change: (game: Game) => Game): Promise<Loaded<Game> | null>;
}

/**
 * The runtime helpers of a staged game. `module` is a thunk: a game's handlers import these
 * helpers while its module object, which names the handlers, is still being defined.
 */
export function stagedRuntime<
  Document extends Staged,
  Game extends Document,
  Move,
  Seat extends string,
  Setup,
>(module: () => GameModule<Document, Move, Seat, Setup>): StagedRuntime<Document, Game, Move, Setup> {
  const runtime = (context: BotContext) => gameRuntime(module(), context);
  const asGame = (loaded: Loaded<Document> | null) =>
    loaded?.state.stage === 'game' ? (loaded as Loaded<Game>) : null;
  return {
    runtime,
    asGame,
    loadGame: async (context, gameId) => asGame(await runtime(context).sessions.load(gameId)),
    recentGame: async (context, gameId) => asGame(await runtime(context).sessions.recent(gameId)),
    async updateGame(context, gameId, change) {
      const outcome = await runtime(context).sessions.update(gameId, (document) => ({
        state: document.stage === 'game' ? change(document as Game) : null,
        result: null,
      }));
      return outcome.kind === 'written' ? asGame(outcome.game) : null;
    },
  };
}

/** A staged game's table: the board message in the game's channel; a lobby has none. */
export function stagedTable<Document extends Staged & { channelId: string }>(
  render: TableDefinition<Document>['render'],
): TableDefinition<Document> {
  type Game = Document & { stage: 'game'; boardMessageId: string | null };
  const isGame = (document: Document): document is Game => document.stage === 'game';
  return {
    render,
    channelOf: (document) => document.channelId,
    messageOf: (document) => (isGame(document) ? document.boardMessageId : null),
    withMessage: (document, messageId) =>
      isGame(document) ? { ...document, boardMessageId: messageId } : null,
  };
}
