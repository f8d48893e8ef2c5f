import { createHash } from 'node:crypto';
import calculateSlot from 'cluster-key-slot';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepartedServers } from '../../../src/platform/privacy/departed-servers.js';
import { eraseServerData } from '../../../src/platform/privacy/server-data.js';
import { RedisReminderStore } from '../../../src/platform/reminders/redis-reminder-store.js';
import { boardChanges } from '../../../src/platform/stats/boards.js';
import { RedisLeaderboardStore } from '../../../src/platform/stats/redis-leaderboard-store.js';
import { RedisDocumentStore } from '../../../src/platform/store/redis-document-store.js';
import { RedisGameStore } from '../../../src/platform/store/redis-store.js';
import { openTestRedisStore } from '../../support/redis.js';
import { ALICE, BOB, finished, GUILD } from '../stats/fixtures.js';

type Command = { name: string; args: unknown[]; getKeys(): (string | Buffer)[] };

/**
 * Watches every command a client sends. On Redis Cluster a script, a transaction (MULTI … EXEC) or
 * a command naming several keys runs only when all its keys hash to one slot: each is checked here
 * with the slot ioredis computes, on one plain Redis, as the stores send it.
 */
function watchSlots(client: Redis) {
  const violations: string[] = [];
  const scriptsRun = new Set<string>();
  const definedScripts = new Map<string, string>();
  let commands = 0;
  let transaction: string[] | null = null;
  const check = (what: string, keys: string[]) => {
    const slots = new Set(keys.map((key) => calculateSlot(key)));
    if (slots.size > 1) violations.push(`${what}: ${keys.join(' ')}`);
  };
  const define = client.defineCommand.bind(client);
  client.defineCommand = (name, definition) => {
    definedScripts.set(createHash('sha1').update(definition.lua).digest('hex'), name);
    define(name, definition);
  };
  const send = client.sendCommand;
  client.sendCommand = function (this: Redis, command: Command, ...rest: unknown[]) {
    commands += 1;
    const name = command.name.toLowerCase();
    const keys = command.getKeys().map(String);
    if (name === 'evalsha') scriptsRun.add(String(command.args[0]));
    if (name === 'eval') scriptsRun.add(createHash('sha1').update(String(command.args[0])).digest('hex'));
    if (name === 'multi') transaction = [];
    else if (name === 'exec') {
      check('transaction', transaction ?? []);
      transaction = null;
    } else if (transaction) transaction.push(...keys);
    else check(name === 'evalsha' ? (definedScripts.get(String(command.args[0])) ?? name) : name, keys);
    return (send as (...args: unknown[]) => unknown).call(this, command, ...rest);
  } as typeof send;
  return {
    violations,
    /** The scripts defined on this client that never ran. */
    scriptsNotRun: () => [...definedScripts].filter(([sha]) => !scriptsRun.has(sha)).map(([, name]) => name),
    async countCommands(work: () => Promise<unknown>): Promise<number> {
      const before = commands;
      await work();
      return commands - before;
    },
  };
}

let opened: Awaited<ReturnType<typeof openTestRedisStore>>;
let watch: ReturnType<typeof watchSlots>;
let games: RedisGameStore;
let documents: RedisDocumentStore;
let reminders: RedisReminderStore;
let boards: RedisLeaderboardStore;
let departed: DepartedServers;

beforeAll(async () => {
  opened = await openTestRedisStore();
  const client = opened.redis as Redis;
  watch = watchSlots(client);
  const { prefix } = opened;
  games = new RedisGameStore(client, { prefix, finishedRetentionSeconds: 60 });
  documents = new RedisDocumentStore(client, { prefix });
  reminders = new RedisReminderStore(client, { prefix });
  boards = new RedisLeaderboardStore(client, { prefix });
  departed = new DepartedServers(client, { prefix });
});

afterAll(async () => {
  await opened?.cleanup();
});

describe('every script and transaction of the stores touches one Cluster slot', () => {
  it('notices keys of two slots in one script (the watch itself works)', async () => {
    const violations = watch.violations.length;
    await opened.redis.eval('return 1', 2, `${opened.prefix}a`, `${opened.prefix}b`);
    expect(watch.violations.slice(violations)).toHaveLength(1);
    watch.violations.splice(violations);
  });

  it('games: create, a move, a lost race, a finish, a channel taken over, the expiry sweep', async () => {
    const channelId = 'channel-1';
    const game = { game: 'duet', channelId, data: { turn: 0 }, idleSeconds: 60 };
    expect((await games.create({ ...game, gameId: 'game-1' })).ok).toBe(true);
    expect((await games.create({ ...game, gameId: 'game-2' })).ok).toBe(false);
    // A press on the happy path is one script, one round trip, on the game's own slot.
    const move = { gameId: 'game-1', expectedVersion: 1, data: { turn: 1 }, idleSeconds: 60 };
    expect(await watch.countCommands(() => games.compareAndSet(move))).toBe(1);
    expect((await games.compareAndSet(move)).ok).toBe(false);
    await games.get('game-1');
    await games.gameIdInChannel(channelId);
    await games.compareAndSet({ ...move, expectedVersion: 2, finished: true });
    // A channel index left pointing at a game that is gone is taken over.
    await opened.redis.set(`${opened.prefix}channel:${channelId}`, 'gone');
    expect((await games.create({ ...game, gameId: 'game-3', idleSeconds: 0 })).ok).toBe(true);
    expect(await games.claimExpired(Date.now() + 1000, 10)).toEqual(['game-3']);
    // Tables shown are acknowledged off the press path; a sweep claims those left unshown.
    await games.acknowledgePublished([{ gameId: 'game-3', version: 1 }]);
    await games.claimUnpublished(Date.now(), 10);
  });

  it('documents: create, compare-and-set, put, list, counters and kept values', async () => {
    await documents.create('campaigns', GUILD, 'spring', { round: 0 });
    await documents.compareAndSet('campaigns', GUILD, 'spring', 1, { round: 1 });
    await documents.put('campaigns', GUILD, 'summer', {});
    await documents.get('campaigns', GUILD, 'spring');
    await documents.list('campaigns', GUILD);
    await documents.increment('tables', GUILD, 'next');
    await documents.keep('drafts', 'game-1', ALICE, { word: 'ocean' }, 60);
    await documents.kept('drafts', 'game-1', ALICE);
  });

  it('reminders: rewait, claim, notices, mute', async () => {
    await reminders.rewait('game-1', { dueAt: 100, waitKey: ALICE });
    await reminders.rewait('game-2', { dueAt: 100, waitKey: BOB });
    const [due] = await reminders.claimDue(200, 1);
    if (due) await reminders.settle(due);
    await reminders.rememberNotice('game-1', { channelId: '10', messageId: '20' });
    await reminders.takeNotice('game-1');
    await reminders.mute('game-2');
    await reminders.rewait('game-2', 'none');
    await reminders.rewait('game-2', 'ended');
  });

  it('boards, servers left, and erasing a server', async () => {
    const game = finished('duck', { players: [ALICE, BOB], winners: [ALICE] });
    await boards.apply(GUILD, boardChanges(game));
    const [board] = await boards.boards(GUILD);
    if (board) {
      await boards.top(GUILD, board, 3);
      await boards.scores(GUILD, board, [ALICE, BOB]);
    }
    await boards.forget(GUILD, ALICE);
    await departed.left(GUILD, 1);
    await departed.back(['100000000000000002']);
    expect(await departed.claimLeftBefore(2, 10)).toHaveLength(1);
    expect(await eraseServerData(opened.redis, opened.prefix, GUILD)).toBeGreaterThan(0);
  });

  it('ran every script the stores define, none of them across slots', () => {
    expect(watch.scriptsNotRun()).toEqual([]);
    expect(watch.violations).toEqual([]);
  });
});
