import type {
  ButtonInteraction,
  ChatInputCommandInteraction,
  ModalSubmitInteraction,
  RepliableInteraction,
} from 'discord.js';
import type { GameRules, RuleRefusal } from '../game/game-rules.js';
import type { PlayedGame } from '../history/game-history.js';
import type { Language } from '../i18n/languages.js';
import type { Waiting } from '../reminders/waiting.js';
import type { Loaded, PlayOutcome, UpdateOutcome } from '../session/session-service.js';
import type { GameRoles } from '../stats/metric-names.js';
import type { CampaignProgress } from '../stats/stats-text.js';
import type { DocumentStore } from '../store/document-store.js';
import type { BotServices } from './bot-services.js';
import type { CustomId } from './custom-id.js';
import type { PressAnswer } from './deadline-guard.js';
import type { SelectInteraction, TableInteraction } from './interaction-kinds.js';
import type { TableDefinition, TablePublisher } from './table-publisher.js';

/** What a moderator's stop did: ended the game, or nothing because it moved on or was over. */
export type StopOutcome = 'stopped' | 'moved' | 'over';

export type OpenOutcome<State> = { kind: 'opened'; game: Loaded<State> } | { kind: 'channel-busy' };

/** A move asked for: the move, and the version of the game the presser saw (null: whatever it is now). */
export interface MoveRequest<State, Move> {
  move: Move;
  expectedVersion: number | null;
  /** The game as the handler just read it (saves a read; the compare-and-set still checks it). */
  preloaded?: Loaded<State> | null;
}

/**
 * How a move is answered. By default the pressed table is redrawn in the answer (a press on the
 * board). `applied` answers it otherwise (a private menu, a command, a form), then the table is
 * edited; `unapplied` tells the presser why nothing changed, where the default is an ephemeral reply.
 */
export interface MoveAnswers<State> {
  applied?(game: Loaded<State>): Promise<void>;
  unapplied?(text: string, outcome: Exclude<PlayOutcome<State>, { kind: 'applied' }>): Promise<void>;
}

/**
 * One game bound to the running bot, handed to each of its handlers: the only way a game reads,
 * moves or changes its stored state, and shows its table.
 */
export interface GameRuntime<State, Move, Setup = never> {
  /** The game's id: the prefix of its custom_ids. */
  id: string;
  /** The game's name as players know it, in a language. */
  name(language: Language): string;
  rules: GameRules<State, Move, string, unknown, unknown, Setup>;
  /** A move the rules refused, in the presser's words (the module's `refusalText`). */
  refusalText(language: Language, refusal: RuleRefusal): string;
  /** The bot's services (stores, render threads, log, clock). */
  context: BotServices;
  /** The table publisher: the game's public message, edited in place. */
  tables: TablePublisher<State>;
  /** The game as stored now; null when there is none (or it is another game's). */
  load(gameId: string): Promise<Loaded<State> | null>;
  /**
   * The game as this process last saw it (another process may have moved it on since): enough
   * to route a press or draw a private menu, since every move is checked against the store.
   */
  recent(gameId: string): Promise<Loaded<State> | null>;
  /** This game's unfinished table in a channel, if any. */
  inChannel(channelId: string): Promise<Loaded<State> | null>;
  /**
   * A change that is not a move (message ids, threads, proposals, lobby seats): compare-and-set,
   * retried on a fresh read when another write got in first; `change` returns a null state to refuse.
   */
  note<Result>(
    gameId: string,
    change: (state: State, storeVersion: number) => { state: State | null; result: Result },
  ): Promise<UpdateOutcome<State, Result>>;
  /**
   * The one way a game starts: a fresh public id and a secret seed, the rules' setup, the channel
   * claimed, and the table posted as the answer. A channel with an unfinished game refuses; the
   * caller says so. `above` answers with the game's own message that belongs above its table (a
   * team's roster) and returns the game as it then stands; the table follows it.
   */
  open(
    interaction: RepliableInteraction,
    setup: Setup,
    above?: (game: Loaded<State>) => Promise<Loaded<State> | null>,
  ): Promise<OpenOutcome<State>>;
  /** Stores a lobby (a state with no table yet) and claims its channel; null when the channel is busy. */
  create(gameId: string, channelId: string, state: State): Promise<Loaded<State> | null>;
  /**
   * The one way to move, from a button, a select, a form or a command: origin (a press on the
   * board must come from the game's own table), seat, version, rules, compare-and-set, publish,
   * in one Redis round trip on the state this process last saw. Answered as `answers` says.
   */
  move(
    interaction: TableInteraction | RepliableInteraction,
    gameId: string,
    request: MoveRequest<State, Move>,
    answers?: MoveAnswers<State>,
  ): Promise<PlayOutcome<State>>;
  /** A change made outside a move: the table is edited, and a finished game's follow-ups run. */
  published(game: Loaded<State>): Promise<void>;
  /**
   * What happens at a game's deadline, once (an idle game expires, a timed turn ends): if a move
   * got in first, that move rescheduled the deadline and nothing happens.
   */
  passDeadline(gameId: string): Promise<void>;
  /**
   * A moderator ends the game from outside (`rules.stop`), only while it stands at
   * `expectedVersion` (the store version the moderator was asked about, which a lobby turning into
   * its game moves too; checked in the compare-and-set): `answer` answers the moderator first,
   * then the table shows the game over and the finished game's follow-ups run. 'moved' when the
   * game moved on since, 'over' when it had already ended (or is gone): then nothing was changed.
   */
  stop(
    gameId: string,
    expectedVersion: number,
    answer: (game: Loaded<State>) => Promise<void>,
  ): Promise<StopOutcome>;
  /** A game began (its lobby started): whom it waits on first gets a turn reminder in time. */
  started(game: Loaded<State>): Promise<void>;
}

/**
 * A game plugged into the platform: its rules, its table (the public message) and the handlers of
 * the custom_ids whose prefix is its id. The platform stores, authorises, publishes, renders,
 * expires and routes; the game decides only what its own state and messages mean.
 */
export interface GameModule<State = unknown, Move = unknown, Seat extends string = string, Setup = never> {
  id: string;
  /** The game's name as players know it, in a language (a moderator's question names it). */
  name(language: Language): string;
  /** A few sentences on how the game is played (`/help` lists every game with it). */
  summary(language: Language): string;
  rules: GameRules<State, Move, Seat, unknown, unknown, Setup>;
  table: TableDefinition<State>;
  /** The private answer to a move the rules refused, in the presser's language. */
  refusalText(language: Language, refusal: RuleRefusal): string;
  /**
   * Slow set-up the game's moves rely on (dictionaries of the `languages` to preload), started
   * when the bot starts so that no press waits for it. A rejection is logged; the bot plays on.
   */
  prepare?(languages: readonly Language[]): Promise<void>;
  /**
   * Where a game was played, who played and won (user ids) and the game's own details (roles, a
   * score, a mission), for the server's history and boards, which the platform writes once when
   * the game ends; null for a game that never started (a lobby).
   */
  historyOf?(state: State): PlayedGame | null;
  /** The roles `historyOf` reports, for the boards' wins per role; absent for a game without roles. */
  roles?: GameRoles;
  /**
   * The server's defaults for this game's own options (stored in the server's settings under its
   * id), in words, for `/rendezvous settings show`; absent when the game has none.
   */
  describeDefaults?(language: Language, stored: Record<string, unknown> | undefined): string;
  /** The server's campaign of this game as one player took part in it (`/stats`); null before it began. */
  campaignProgress?(
    documents: DocumentStore,
    guildId: string,
    userId: string,
    language: Language,
  ): Promise<CampaignProgress | null>;
  /** Whom the game waits on now (for turn reminders); null when it waits on nobody (a lobby, the end). */
  waitingOn?(state: State): Waiting | null;
  /** After a change ended the game (a move, a resignation, an expiry): the game's own follow-ups. */
  onGameOver?(game: Loaded<State>, runtime: GameRuntime<State, Move, Setup>): Promise<void>;
  /**
   * The custom_id actions pressed on a public message that are not answered by redrawing it, by
   * how they are answered: `private` (a key, a hand, help, a question only the presser sees) or
   * `form`. Read before the press is handled, so a slow answer is deferred the way it will be
   * seen: a private answer never becomes an edit of a message others can see.
   */
  pressAnswers?: Readonly<Partial<Record<string, PressAnswer>>>;
  /** The handlers of the game's presses, each handed the game bound to this bot. */
  onButton?(
    interaction: ButtonInteraction,
    customId: CustomId,
    runtime: GameRuntime<State, Move, Setup>,
  ): Promise<void>;
  onModal?(
    interaction: ModalSubmitInteraction,
    customId: CustomId,
    runtime: GameRuntime<State, Move, Setup>,
  ): Promise<void>;
  onSelect?(
    interaction: SelectInteraction,
    customId: CustomId,
    runtime: GameRuntime<State, Move, Setup>,
  ): Promise<void>;
  /**
   * Commands several games share that act on the game running in the channel (`/clue`), by the
   * command's name: the platform finds the channel's game and hands the command to it.
   */
  channelCommands?: Partial<
    Record<
      string,
      (
        interaction: ChatInputCommandInteraction,
        gameId: string,
        runtime: GameRuntime<State, Move, Setup>,
      ) => Promise<void>
    >
  >;
}

/** A registry entry: any game, whatever its state type (the platform only passes states back to their game). */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds games of different state types
export type AnyGameModule = GameModule<any, any, any, any>;
