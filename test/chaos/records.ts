import { Redis } from 'ioredis';
import type { DuetDocument, DuetSession } from '../../src/games/duet/document.js';
import type { KeyColor } from '../../src/games/duet/engine/index.js';
import { storedDuetDocumentSchema } from '../../src/games/duet/stored-document.js';

/** A game's Redis hash as the bot left it (`<prefix>game:{<gameId>}`). */
export interface RawRecord {
  version: string;
  gameId: string;
  game: string;
  channelId: string;
  data: string;
  finished: string;
}

export type ParsedRecord =
  | { ok: true; raw: RawRecord; document: DuetDocument }
  | { ok: false; raw: RawRecord | null; error: string };

const FIELDS = ['version', 'gameId', 'game', 'channelId', 'data', 'finished'] as const;

/** A side's key as the compact record stores it: 25 letters of a, b, x. */
const KEY_STRING = /[abx]{25}/;

/**
 * Reads the bot's records straight from its redis-server, as an operator would with redis-cli:
 * raw hashes (to see whether bad input changed anything) and documents validated and replayed
 * by the game's own stored-document schema.
 */
export class Records {
  readonly redis: Redis;

  constructor(
    url: string,
    readonly prefix: string,
  ) {
    this.redis = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      commandTimeout: 1_500,
      enableOfflineQueue: true,
      retryStrategy: (attempt) => Math.min(50 * attempt, 500),
    });
    this.redis.on('error', () => {});
  }

  async connect(): Promise<void> {
    await this.redis.connect();
  }

  close(): void {
    this.redis.disconnect();
  }

  gameKey(gameId: string): string {
    return `${this.prefix}game:{${gameId}}`;
  }

  channelKey(channelId: string): string {
    return `${this.prefix}channel:${channelId}`;
  }

  async raw(gameId: string): Promise<RawRecord | null> {
    const values = await this.redis.hmget(this.gameKey(gameId), ...FIELDS);
    if (values.some((value) => value === null)) return null;
    return Object.fromEntries(FIELDS.map((field, index) => [field, values[index]])) as unknown as RawRecord;
  }

  async parsed(gameId: string): Promise<ParsedRecord> {
    const raw = await this.raw(gameId);
    if (!raw) return { ok: false, raw, error: 'no record' };
    return parseRecord(raw);
  }

  async game(gameId: string): Promise<DuetSession | null> {
    const parsed = await this.parsed(gameId);
    return parsed.ok && parsed.document.stage === 'game' ? parsed.document : null;
  }

  async channelGame(channelId: string): Promise<string | null> {
    return this.redis.get(this.channelKey(channelId));
  }

  /**
   * What bad input must not change: each game's hash (its version bumps on every write, the data
   * is compared too) and which game each channel holds.
   */
  async fingerprint(gameIds: Iterable<string>, channelIds: Iterable<string>): Promise<Map<string, string>> {
    const games = [...new Set(gameIds)];
    const channels = [...new Set(channelIds)];
    const pipeline = this.redis.pipeline();
    for (const gameId of games) pipeline.hmget(this.gameKey(gameId), 'version', 'data', 'finished');
    for (const channelId of channels) pipeline.get(this.channelKey(channelId));
    const replies = (await pipeline.exec()) ?? [];
    const print = new Map<string, string>();
    games.forEach((gameId, index) => {
      const [error, value] = replies[index] ?? [null, null];
      if (error) throw error;
      const [version, data, finished] = (value as (string | null)[]) ?? [];
      print.set(`game:${gameId}`, `${version}|${finished}|${data?.length ?? -1}|${hash(data ?? '')}`);
    });
    channels.forEach((channelId, index) => {
      const [error, value] = replies[games.length + index] ?? [null, null];
      if (error) throw error;
      print.set(`channel:${channelId}`, String(value));
    });
    return print;
  }

  /** The campaign documents of a guild, by id (their JSON). */
  async campaigns(guildId: string): Promise<Map<string, string>> {
    const index = `${this.prefix}doc:duet-campaign:{${guildId}}`;
    const ids = await this.redis.smembers(index);
    const documents = new Map<string, string>();
    for (const id of ids) documents.set(id, (await this.redis.hget(`${index}:${id}`, 'data')) ?? '');
    return documents;
  }
}

export function parseRecord(raw: RawRecord): ParsedRecord {
  let data: unknown;
  try {
    data = JSON.parse(raw.data);
  } catch (error) {
    return { ok: false, raw, error: `data is not JSON: ${String(error)}` };
  }
  const parsed = storedDuetDocumentSchema.safeParse(data);
  if (!parsed.success) {
    return { ok: false, raw, error: parsed.error.issues.map((issue) => issue.message).join('; ') };
  }
  const engine = (data as { engine?: { key?: unknown; moves?: unknown[] } }).engine;
  if (parsed.data.stage === 'game' && engine && !('key' in engine)) {
    // The full (older) form stores the state itself: it must still be what its moves replay to.
    return { ok: false, raw, error: 'record in the full form (not the compact, replayed one)' };
  }
  if (parsed.data.stage === 'game' && parsed.data.actors.length !== parsed.data.engine.moves.length) {
    return {
      ok: false,
      raw,
      error: `${parsed.data.actors.length} actors for ${parsed.data.engine.moves.length} moves`,
    };
  }
  return { ok: true, raw, document: parsed.data };
}

/** What a leak scan needs of a game: its words, both key sides, and everyone who ever sat on a side. */
export interface GameSecret {
  gameId: string;
  channelId: string;
  words: string[];
  keys: Record<'A' | 'B', KeyColor[]>;
  players: Record<'A' | 'B', string[]>;
  /** The compact key strings (25 letters), which must not appear in a log either. */
  keyStrings: string[];
}

export function secretOf(gameId: string, session: DuetSession): GameSecret {
  const letters: Record<KeyColor, string> = { agent: 'a', bystander: 'b', assassin: 'x' };
  const keys = session.engine.keyCard;
  return {
    gameId,
    channelId: session.channelId,
    words: session.engine.words.map((word) => word.text),
    keys: { A: [...keys.A], B: [...keys.B] },
    players: {
      A: [...new Set([...session.players.A, ...session.formerMembers.A])],
      B: [...new Set([...session.players.B, ...session.formerMembers.B])],
    },
    keyStrings: (['A', 'B'] as const)
      .map((side) => keys[side].map((color) => letters[color]).join(''))
      .filter((key) => KEY_STRING.test(key)),
  };
}

/** A stored move as the ledger compares it: `g12`, `s`, `f`, `r`, or `c:<word>:<number>`. */
export function moveKeyOf(move: DuetSession['engine']['moves'][number]['move']): string {
  switch (move.type) {
    case 'guess':
      return `g${move.cell}`;
    case 'stopGuessing':
      return 's';
    case 'flagInvalidClue':
      return 'f';
    case 'resign':
      return 'r';
    case 'giveClue':
      return `c:${move.word.trim()}:${move.number}`;
  }
}

function hash(text: string): string {
  let value = 2166136261;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return (value >>> 0).toString(36);
}
