import type { LocalDiscord, LocalUser, LoggedRequest } from '../../../dev/local-discord/index.js';
import type { Rng } from '../world.js';

/**
 * What the chaos suite needs to know of one game to attack it (classic Codenames, Duck! Duck! Go!,
 * THE KEY; Duet keeps its own, older attacks): how a table is set up through real commands and
 * lobbies, its custom_id kinds and forms, the moves its players make, its secrets, and how a
 * stored game reads. Everything else (forging, bursts, kills, Redis faults, the scans) is shared.
 */
export interface ChaosGame<Document = unknown> {
  /** How the table and the row names call it. */
  readonly title: string;
  /** The custom_id prefix of its buttons, menus and forms. */
  readonly prefix: string;
  /** Every action its custom_ids can carry (its `custom-ids.ts`). */
  readonly kinds: readonly string[];
  /** Actions only ever offered in a player's private message (never on the public board). */
  readonly privateKinds: readonly string[];
  /** The board button that opens a player's private message (My move, My hand, My key). */
  readonly privateEntry: string;
  /**
   * Its forms: the button that opens one, the form's custom_id action and its text fields, and
   * whether a seated player's form from the board counts whatever version it names (a typed answer
   * stands even if the board moved meanwhile; the rules decide), so only its origin can make it bad.
   */
  readonly forms: readonly {
    opener: string;
    action: string;
    fields: readonly string[];
    anyVersion?: boolean;
  }[];
  /** Players a table seats (the suite names them). */
  readonly seats: number;

  /** Opens a table in the channel as players would (command, lobby, start); resolves once the board is up. */
  open(world: TableWorld, channelId: string, players: LocalUser[]): Promise<void>;
  /** The stored document, validated (and replayed) by the game's own schema. */
  parse(data: unknown): { ok: true; document: Document } | { ok: false; error: string };
  isGame(document: Document): boolean;
  isOver(document: Document): boolean;
  version(document: Document): number;
  boardMessageId(document: Document): string | null;
  players(document: Document): string[];
  /** The stored moves in order, by whom (null: the computer or the clock), as a comparable key. */
  moves(document: Document): { actor: string | null; key: string }[];
  /** A fresh clue or answer for a form of the game. */
  formValues(action: string, rng: Rng): Record<string, string>;
  /** What leaked in these requests of this game (its secrets shown to someone who may not see them). */
  leaks(local: LocalDiscord, entries: readonly LoggedRequest[], document: Document): string[];
  /** Strings of this game that no log line may ever carry. */
  logSecrets(document: Document): string[];
  /** One move (or the part of a turn a player does with one press), as players play it. */
  step(play: TablePlay<Document>): Promise<void>;
  /** Bursts of conflicting presses this game allows; each returns false when its phase is not there. */
  readonly bursts: readonly Burst<Document>[];
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds games of any document type.
export type AnyChaosGame = ChaosGame<any>;

/** What an adapter may use of the world while setting a table up. */
export interface TableWorld {
  local: LocalDiscord;
  rng: Rng;
}

/** A live table as an adapter's step or burst sees it: its players, its stored game, and presses. */
export interface TablePlay<Document> {
  readonly rng: Rng;
  readonly players: readonly LocalUser[];
  readonly gameId: string;
  readonly document: Document;
  /** The newest public board of the table (null while none). */
  board(): import('discord.js').APIMessage | null;
  /** The newest public message of the table's channel (a lobby opened below the board, say); null while none. */
  newest(): import('discord.js').APIMessage | null;
  /** A message as it reads now (a press may have updated it in place); null once gone. */
  message(id: string): import('discord.js').APIMessage | null;
  /** A tracked press of a button (on the board, or a private message), in the ledger when it may move. */
  press(user: LocalUser, messageId: string, customId: string): Promise<void>;
  /** A tracked pick in a menu. */
  select(user: LocalUser, messageId: string, customId: string, values: string[]): Promise<void>;
  /** Opens a form by a button and submits it with `fields`. */
  form(user: LocalUser, messageId: string, openerId: string, fields: Record<string, string>): Promise<void>;
  /** Presses the board's private entry; resolves with the private message it showed (null if none). */
  openPrivate(user: LocalUser): Promise<import('discord.js').APIMessage | null>;
  /** Presses sent all at once, then waited for together (a burst). */
  together(presses: (() => Promise<void>)[]): Promise<void>;
}

/** A burst of conflicting presses: its row name, and how to make it (false: not possible now). */
export interface Burst<Document> {
  readonly name: string;
  run(play: TablePlay<Document>): Promise<boolean>;
}
