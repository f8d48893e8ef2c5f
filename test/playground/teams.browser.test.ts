import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentsOf,
  HAS_CHROMIUM,
  type KeyCell,
  openPlayground,
  type PlaygroundPage,
  type PlaygroundSession,
  warnWithoutChromium,
} from './playground-page.js';

const ARTIFACTS = 'test-artifacts';

type Side = 'A' | 'B';

/** The seeded players, their side, and how My key names their side in their own language. */
const players = [
  { name: 'Alice', side: 'A', keyTitle: /side A/ },
  { name: 'Bob', side: 'A', keyTitle: /A側/ },
  { name: 'Csilla', side: 'B', keyTitle: /B oldal/ },
  { name: 'Dan', side: 'B', keyTitle: /side B/ },
  { name: 'Erin', side: 'B', keyTitle: /B oldal/ },
] as const satisfies readonly { name: string; side: Side; keyTitle: RegExp }[];

const other = (side: Side): Side => (side === 'A' ? 'B' : 'A');

warnWithoutChromium('the playground team-game browser test');

describe.skipIf(!HAS_CHROMIUM)('the playground, a 2 vs 3 team game in a browser', () => {
  let session: PlaygroundSession;
  let page: PlaygroundPage;

  beforeAll(async () => {
    session = await openPlayground();
    page = session.page;
  });

  afterAll(async () => {
    await session?.close();
  });

  it('runs a lobby, gives each player their side’s view, and plays to "You won"', async () => {
    await page.open('games-2');
    await page.runCommand('/duet', /\/duet lobby/);
    const lobby = page.message('Duet lobby');
    await lobby.getByRole('button', { name: 'Start' }).waitFor();
    const rosterText = async () => (await lobby.textContent()) ?? '';

    const joins: [name: string, side: Side, count: number][] = [
      ['Bob', 'A', 2],
      ['Csilla', 'B', 1],
      ['Dan', 'B', 2],
      ['Erin', 'B', 3],
    ];
    for (const [name, side, count] of joins) {
      await page.switchTo(name);
      await lobby.getByRole('button', { name: `Join side ${side}` }).click();
      await expect.poll(rosterText).toMatch(new RegExp(`Side ${side} \\(${count}\\):.*@${name}`, 'u'));
    }

    await page.switchTo('Alice');
    await lobby.getByRole('button', { name: 'Start' }).click();
    const board = () => page.board();
    await board().waitFor();
    await expect.poll(rosterText).toContain('The game is on');
    // Each side's thread carries the table's number, which the roster shows.
    const number = (await rosterText()).match(/Duet #(\d+)/u)?.[1];
    const threadName = { A: `Duet #${number} · side A`, B: `Duet #${number} · side B` } as const;
    // Both threads exist before anyone looks for them, so a missing one in a list means hidden, not late.
    const { local, world } = session.playground;
    const threads = () =>
      local.model
        .channelsOf(world.guild.id)
        .filter((channel) => channel.parentId === world.channels.games[1]?.id);
    await expect.poll(() => threads().map((thread) => thread.name)).toEqual([threadName.A, threadName.B]);

    const keys: Record<Side, KeyCell[][]> = { A: [], B: [] };
    for (const player of players) {
      await page.switchTo(player.name);
      const channels = page.channelList();
      await channels.getByRole('button', { name: threadName[player.side], exact: true }).waitFor();
      expect(await channels.getByRole('button', { name: threadName[other(player.side)] }).count()).toBe(0);

      await board().waitFor();
      const key = await page.readMyKey();
      expect(key.text).toMatch(player.keyTitle);
      expect(await page.boardLabels()).toEqual(expect.arrayContaining(key.cells.map((cell) => cell.word)));
      keys[player.side].push(key.cells);
      if (player.name === 'Alice' || player.name === 'Csilla') {
        await page.screenshot(`${ARTIFACTS}/teams-${player.name.toLowerCase()}.png`);
      }
    }
    const [keyA, ...restA] = keys.A;
    const [keyB, ...restB] = keys.B;
    if (!keyA || !keyB) throw new Error('no key read');
    for (const key of restA) expect(key).toEqual(keyA);
    for (const key of restB) expect(key).toEqual(keyB);
    expect(keyB.map((cell) => cell.word)).toEqual(keyA.map((cell) => cell.word));
    expect(keyB.map((cell) => cell.marker)).not.toEqual(keyA.map((cell) => cell.marker));

    // Side B's thread is theirs: its welcome names its three members.
    await page.openChannel(threadName.B);
    const welcome = page.message(/this private thread belongs to side \S* ?B\./u);
    for (const name of ['Csilla', 'Dan', 'Erin'])
      await welcome.locator('.mention', { hasText: `@${name}` }).waitFor();
    await page.openChannel('games-2');

    const agentsA = agentsOf(keyA);
    const agentsB = agentsOf(keyB);
    await page.switchTo('Bob');
    await page.giveClue('zzqa', 9);
    const guessersB = ['Csilla', 'Dan', 'Erin'];
    for (const [index, word] of agentsA.entries()) {
      await page.switchTo(guessersB[index % guessersB.length] ?? 'Csilla');
      await page.touch(word);
    }
    await board().getByText('Side 🅰️ is done').waitFor();

    await page.switchTo('Dan');
    await page.giveClue('zzqb', 6);
    const guessersA = ['Alice', 'Bob'];
    for (const [index, word] of agentsB.filter((word) => !agentsA.includes(word)).entries()) {
      await page.switchTo(guessersA[index % guessersA.length] ?? 'Alice');
      await page.touch(word);
    }
    await board().getByText('You won').waitFor();

    await page.switchTo('Erin');
    await board().getByText('You won').waitFor();
    expect(await board().textContent()).toContain('You won');
    await page.dismissPrivateMessages();
    await board().getByText('You won').scrollIntoViewIfNeeded();
    await page.screenshot(`${ARTIFACTS}/teams-erin.png`);
  }, 60_000);
});
