import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDiscord, LocalUser, SeededWorld } from '../../dev/local-discord/index.js';
import { answerOf, missionById } from '../../src/games/the-key/missions.js';
import { buttonsOf, textOf } from '../support/duet-table.js';
import { type E2eWorld, startE2eWorld } from '../support/e2e-world.js';
import { HandOwners, scanHandLeaks } from '../support/hand-leak-scan.js';
import { KeyTable } from '../support/key-table.js';
import { menusOf } from '../support/staged-table.js';

let e2e: E2eWorld;
let local: LocalDiscord;
let world: SeededWorld;

beforeAll(async () => {
  e2e = await startE2eWorld('thekey');
  ({ local, world } = e2e);
});

afterAll(async () => {
  await e2e?.close();
});

let channels = 0;
function newTable(): KeyTable {
  channels += 1;
  const channel = local.model.createTextChannel(world.guild.id, { name: `thekey-${channels}` });
  return new KeyTable(local, channel.id);
}

const EPHEMERAL = 64;
const HAND = { text: /Your hand: \*\*[^*]+\*\*/gu };
const practiceSafe = (() => {
  const mission = missionById('practice-safe');
  if (!mission) throw new Error('mission 1 is missing');
  return mission;
})();

/** A plain team plan: collect where they stand, else walk on, else look around; the first option of every other menu. */
function sensibly(menu: { action: string; values: string[] }): string[] {
  if (menu.action === 'play') {
    const byAction = (action: string) => menu.values.find((value) => value.endsWith(`-${action}`));
    return [byAction('collect') ?? byAction('move') ?? byAction('intel') ?? menu.values[0] ?? ''];
  }
  if (menu.action === 'resolve') {
    const useful = menu.values.filter((value) => value !== 'nothing');
    return useful.length > 0 ? useful.slice(0, 1) : menu.values.slice(0, 1);
  }
  return menu.values.slice(0, 1);
}

async function openMission(table: KeyTable, agents: LocalUser[], mission: string) {
  const [opener, ...others] = agents as [LocalUser, ...LocalUser[]];
  await table.command(opener, 'lobby', { mission, language: 'en' });
  for (const agent of others) await table.press(agent, table.lobby(agent), 'join');
  await table.press(opener, table.lobby(opener), 'start');
  await expect.poll(() => table.hasBoard(opener)).toBe(true);
}

describe('THE KEY through the local Discord', () => {
  it('plays a two-agent mission: lobby, private hands, turns, the answer confirmed by all, a win logged in the campaign', async () => {
    const { alice, bob, dan } = world.users;
    const table = newTable();
    await table.command(alice, 'lobby', { mission: 'practice-safe', language: 'en' });
    expect(textOf(table.lobby(alice))).toContain('The Practice Safe');
    await table.press(bob, table.lobby(bob), 'join');
    const characterMenu = menusOf(table.lobby(bob)).find((menu) => menu.customId.includes(':character'));
    await table.select(bob, table.lobby(bob), characterMenu?.customId ?? '', 'sweeper');
    expect(textOf(table.lobby(bob))).toContain(`<@${bob.id}> (Sweeper)`);
    const outsider = await table.press(dan, table.lobby(dan), 'start');
    expect(String(outsider.data?.content)).toContain('Only an agent');
    await table.press(alice, table.lobby(alice), 'start');
    await expect.poll(() => table.hasBoard(alice)).toBe(true);
    expect(textOf(table.lobby(alice))).toContain('The mission is on below');
    expect(textOf(table.board(alice))).toContain(practiceSafe.stories.en);
    await expect.poll(() => table.board(alice).attachments.length, { timeout: 15_000 }).toBe(1);

    const spectator = await table.myHand(dan);
    expect(String(spectator.answer.data?.content)).toContain('not on this mission');

    const scanFrom = local.requests.entries().length;
    const handOwners = new HandOwners();
    const remember = (agent: LocalUser, texts: string[]) => handOwners.saw(agent.id, texts, HAND);
    const waiting = await table.myHand(bob);
    expect(String(waiting.answer.data?.content)).toContain(`It is <@${alice.id}> (Runner)'s turn`);
    expect(Number(waiting.answer.data?.flags) & EPHEMERAL).toBe(EPHEMERAL);
    remember(bob, [String(waiting.answer.data?.content)]);

    for (let round = 0; round < 3; round++) {
      for (const agent of [alice, bob]) {
        const texts = await table.playTurn(agent, sensibly);
        remember(agent, texts);
        expect(texts.at(-1)).toMatch(/turn|over/u);
      }
    }
    await expect.poll(() => textOf(table.board(alice))).toMatch(/played \d+ on /u);

    const proposed = await table.announce(bob, answerOf(practiceSafe));
    expect(String(proposed.data?.content)).toContain('Waiting for');
    await expect.poll(() => textOf(table.board(alice))).toContain('Proposed answer **4715**');
    const confirmed = await table.press(alice, table.board(alice), 'confirm');
    expect(String(confirmed.data?.content)).toContain('Right!');
    await expect.poll(() => textOf(table.board(alice))).toContain('Mission accomplished');
    expect(buttonsOf(table.board(alice)).map((button) => button.customId.split(':')[3])).toEqual([
      'next',
      'help',
    ]);

    expect(scanHandLeaks(local, local.requests.entries().slice(scanFrom), HAND, handOwners)).toEqual([]);
    expect(handOwners.size).toBeGreaterThan(2);

    await expect
      .poll(async () => String((await table.command(alice, 'campaign')).data?.content))
      .toContain('solved (4715)');
    // Next mission: the same team, in a new lobby, on the campaign's next mission.
    await table.press(bob, table.board(bob), 'next');
    await expect.poll(() => textOf(table.lobby(bob))).toContain('Mission 2');
    expect(textOf(table.lobby(bob))).toContain(`<@${bob.id}> (Sweeper)`);
  }, 180_000);

  it('loses a mission on a wrong answer and shows the real one; no answer counts until everyone confirms', async () => {
    const { csilla, erin } = world.users;
    const table = newTable();
    await openMission(table, [csilla, erin], 'locker-number');
    const tooShort = await table.announce(erin, '12-4');
    expect(String(tooShort.data?.content)).toContain('exactly 4');
    const proposed = await table.announce(csilla, '1111');
    expect(String(proposed.data?.content)).toContain('Waiting for');
    await expect
      .poll(() => buttonsOf(table.board(erin)).map((button) => button.customId.split(':')[3]))
      .toContain('confirm');
    expect(textOf(table.board(erin))).not.toContain('Mission failed');
    await table.press(erin, table.board(erin), 'confirm');
    await expect.poll(() => textOf(table.board(erin))).toContain('Mission failed');
    expect(textOf(table.board(erin))).toContain('the answer was **3082**');
  }, 120_000);

  it("lets one agent play alone: their own announcement is the team's agreement", async () => {
    const { dan } = world.users;
    const table = newTable();
    await openMission(table, [dan], 'founding-year');
    // Alone, ending a turn starts the next one at once.
    const texts = await table.playTurn(dan, sensibly);
    expect(texts.at(-1)).toContain('**Your turn** — action 1 of 2');
    const announced = await table.announce(dan, '1963');
    expect(String(announced.data?.content)).toContain('not the answer');
    await expect.poll(() => textOf(table.board(dan))).toContain('the answer was **1962**');
  }, 60_000);
});
