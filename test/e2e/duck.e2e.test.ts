import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDiscord, LocalUser, SeededWorld } from '../../dev/local-discord/index.js';
import { duckSetups } from '../../src/games/duck/setups.js';
import { DUCK_HAND, scanDuckRequests } from '../support/duck-leak-scan.js';
import { DuckTable, menusOf } from '../support/duck-table.js';
import { buttonsOf, textOf } from '../support/duet-table.js';
import { type E2eWorld, startE2eWorld } from '../support/e2e-world.js';
import { HandOwners } from '../support/hand-leak-scan.js';

let e2e: E2eWorld;
let local: LocalDiscord;
let world: SeededWorld;

beforeAll(async () => {
  e2e = await startE2eWorld('duck');
  ({ local, world } = e2e);
});

afterAll(async () => {
  await e2e?.close();
});

let channels = 0;
function newTable(): DuckTable {
  channels += 1;
  const channel = local.model.createTextChannel(world.guild.id, { name: `duck-${channels}` });
  return new DuckTable(local, channel.id);
}

const EPHEMERAL = 64;
const beginnerBoard = duckSetups.find((setup) => setup.difficulty === 'beginner') ?? duckSetups[0];

/** Everyone who races presses My move and does what it asks, until the race is over; the board then shows the winner. */
/** Whose hand each hand text was, as the racers read them. */
const handOwners = new HandOwners();

async function race(table: DuckTable, racers: LocalUser[], maxSteps = 1500): Promise<string[]> {
  const said: string[] = [];
  for (let step = 0; step < maxSteps; step++) {
    const racer = racers[step % racers.length] as LocalUser;
    // The board may show the end before a racer asks again (a deferred answer lands later than the board).
    if (textOf(table.board(racer)).includes('wins the race')) return said;
    const texts = await table.playMyMove(racer);
    handOwners.saw(racer.id, texts, DUCK_HAND);
    said.push(...texts);
    if (texts.includes('The race is over.')) {
      await expect.poll(() => textOf(table.board(racer)), { timeout: 15_000 }).toContain('wins the race');
      return said;
    }
  }
  throw new Error(
    `the race did not end: ${textOf(table.board(racers[0] as LocalUser))}\n${said.slice(-12).join('\n')}`,
  );
}

describe('Duck! Duck! Go! through the local Discord', () => {
  it('runs a three-player beginner race from a lobby: secret cards, moves in card order, a winner', async () => {
    const { alice, bob, csilla, dan } = world.users;
    const table = newTable();
    const opened = await table.command(alice, 'lobby', { board: beginnerBoard?.id ?? '', language: 'en' });
    expect(opened.type).toBe(4);
    expect(textOf(table.lobby(alice))).toContain(`Racers: <@${alice.id}>`);
    const alone = await table.press(alice, table.lobby(alice), 'start');
    expect(String(alone.data?.content)).toContain('at least two ducks');
    await table.press(bob, table.lobby(bob), 'join');
    await table.press(csilla, table.lobby(csilla), 'join');
    const outsider = await table.press(dan, table.lobby(dan), 'start');
    expect(String(outsider.data?.content)).toContain('Only a racer');
    await table.press(bob, table.lobby(bob), 'start');
    await expect.poll(() => table.hasBoard(alice)).toBe(true);
    expect(textOf(table.lobby(alice))).toContain('The race is on below');
    expect(textOf(table.board(alice))).toContain(beginnerBoard?.names.en ?? '');
    await expect.poll(() => table.board(alice).attachments.length, { timeout: 15_000 }).toBe(1);

    const spectator = await table.myMove(dan);
    expect(String(spectator.answer.data?.content)).toContain('not racing here');

    // Placing, in the order of the revealed cards: one racer at a time.
    for (let placed = 0; placed < 3; ) {
      for (const racer of [alice, bob, csilla]) {
        const texts = await table.playMyMove(racer);
        placed += texts.filter((text) => text.startsWith('Your duck is on')).length;
      }
    }
    await expect.poll(() => textOf(table.board(alice))).toContain('Everyone picks a card in secret');

    // Alice's hand is hers alone: her private message, never the channel.
    const hand = await table.myMove(alice);
    const handText = String(hand.answer.data?.content);
    expect(handText).toMatch(/^Your cards: \d+, \d+, \d+/u);
    expect(Number(hand.answer.data?.flags) & EPHEMERAL).toBe(EPHEMERAL);
    await expect.poll(() => hand.message()?.attachments.length, { timeout: 15_000 }).toBe(1);
    const menu = menusOf(hand.message() ?? table.board(alice))[0];
    if (!menu) throw new Error('no card menu');
    await table.select(alice, hand.message() ?? table.board(alice), menu.customId, menu.values[0] ?? '');
    const seenByBob = local.driver.channelView(table.channelId, bob).map(textOf).join('\n');
    expect(seenByBob).not.toContain(handText);
    await expect.poll(() => textOf(table.board(bob)), { timeout: 15_000 }).toMatch(/Chosen: <@\d+>/u);
    expect(textOf(table.board(bob))).not.toContain(`${menu.values[0]}`.padStart(3, '*'));

    const scanFrom = local.requests.entries().length;
    const said = await race(table, [alice, bob, csilla]);
    expect(said.some((text) => text.startsWith('Moved:'))).toBe(true);
    const final = table.board(csilla);
    expect(textOf(final)).toMatch(/🏆 \*\*<@\d+>\*\* wins the race/u);
    expect(buttonsOf(final).map((button) => button.customId.split(':')[3])).toContain('rematch');
    // Nothing of any hand went public or to another racer, in the whole race.
    expect(scanDuckRequests(local, local.requests.entries().slice(scanFrom), handOwners)).toEqual([]);
  }, 180_000);

  it('fills empty seats with computer ducks, which place, choose and move by themselves', async () => {
    const { erin } = world.users;
    const table = newTable();
    await table.command(erin, 'lobby', { computers: 3, language: 'en' });
    expect(textOf(table.lobby(erin)).match(/🤖/gu)).toHaveLength(3);
    await table.press(erin, table.lobby(erin), 'start');
    await expect.poll(() => table.hasBoard(erin)).toBe(true);
    const said = await race(table, [erin]);
    expect(said.length).toBeGreaterThan(0);
    expect(textOf(table.board(erin))).toContain('wins the race');
    // Race again: the same racers on the same board, a new deal, a new board message.
    const finished = table.board(erin);
    await table.press(erin, finished, 'rematch');
    await expect.poll(() => table.board(erin).id).not.toBe(finished.id);
    expect(textOf(table.board(erin))).toContain(textOf(finished).split('\n')[0]?.split(' · ')[1] ?? '');
  }, 120_000);
  it('races two players with the advanced rules: two ducks each, the blue token, the bird dog', async () => {
    const { alice, bob } = world.users;
    const table = newTable();
    await table.command(alice, 'lobby', { language: 'en' });
    await table.press(bob, table.lobby(bob), 'join');
    await table.press(alice, table.lobby(alice), 'rules');
    expect(textOf(table.lobby(alice))).toContain('Rules: advanced');
    await table.press(alice, table.lobby(alice), 'start');
    await expect.poll(() => table.hasBoard(alice)).toBe(true);
    for (let placed = 0; placed < 4; ) {
      for (const racer of [alice, bob]) {
        const texts = await table.playMyMove(racer);
        placed += texts.filter((text) => text.startsWith('Your duck is on')).length;
      }
    }
    // Alice draws three with her blue token and gives three up before choosing: two menus, one per duck.
    const hand = await table.myMove(alice);
    const tokenMenu = menusOf(hand.message() ?? table.board(alice)).find((menu) =>
      menu.customId.includes(':token'),
    );
    expect(tokenMenu?.values).toContain('w');
    const drawn = await table.select(
      alice,
      hand.message() ?? table.board(alice),
      tokenMenu?.customId ?? '',
      'w',
    );
    expect(String(drawn.data?.content)).toContain('pick 3 cards to give up');
    const discardMenu = menusOf(hand.message() ?? table.board(alice))[0];
    const given = discardMenu?.values.slice(0, 3) ?? [];
    await local.driver
      .selectMenu({
        user: alice,
        messageId: hand.message()?.id ?? '',
        customId: discardMenu?.customId ?? '',
        values: given,
        locale: 'en-US',
      })
      .awaitAnswer();
    const chooseMenus = menusOf(hand.message() ?? table.board(alice)).filter((menu) =>
      menu.customId.includes(':choose:'),
    );
    expect(chooseMenus).toHaveLength(2);
    expect(chooseMenus[0]?.values).toHaveLength(4);
    // Rounds go on until the bird dog has come in and moved for whoever has the fewest buoys.
    const said: string[] = [];
    for (let step = 0; step < 200 && !said.some((text) => text.includes('You steer the bird dog')); step++) {
      said.push(...(await table.playMyMove(step % 2 === 0 ? alice : bob)));
    }
    expect(said.some((text) => text.includes('You steer the bird dog'))).toBe(true);
    await expect.poll(() => table.board(alice).attachments.length, { timeout: 15_000 }).toBe(1);
    // A racer stops the race; it ends with no winner.
    const asked = await table.command(bob, 'stop');
    expect(String(asked.data?.content)).toContain('Stop this race');
    const question = local.driver
      .channelView(table.channelId, bob)
      .filter((message) => textOf(message).includes('Stop this race'))
      .at(-1);
    if (!question) throw new Error('no stop question');
    await table.press(bob, question, 'end-game');
    await expect
      .poll(() => textOf(table.board(alice)), { timeout: 15_000 })
      .toContain('The race was stopped');
  }, 120_000);
});
