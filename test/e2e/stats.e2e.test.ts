import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDiscord, LocalUser, SeededWorld } from '../../dev/local-discord/index.js';
import { keyMissions } from '../../src/games/the-key/missions.js';
import { textOf } from '../support/duet-table.js';
import { type E2eWorld, startE2eWorld } from '../support/e2e-world.js';
import { KeyTable } from '../support/key-table.js';

let e2e: E2eWorld;
let local: LocalDiscord;
let world: SeededWorld;

beforeAll(async () => {
  e2e = await startE2eWorld('stats');
  ({ local, world } = e2e);
});

afterAll(async () => {
  await e2e?.close();
});

const EPHEMERAL = 64;
let channels = 0;

function newChannel(): string {
  channels += 1;
  return local.model.createTextChannel(world.guild.id, { name: `stats-${channels}` }).id;
}

/** A THE KEY mission played to its end: the first agent announces, the others confirm. */
async function playMission(agents: LocalUser[], mission: string, answer: string): Promise<void> {
  const table = new KeyTable(local, newChannel());
  const [opener, ...others] = agents as [LocalUser, ...LocalUser[]];
  await table.command(opener, 'lobby', { mission, language: 'en' });
  for (const agent of others) await table.press(agent, table.lobby(agent), 'join');
  await table.press(opener, table.lobby(opener), 'start');
  await expect.poll(() => table.hasBoard(opener)).toBe(true);
  await table.announce(opener, answer);
  for (const agent of others) {
    await expect
      .poll(() => table.hasBoard(agent) && textOf(table.board(agent)).includes('Proposed answer'))
      .toBe(true);
    await table.press(agent, table.board(agent), 'confirm');
  }
  await expect
    .poll(() => textOf(table.board(opener)))
    .toMatch(/Mission accomplished|Mission failed|the answer was/u);
}

function run(
  user: LocalUser,
  name: string,
  options: Record<string, string | { id: string }> = {},
  locale = 'en-US',
  channelId = newChannel(),
) {
  return local.driver.runCommand({ user, channelId, name, options, locale }).awaitResponse(10_000);
}

/** The text of an answer, whether it came at once or after the bot deferred it. */
function answered(
  response: Awaited<ReturnType<typeof run>>,
  since: number,
): { text: string; body: Record<string, unknown> } {
  const direct = response.data?.content;
  if (typeof direct === 'string') return { text: direct, body: response.data ?? {} };
  const edit = local.requests
    .entries()
    .slice(since)
    .map((entry) => entry.body as Record<string, unknown> | null)
    .filter((body) => typeof body?.content === 'string')
    .at(-1);
  return { text: String(edit?.content ?? ''), body: edit ?? {} };
}

describe('stats and leaderboards through the local Discord', () => {
  it('counts each finished game once: /stats privately, /leaderboard in public with a picture, never pinging', async () => {
    const { alice, bob, dan } = world.users;
    await playMission([dan], 'practice-safe', '4715');
    await playMission([dan], 'founding-year', '1963');
    await playMission([alice, bob], 'practice-safe', '4715');
    const duet = e2e.table();
    await duet.start();
    await duet.playToWin(await duet.keys());

    const mine = await run(dan, 'stats');
    expect(Number(mine.data?.flags) & EPHEMERAL).toBe(EPHEMERAL);
    const stats = String(mine.data?.content);
    expect(stats).toContain(`<@${dan.id}>`);
    expect(stats).toContain('Wins: 1 · Games: 2');
    expect(stats).toContain('Win streak: 0 now, 1 at best');
    expect(stats).toContain('**THE KEY** — Wins: 1 · Games: 2 · Missions solved: 1');
    expect(stats).toContain(
      `THE KEY campaign of this server: 2 of ${keyMissions.length} missions played, 1 solved`,
    );
    expect(stats).toContain('You took part in 1 of the solved ones.');

    // The Duet's win is written once its last press was answered: the next /stats may come first.
    await expect
      .poll(async () => String((await run(bob, 'stats', { user: alice }, 'ja')).data?.content), {
        timeout: 10_000,
      })
      .toContain('勝利: 2 · ゲーム数: 2');
    const hers = await run(bob, 'stats', { user: alice }, 'ja');
    expect(Number(hers.data?.flags) & EPHEMERAL).toBe(EPHEMERAL);
    expect(String(hers.data?.content)).toContain(`このサーバーでの **<@${alice.id}>** の成績`);
    expect(String(hers.data?.content)).toContain('勝利: 2 · ゲーム数: 2');
    expect(String(hers.data?.content)).toContain('連勝: 現在 2、最高 2');
    expect(String(hers.data?.content)).toMatch(/\*\*Duet\*\* — 勝利: 1 · ゲーム数: 1 · 最高得点: \d+/u);

    const since = local.requests.entries().length;
    const channelId = newChannel();
    const response = await run(
      alice,
      'leaderboard',
      { game: 'thekey', period: 'this-month' },
      'en-US',
      channelId,
    );
    const { text, body } = answered(response, since);
    expect(Number(body.flags ?? 0) & EPHEMERAL).toBe(0);
    expect(text).toContain('**Leaderboard · THE KEY · this month**');
    for (const user of [alice, bob, dan]) expect(text).toContain(`1. <@${user.id}> — Wins: 1`);
    expect(text).toContain(`<@${dan.id}> — Wins: 1 · Games: 2 · Missions solved: 1`);
    expect(body.allowed_mentions).toEqual({ parse: [] });
    const posted = local.driver.lastMessage(channelId, bob);
    expect(posted?.attachments.map((file) => [file.filename, file.description])).toEqual([
      ['leaderboard.png', expect.stringContaining('Leaderboard of THE KEY, this month. 1. ')],
    ]);
    expect(posted?.attachments[0]?.description).toContain('Dan: Wins: 1 · Games: 2 · Missions solved: 1');

    const beforeDuet = local.requests.entries().length;
    const duetBoard = answered(await run(bob, 'leaderboard', { game: 'duet' }), beforeDuet);
    expect(duetBoard.text).toMatch(
      new RegExp(`1\\. <@${alice.id}> — Wins: 1 · Games: 1 · Best score: \\d+`, 'u'),
    );
    const empty = await run(bob, 'leaderboard', { game: 'duet', period: 'last-month' });
    expect(String(empty.data?.content)).toContain('No finished game to rank yet: Duet, last month.');

    const everyGame = await run(bob, 'leaderboard', {}, 'hu');
    expect(String(everyGame.data?.content)).toContain('**Ranglista · Minden játék · a kezdetektől**');
  }, 180_000);
});
