import type {
  ButtonInteraction,
  ChatInputCommandInteraction,
  ModalSubmitInteraction,
  StringSelectMenuInteraction,
  UserSelectMenuInteraction,
} from 'discord.js';
import type { GameRules, RuleRefusal } from '../game/game-rules.js';
import type { PlayedGame } from '../history/game-history.js';
import type { Language } from '../i18n/languages.js';
import type { Waiting } from '../reminders/turn-reminders.js';
import type { Loaded } from '../session/session-service.js';
import type { CampaignProgress } from '../stats/stats-text.js';
import type { DocumentStore } from '../store/document-store.js';
import type { BotContext } from './bot-context.js';
import type { CustomId } from './custom-id.js';
import type { PressAnswer } from './deadline-guard.js';
import type { TableDefinition } from './table-publisher.js';

export type SelectInteraction = StringSelectMenuInteraction | UserSelectMenuInteraction;

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
  onGameOver?(game: Loaded<State>, context: BotContext): Promise<void>;
  /**
   * The custom_id actions pressed on a public message that are not answered by redrawing it, by
   * how they are answered: `private` (a key, a hand, help, a question only the presser sees) or
   * `form`. Read before the press is handled, so a slow answer is deferred the way it will be
   * seen: a private answer never becomes an edit of a message others can see.
   */
  pressAnswers?: Readonly<Partial<Record<string, PressAnswer>>>;
  onButton?(interaction: ButtonInteraction, customId: CustomId, context: BotContext): Promise<void>;
  onModal?(interaction: ModalSubmitInteraction, customId: CustomId, context: BotContext): Promise<void>;
  onSelect?(interaction: SelectInteraction, customId: CustomId, context: BotContext): Promise<void>;
  /**
   * Commands several games share that act on the game running in the channel (`/clue`), by the
   * command's name: the platform finds the channel's game and hands the command to it.
   */
  channelCommands?: Partial<
    Record<
      string,
      (interaction: ChatInputCommandInteraction, gameId: string, context: BotContext) => Promise<void>
    >
  >;
}

/** A registry entry: any game, whatever its state type (the platform only passes states back to their game). */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds games of different state types
export type AnyGameModule = GameModule<any, any, any, any>;
