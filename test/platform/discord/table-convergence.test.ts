import type { APIMessage } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDiscord, type SeededWorld, startLocalDiscord } from '../../../dev/local-discord/index.js';
import type { RunningBot } from '../../../src/platform/discord/bot.js';
import { UNPUBLISHED_GRACE_MS } from '../../../src/platform/store/game-store.js';
import { captureLogger } from '../../support/capture-logger.js';
import { ephemeralContent, textOf } from '../../support/duet-table.js';
import { startInProcessBot } from '../../support/in-process-bot.js';
import { openTestRedisStore } from '../../support/redis.js';
import { nimCommand, nimGame, nimRules } from '../game-plugin/nim-game.js';

/**
 * A process that dies between a move's write and its table's edit leaves the board one move
 * behind. Here the write is made exactly as that process made it (the store's compare-and-set,
 * with no table edit after it), and the board must come to the newest state without a player's
 * press: on a new process's start-up, on a sweep, or on an outsider's press.
 */
let local: LocalDiscord;
let world: SeededWorld;
let store: Awaited<ReturnType<typeof openTestRedisStore>>;
const running: RunningBot[] = [];
const EPHEMERAL = 1 << 6;
/** The bots' clock runs past the grace, so what they find unshown is claimable at once. */
const pastTheGrace = () => Date.now() + UNPUBLISHED_GRACE_MS + 1;

beforeAll(async () => {
  local = await startLocalDiscord();
  world = local.seedDefault();
  store = await openTestRedisStore();
});

afterAll(async () => {
  for (const bot of running) await bot.stop();
  await store.cleanup();
  await local.close();
});

async function startBot(now?: () => number): Promise<RunningBot> {
  const bot = await startInProcessBot(local, {
    store: store.store,
    documents: store.documents,
    log: captureLogger().log,
    guildId: world.guild.id,
    extraGames: [nimGame],
    extraCommands: [nimCommand],
    ...(now ? { now } : {}),
  });
  running.push(bot);
  return bot;
}

let channels = 0;

async function nimTable() {
  channels += 1;
  const channelId = local.model.createTextChannel(world.guild.id, { name: `converge-${channels}` }).id;
  const { alice, bob } = world.users;
  const table = (): APIMessage => {
    const message = local.driver
      .channelView(channelId, alice)
      .filter((shown) => (Number(shown.flags ?? 0) & EPHEMERAL) === 0)
      .at(-1);
    if (!message) throw new Error('no table in the channel');
    return message;
  };
  await local.driver
    .runCommand({ user: alice, channelId, name: 'nim', options: { opponent: bob.id } })
    .awaitResponse(3000);
  const gameId = (await store.store.gameIdInChannel(channelId)) ?? '';
  const selectId = () =>
    JSON.stringify(table().components).match(/"custom_id":"(nim:[^"]+:take)"/)?.[1] ?? '';
  return {
    gameId,
    channelId,
    board: table,
    selectId,
    text: () => textOf(table()),
    take: (user: typeof alice, count: number) =>
      local.driver
        .selectMenu({ user, messageId: table().id, customId: selectId(), values: [String(count)] })
        .awaitResponse(3000),
    /** The move written as a process writes it before its table's edit, which never comes. */
    async writtenByADyingProcess(count: number, { tableIdLost = false } = {}) {
      const stored = await store.store.get(gameId);
      const state = nimRules.schema.parse(stored?.data);
      const played = nimRules.play(state, state.turn, { take: count }, { userId: '', now: Date.now() });
      if (!stored || !played.ok) throw new Error('the move could not be written');
      const written = await store.store.compareAndSet({
        gameId,
        expectedVersion: stored.version,
        data: tableIdLost ? { ...played.state, messageId: null } : played.state,
        idleSeconds: 3600,
        finished: nimRules.result(played.state) !== null,
      });
      if (!written.ok) throw new Error('the move was not written');
    },
  };
}

describe('a board left behind by a process that died between the write and the edit', () => {
  it('comes back to the newest state when a new process starts, with nobody pressing', async () => {
    const first = await startBot();
    const nim = await nimTable();
    expect(nim.text()).toContain('Nim: 7 left.');
    await first.stop();
    running.splice(running.indexOf(first), 1);
    await nim.writtenByADyingProcess(2);
    expect(nim.text()).toContain('Nim: 7 left.');

    await startBot(pastTheGrace);
    // The start-up check waits out the grace of tables other processes may still be drawing.
    await expect.poll(() => nim.text(), { timeout: UNPUBLISHED_GRACE_MS + 5_000 }).toContain('Nim: 5 left.');
  }, 30_000);

  it('comes back to the newest state on a sweep of a running process', async () => {
    const bot = running.at(-1) ?? (await startBot(pastTheGrace));
    const nim = await nimTable();
    await nim.take(world.users.alice, 1);
    expect(nim.text()).toContain('Nim: 6 left.');
    await nim.writtenByADyingProcess(3);
    expect(nim.text()).toContain('Nim: 6 left.');
    await bot.sweepExpired();
    await expect.poll(() => nim.text(), { timeout: 5_000 }).toContain('Nim: 3 left.');
  });

  it('gets a fresh table on a sweep when the table it posted was never written down', async () => {
    const bot = running.at(-1) ?? (await startBot(pastTheGrace));
    const nim = await nimTable();
    const before = await store.store.get(nim.gameId);
    await nim.writtenByADyingProcess(2, { tableIdLost: true });
    await bot.sweepExpired();
    await expect.poll(() => nim.text(), { timeout: 5_000 }).toContain('Nim: 5 left.');
    const after = nimRules.schema.parse((await store.store.get(nim.gameId))?.data);
    expect(after.messageId).not.toBeNull();
    expect(after.messageId).not.toBe(nimRules.schema.parse(before?.data).messageId);
  });

  it('shows the game over on a sweep when the winning move was written by a dying process', async () => {
    const bot = running.at(-1) ?? (await startBot(pastTheGrace));
    const nim = await nimTable();
    await nim.take(world.users.alice, 3);
    await nim.take(world.users.bob, 3);
    expect(nim.text()).toContain('Nim: 1 left.');
    await nim.writtenByADyingProcess(1);
    expect(await store.store.gameIdInChannel(nim.channelId)).toBeNull();
    await bot.sweepExpired();
    await expect.poll(() => nim.text(), { timeout: 5_000 }).toContain('took the last counter and won');
  });

  it('comes back to the newest state when an outsider presses the board', async () => {
    if (running.length === 0) await startBot(pastTheGrace);
    const nim = await nimTable();
    await nim.writtenByADyingProcess(1);
    expect(nim.text()).toContain('Nim: 7 left.');
    const outsider = await nim.take(world.users.dan, 1);
    expect(ephemeralContent(outsider)).toContain('not playing');
    await expect.poll(() => nim.text(), { timeout: 5_000 }).toContain('Nim: 6 left.');
  });

  it("is not redrawn by an outsider's forged stale button when it is up to date, even on a new process", async () => {
    const nim = await nimTable();
    await nim.take(world.users.alice, 1);
    const board = nim.board();
    // A new process has shown nothing yet: only what the pressed message carries can tell.
    for (const bot of running.splice(0)) await bot.stop();
    await startBot();
    const edits = () =>
      local.requests
        .entries()
        .filter((entry) => entry.method === 'PATCH' && entry.path.endsWith(`/messages/${board.id}`)).length;
    const before = edits();
    const forged = nim.selectId().replace(/:1:take$/u, ':0:take');
    const answer = await local.driver
      .selectMenu({
        user: world.users.dan,
        messageId: board.id,
        customId: forged,
        values: ['1'],
        force: true,
      })
      .awaitResponse(3000);
    expect(ephemeralContent(answer)).toContain('not playing');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(edits()).toBe(before);
    expect(nim.text()).toContain('Nim: 6 left.');
  });
});
