import type { APIMessage } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InteractionCallback,
  LocalDiscord,
  LocalUser,
  SeededWorld,
} from '../../dev/local-discord/index.js';
import { DuckTable } from '../support/duck-table.js';
import { buttonsOf, settledAnswer } from '../support/duet-table.js';
import { type E2eWorld, startE2eWorld } from '../support/e2e-world.js';
import { KeyTable } from '../support/key-table.js';
import { publicView as publicViewOf, settledPublicView } from '../support/public-view.js';
import { actionOf, menusOf, type StagedTable } from '../support/staged-table.js';

/**
 * A control of a player's private menu (a card to play, a square to place on, a card to choose)
 * acts only in that menu: copied onto the public board it is refused privately and changes nothing.
 */
const EPHEMERAL = 64;
let e2e: E2eWorld;
let local: LocalDiscord;
let world: SeededWorld;

beforeAll(async () => {
  e2e = await startE2eWorld('private-menus');
  ({ local, world } = e2e);
});

afterAll(async () => {
  await e2e?.close();
});

let channels = 0;
const newChannel = () => {
  channels += 1;
  return local.model.createTextChannel(world.guild.id, { name: `private-menus-${channels}` }).id;
};

const _publicView = (table: StagedTable) => publicViewOf(local, table.channelId, world.users.dan);

/** Waits until the public messages stop changing (a picture following its press). */
const settled = (table: StagedTable) => settledPublicView(local, table.channelId, world.users.dan);

/** A control of a private message, as a forger copies it: its custom_id and, for a menu, a value. */
type Control = { customId: string; values: string[] | null };

function controlOf(message: APIMessage, action: string): Control | null {
  const menu = menusOf(message).find((candidate) => actionOf(candidate.customId) === action);
  if (menu) return { customId: menu.customId, values: menu.values.slice(0, 1) };
  const button = buttonsOf(message).find((candidate) => actionOf(candidate.customId) === action);
  return button ? { customId: button.customId, values: null } : null;
}

/** `control` pressed on the public board by `user`. */
function forgeOnBoard(table: StagedTable, user: LocalUser, control: Control): Promise<InteractionCallback> {
  const at = {
    user,
    messageId: table.board(user).id,
    customId: control.customId,
    locale: 'en-US',
    force: true,
  };
  const handle = control.values
    ? local.driver.selectMenu({ ...at, values: control.values })
    : local.driver.clickButton(at);
  return settledAnswer(handle, 5000);
}

async function refusedPrivately(table: StagedTable, user: LocalUser, control: Control): Promise<void> {
  const before = await settled(table);
  const answer = await forgeOnBoard(table, user, control);
  expect(Number(answer.data?.flags) & EPHEMERAL, control.customId).toBe(EPHEMERAL);
  expect(String(answer.data?.content), control.customId).toContain('only works in the private message');
  expect(await settled(table)).toBe(before);
}

describe('private menu controls pressed on the public board', () => {
  it("THE KEY: a hand's play menu and the special action are refused privately", async () => {
    const { alice, bob } = world.users;
    const table = new KeyTable(local, newChannel());
    await table.command(alice, 'lobby', { mission: 'practice-safe', language: 'en' });
    await table.press(bob, table.lobby(bob), 'join');
    await table.press(alice, table.lobby(alice), 'start');
    await expect.poll(() => table.hasBoard(alice)).toBe(true);
    await expect.poll(() => table.board(alice).attachments.length, { timeout: 15_000 }).toBe(1);
    const { message } = await table.myHand(alice);
    const hand = message();
    if (!hand) throw new Error('no hand');
    const play = controlOf(hand, 'play');
    if (!play) throw new Error('no play menu in the hand');
    const [game, gameId, version] = play.customId.split(':');
    await refusedPrivately(table, alice, play);
    await refusedPrivately(table, alice, { customId: `${game}:${gameId}:${version}:special`, values: null });
    // The hand still plays from the private message.
    const texts = await table.playTurn(alice);
    expect(texts.join('\n')).not.toContain('only works in the private message');
  }, 60_000);

  it('Duck! Duck! Go!: placing and choosing a card are refused privately', async () => {
    const { alice, bob } = world.users;
    const table = new DuckTable(local, newChannel());
    await table.command(alice, 'lobby', { language: 'en' });
    await table.press(bob, table.lobby(bob), 'join');
    await table.press(alice, table.lobby(alice), 'start');
    await expect.poll(() => table.hasBoard(alice)).toBe(true);
    await expect.poll(() => table.board(alice).attachments.length, { timeout: 15_000 }).toBe(1);
    const forged = new Set<string>();
    for (let step = 0; step < 40 && forged.size < 2; step++) {
      const racer = step % 2 === 0 ? alice : bob;
      const mine = (await table.myMove(racer)).message();
      for (const action of ['place', 'choose']) {
        const control = mine && !forged.has(action) ? controlOf(mine, action) : null;
        if (!control) continue;
        await refusedPrivately(table, racer, control);
        forged.add(action);
      }
      await table.playMyMove(racer);
    }
    expect([...forged].sort()).toEqual(['choose', 'place']);
  }, 120_000);
});
