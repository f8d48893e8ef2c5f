import type { GameRuntime } from '../discord/game-module.js';
import type { TableDefinition } from '../discord/table-publisher.js';
import type { Loaded } from '../session/session-service.js';

/** A game whose stored document is a lobby until its Start, then the game itself. */
export type Staged = { stage: 'lobby' | 'game' };

/** A staged game's document as far as where its messages are. */
export interface Placed extends Staged {
  channelId: string;
  /** The lobby message (its seats and Start), once posted. */
  rosterMessageId: string | null;
  boardMessageId?: string | null;
}

// biome-ignore lint/suspicious/noExplicitAny: any move and set-up: these helpers only read and write documents
type AnyRuntime<Document> = GameRuntime<Document, any, any>;

/** The typed views of a staged game's document: the game, once its lobby started. */
export interface StagedGames<Document extends Staged, Game extends Document> {
  /** The game, or null while it is still a lobby. */
  asGame(loaded: Loaded<Document> | null): Loaded<Game> | null;
  loadGame(runtime: AnyRuntime<Document>, gameId: string): Promise<Loaded<Game> | null>;
  /** The game as this process last saw it (to route a press or draw a menu; a move is checked against the store). */
  recentGame(runtime: AnyRuntime<Document>, gameId: string): Promise<Loaded<Game> | null>;
  /** Changes bookkeeping of a running game that is not a move (message ids, threads, proposals). */
  updateGame(
    runtime: AnyRuntime<Document>,
    gameId: string,
    change: (game: Game) => Game,
  ): Promise<Loaded<Game> | null>;
}

/** The typed views of a staged game, for a game's document type and its started form. */
export function stagedGames<Document extends Staged, Game extends Document>(): StagedGames<Document, Game> {
  const asGame = (loaded: Loaded<Document> | null) =>
    loaded?.state.stage === 'game' ? (loaded as Loaded<Game>) : null;
  return {
    asGame,
    loadGame: async (runtime, gameId) => asGame(await runtime.load(gameId)),
    recentGame: async (runtime, gameId) => asGame(await runtime.recent(gameId)),
    async updateGame(runtime, gameId, change) {
      const outcome = await runtime.note(gameId, (document) => ({
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
