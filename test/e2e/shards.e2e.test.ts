import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LocalDiscord,
  type SeededWorld,
  type ShardGuild,
  startLocalDiscord,
} from '../../dev/local-discord/index.js';
import { BotProcess } from '../support/bot-process.js';
import { DuetTable, type Keys } from '../support/duet-table.js';
import { testPrefix } from '../support/redis.js';
import { DedicatedRedis } from '../support/redis-server.js';

/**
 * Gateway sharding as an orchestrator runs it: 4 shards, two bot processes of two shards each
 * (SHARD_IDS 0,1 and 2,3), one Redis, one local Discord with a guild on each shard. Each guild's
 * presses are answered by the process running its shard; one process is killed mid-game and
 * started again, and its games go on from where they were.
 */
const SHARD_COUNT = 4;
/** Answers from two bots run from source on a small, shared machine: Discord's 3 s is not what is tested here. */
const ANSWER_TIMEOUT_MS = 10_000;

let local: LocalDiscord;
let world: SeededWorld;
let redis: DedicatedRedis;
let processes: [BotProcess, BotProcess];
const guilds: ShardGuild[] = [];
/** Every interaction the local Discord dispatched, with its guild. */
const interactions: { id: string; guildId: string }[] = [];

/** The process running the shard of guild `index` (guild i is on shard i). */
const ownerOf = (index: number) => processes[index < 2 ? 0 : 1];
const otherOf = (index: number) => processes[index < 2 ? 1 : 0];

beforeAll(async () => {
  // max_concurrency 4: every shard identifies at once, as a large bot's do (the default makes a
  // process wait 5 s between its two shards).
  local = await startLocalDiscord({ shards: { recommended: SHARD_COUNT, maxConcurrency: SHARD_COUNT } });
  world = local.seedDefault();
  const { alice, bob } = world.users;
  for (let shardId = 0; shardId < SHARD_COUNT; shardId++)
    guilds.push(
      local.seedGuildOnShard({
        shardId,
        shardCount: SHARD_COUNT,
        name: `shard ${shardId}`,
        users: [alice, bob],
      }),
    );
  local.model.events.on('interaction', (interaction) => {
    if (interaction.guildId) interactions.push({ id: interaction.id, guildId: interaction.guildId });
  });
  redis = await DedicatedRedis.start();
  const prefix = testPrefix();
  const environment = (shardIds: string) => ({
    REDIS_URL: redis.url,
    REDIS_PREFIX: prefix,
    SHARD_COUNT: String(SHARD_COUNT),
    SHARD_IDS: shardIds,
    PRELOAD_LANGUAGES: 'en',
    HTTP_PORT: '0',
  });
  processes = [new BotProcess(local, environment('0,1')), new BotProcess(local, environment('2-3'))];
  // Registered globally, once: every guild of every shard sees them.
  const deployed = await processes[0].deployCommands();
  if (!deployed.includes('globally')) throw new Error(`unexpected deploy output: ${deployed}`);
  await Promise.all(processes.map((bot) => bot.start()));
}, 120_000);

afterAll(async () => {
  for (const bot of processes ?? []) await bot.kill();
  await redis?.stop();
  await local?.close();
});

/** Every interaction so far was handled by the process running its guild's shard, and only there. */
async function eachHandledByItsShardsProcess(): Promise<void> {
  const handledBy = (bot: BotProcess, id: string) => bot.output.join('').includes(`"interactionId":"${id}"`);
  await expect
    .poll(() =>
      guilds.flatMap(({ guild }, index) =>
        interactions
          .filter((interaction) => interaction.guildId === guild.id)
          .map(({ id }) => handledBy(ownerOf(index), id) && !handledBy(otherOf(index), id)),
      ),
    )
    .not.toContain(false);
}

/** What a player sees of every word: its label, and whether it can still be pressed. */
const wordsOf = (table: DuetTable) => table.words().map((word) => `${word.label}|${word.disabled}`);

describe('two processes, two shards each, one Redis', () => {
  it("answer each guild from its shard's process, and a killed process's games resume with nothing lost", async () => {
    const [first, second] = processes;
    expect(first.output.join('')).toContain('"shards":[0,1],"shardCount":4');
    expect(second.output.join('')).toContain('"shards":[2,3],"shardCount":4');

    const { alice, bob } = world.users;
    const tables = guilds.map(
      ({ channel }) => new DuetTable(local, channel.id, alice, bob, ANSWER_TIMEOUT_MS),
    );
    const keys: Keys[] = [];
    // In every guild: a game, both keys read, a clue and a first agent found.
    await Promise.all(
      tables.map(async (table, index) => {
        expect((await table.start({ language: 'en' })).type).toBe(4);
        keys[index] = await table.keys();
        await table.clue(alice, 'zzqa', 9);
        await table.guess(bob, table.cellsWith((keys[index] as Keys).A, 'agent')[0] ?? -1);
        await expect.poll(() => table.boardText()).toContain('Agents found: **1/15**');
      }),
    );

    await eachHandledByItsShardsProcess();
    expect(interactions.length).toBeGreaterThanOrEqual(4 * 6);

    // The second process dies mid-game (no shutdown at all) while the first plays on.
    const before = [2, 3].map((index) => ({
      text: tables[index]?.boardText(),
      words: wordsOf(tables[index] as DuetTable),
    }));
    await second.kill('SIGKILL');
    const zero = tables[0] as DuetTable;
    await zero.guess(bob, zero.cellsWith((keys[0] as Keys).A, 'agent')[0] ?? -1);
    await expect.poll(() => zero.boardText()).toContain('Agents found: **2/15**');

    // Started again as an orchestrator would: same shards, same Redis.
    await second.start();
    for (const [at, index] of [2, 3].entries()) {
      const table = tables[index] as DuetTable;
      expect({ text: table.boardText(), words: wordsOf(table) }).toEqual(before[at]);
      const next = table.cellsWith((keys[index] as Keys).A, 'agent')[0] ?? -1;
      await table.guess(bob, next);
      await expect.poll(() => table.boardText()).toContain('Agents found: **2/15**');
      // The board is the one before, plus this guess: every earlier move is still there.
      const after = wordsOf(table);
      const changed = after.flatMap((word, cell) => (word === before[at]?.words[cell] ? [] : [cell]));
      expect(changed).toEqual([next]);
      expect(after[next]).toMatch(/\|true$/);
    }
    await eachHandledByItsShardsProcess();
  }, 180_000);
});
