import { LRUCache } from 'lru-cache';
import type { GameRules, RuleRefusal } from '../game/game-rules.js';
import type { Logger } from '../log.js';
import type { GameStore, StoredGame } from '../store/game-store.js';
import { retryCompareAndSet } from '../store/retry-compare-and-set.js';

/** A game as read from the store: its validated state and the record version a write must expect. */
export interface Loaded<State> {
  gameId: string;
  state: State;
  storeVersion: number;
}

export type PlayOutcome<State> =
  | { kind: 'applied'; game: Loaded<State> }
  | { kind: 'stale'; game: Loaded<State> }
  | { kind: 'missing' }
  /** The press came from another game's message or channel: answered privately, nothing drawn. */
  | { kind: 'elsewhere' }
  | { kind: 'not-a-player'; game: Loaded<State> }
  | { kind: 'refused'; refusal: RuleRefusal; game: Loaded<State> };

export type UpdateOutcome<State, Result> =
  | { kind: 'written'; game: Loaded<State>; result: Result }
  | { kind: 'refused'; result: Result }
  | { kind: 'missing' }
  /** Every attempt lost its race: the caller decides (a press answers "try again"). */
  | { kind: 'contended' };

export type CreateOutcome<State> = { kind: 'created'; game: Loaded<State> } | { kind: 'channel-busy' };

/** A press that asks for a move: who pressed, and the version the pressed button was drawn from. */
export interface Press<State, Move> {
  userId: string;
  /** Null for commands, which act on whatever the game is now. */
  expectedVersion: number | null;
  move: Move;
  /** The game as the caller just read it, saving the first read. */
  preloaded?: Loaded<State> | null;
  /**
   * Whether the press came from this game's own table (its channel and message). Checked first,
   * once the game exists: a button of one game pressed on another's message changes nothing.
   */
  belongsTo?(state: State): boolean;
}

export interface SessionContext {
  store: GameStore;
  log: Logger;
  idleSeconds: number;
  now: () => number;
}

export interface SessionService<State, Move> {
  /** The game as stored now. */
  load(gameId: string): Promise<Loaded<State> | null>;
  /**
   * The game as this process last read or wrote it (another process may have moved it on since),
   * else as stored: good enough to route a press, whose `play` checks everything against the store.
   */
  recent(gameId: string): Promise<Loaded<State> | null>;
  /** The unfinished game of this kind running in a channel, if any. */
  inChannel(channelId: string): Promise<Loaded<State> | null>;
  /** Stores a new game and claims its channel (one unfinished game per channel). */
  create(gameId: string, channelId: string, state: State): Promise<CreateOutcome<State>>;
  /**
   * A change that is not a move (membership, message ids, proposals): compare-and-set, retried on
   * a fresh read when another write got in first. `change` returns null to refuse.
   */
  update<Result>(
    gameId: string,
    change: (state: State, storeVersion: number) => { state: State | null; result: Result },
    options?: { attempts?: number },
  ): Promise<UpdateOutcome<State, Result>>;
  /**
   * One move, atomically: authorise (a seat), refuse a stale version, run the rules,
   * compare-and-set. A lost race is retried only when no move happened in between.
   */
  play(gameId: string, press: Press<State, Move>): Promise<PlayOutcome<State>>;
}

const ATTEMPTS = 3;
/** Games whose last known state a process keeps (a few MiB): the busiest tables of the moment. */
const RECENT_GAMES = 1000;

type PlayStep<State> =
  | { kind: 'applied' }
  | { kind: 'elsewhere' }
  | { kind: 'stale' | 'not-a-player'; game: Loaded<State> }
  | { kind: 'refused'; refusal: RuleRefusal; game: Loaded<State> };

/** The one session service every game's presses go through; `game` is the registry id stored with each record. */
export function createSessionService<State, Move, Seat extends string>(
  game: string,
  rules: GameRules<State, Move, Seat>,
  context: SessionContext,
): SessionService<State, Move> {
  const stored = (state: State) => (rules.toStored ? rules.toStored(state) : state);
  const idleSecondsOf = (state: State) =>
    rules.deadlineSeconds?.(state, context.idleSeconds, context.now()) ?? context.idleSeconds;

  function parse(stored: StoredGame | null): Loaded<State> | null {
    if (!stored || stored.game !== game) return null;
    const parsed = rules.schema.safeParse(stored.data);
    if (!parsed.success) {
      context.log.error({ gameId: stored.gameId, game }, 'stored game failed validation');
      return null;
    }
    return { gameId: stored.gameId, state: parsed.data, storeVersion: stored.version };
  }

  /**
   * The state this process last read or wrote of each game. A press plays on it and its one
   * compare-and-set checks it is still current: a copy that fell behind costs a retry, never a
   * wrong move. States are never mutated (rules return new ones), so sharing them is safe.
   */
  const recentGames = new LRUCache<string, Loaded<State>>({ max: RECENT_GAMES });

  function remember(gameId: string, loaded: Loaded<State> | null): Loaded<State> | null {
    if (loaded) recentGames.set(gameId, loaded);
    else recentGames.delete(gameId);
    return loaded;
  }

  const load = async (gameId: string) => remember(gameId, parse(await context.store.get(gameId)));

  async function write(gameId: string, expectedVersion: number, state: State) {
    const written = await context.store.compareAndSet({
      gameId,
      expectedVersion,
      data: stored(state),
      idleSeconds: idleSecondsOf(state),
      finished: rules.result(state) !== null,
    });
    if (written.ok) {
      remember(gameId, { gameId, state, storeVersion: written.game.version });
      return { ok: true, version: written.game.version } as const;
    }
    if (written.reason === 'missing') remember(gameId, null);
    return { ok: false, missing: written.reason === 'missing' } as const;
  }

  async function change<Result>(
    gameId: string,
    attempts: number,
    first: Loaded<State> | null,
    step: (loaded: Loaded<State>) => { state: State | null; result: Result },
  ) {
    let preloaded = first;
    return retryCompareAndSet({
      attempts,
      read: async () => {
        const loaded = preloaded ?? (await load(gameId));
        preloaded = null;
        return loaded ? { value: loaded, version: loaded.storeVersion } : null;
      },
      change: (loaded) => {
        const { state, result } = step(loaded);
        return { value: state === null ? null : { ...loaded, state }, result };
      },
      write: (expectedVersion, loaded) => write(gameId, expectedVersion, loaded.state),
    });
  }

  /** One go at a move: `first` is the state to try first (a copy), else it is read from the store. */
  async function playFrom(gameId: string, press: Press<State, Move>, first: Loaded<State> | null) {
    let expected = press.expectedVersion;
    let decidedOn: Loaded<State> | null = null;
    const outcome = await change<PlayStep<State>>(gameId, ATTEMPTS, first, (loaded) => {
      decidedOn = loaded;
      if (press.belongsTo && !press.belongsTo(loaded.state))
        return { state: null, result: { kind: 'elsewhere' } };
      const seat = rules.seatOf(loaded.state, press.userId);
      if (!seat) return { state: null, result: { kind: 'not-a-player', game: loaded } };
      const version = rules.version(loaded.state);
      if (expected !== null && version !== expected)
        return { state: null, result: { kind: 'stale', game: loaded } };
      expected = version;
      const played = rules.play(loaded.state, seat, press.move, {
        userId: press.userId,
        now: context.now(),
      });
      if (!played.ok)
        return { state: null, result: { kind: 'refused', refusal: played.refusal, game: loaded } };
      return { state: played.state, result: { kind: 'applied' } };
    });
    return { outcome, decidedOn: decidedOn as Loaded<State> | null };
  }

  return {
    load,
    recent: async (gameId) => recentGames.get(gameId) ?? load(gameId),
    async inChannel(channelId) {
      const gameId = await context.store.gameIdInChannel(channelId);
      return gameId ? load(gameId) : null;
    },
    async create(gameId, channelId, state) {
      const created = await context.store.create({
        gameId,
        game,
        channelId,
        data: stored(state),
        idleSeconds: idleSecondsOf(state),
      });
      if (!created.ok) return { kind: 'channel-busy' };
      const loaded = { gameId, state, storeVersion: created.game.version };
      remember(gameId, loaded);
      return { kind: 'created', game: loaded };
    },
    async update(gameId, update, options) {
      const outcome = await change(gameId, options?.attempts ?? ATTEMPTS, null, (loaded) =>
        update(loaded.state, loaded.storeVersion),
      );
      switch (outcome.kind) {
        case 'written':
          return {
            kind: 'written',
            game: { gameId, state: outcome.value.state, storeVersion: outcome.version },
            result: outcome.result,
          };
        case 'refused':
          return { kind: 'refused', result: outcome.result };
        case 'missing':
        case 'contended':
          return { kind: outcome.kind };
      }
    },
    async play(gameId, press) {
      const copy = press.preloaded ?? recentGames.get(gameId) ?? null;
      let { outcome, decidedOn } = await playFrom(gameId, press, copy);
      // A refusal made on a copy may only mean the copy fell behind: decide again on the store's.
      if (copy && decidedOn === copy && outcome.kind === 'refused' && outcome.result.kind !== 'applied')
        ({ outcome } = await playFrom(gameId, press, null));
      switch (outcome.kind) {
        case 'written':
          return {
            kind: 'applied',
            game: { gameId, state: outcome.value.state, storeVersion: outcome.version },
          };
        case 'refused':
          return outcome.result.kind === 'applied' ? { kind: 'missing' } : outcome.result;
        case 'missing':
          return { kind: 'missing' };
        case 'contended': {
          const current = await load(gameId);
          return current ? { kind: 'stale', game: current } : { kind: 'missing' };
        }
      }
    },
  };
}
