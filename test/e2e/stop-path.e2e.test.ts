import type { APIMessage } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDiscord, LocalUser, SeededWorld } from '../../dev/local-discord/index.js';
import { CodenamesTable } from '../support/codenames-table.js';
import { DuckTable } from '../support/duck-table.js';
import { buttonsOf, settledAnswer, textOf } from '../support/duet-table.js';
import { type E2eWorld, startE2eWorld } from '../support/e2e-world.js';
import { KeyTable } from '../support/key-table.js';
import { settledPublicView } from '../support/public-view.js';

/**
 * A game ends early only through its own stop question: asked privately by `/… stop`, answered
 * by a player of that game, at the moment it was asked. Anything else changes nothing and says so.
 */
const EPHEMERAL = 64;
let e2e: E2eWorld;
let local: LocalDiscord;
let world: SeededWorld;

beforeAll(async () => {
  e2e = await startE2eWorld('stop-path');
  ({ local, world } = e2e);
});

afterAll(async () => {
  await e2e?.close();
});

let channels = 0;
const newChannel = () => {
  channels += 1;
  return local.model.createTextChannel(world.guild.id, { name: `stop-path-${channels}` }).id;
};

/** One running game, as its players reach it. */
interface Running {
  channelId: string;
  command: string;
  player: LocalUser;
  board(): APIMessage;
  /** One move by a player: the game moves on. */
  moveOn(): Promise<void>;
}

/** Everyone's view of the channel's public messages: what a refused press must not change. */
/** Waits until the public messages stop changing (a picture following its press). */
const settled = (game: Running) => settledPublicView(local, game.channelId, world.users.dan);

/** `/… stop` as `user`: the private question, with its End button; null when nothing is asked. */
async function stopQuestion(game: Running, user = game.player) {
  const asked = local.driver.runCommand({
    user,
    channelId: game.channelId,
    name: game.command,
    subcommand: 'stop',
    locale: 'en-US',
  });
  await settledAnswer(asked, 5000);
  const message = asked.originalMessage();
  const end = message
    ? buttonsOf(message).find((button) => button.customId.endsWith(':end-game'))
    : undefined;
  return message && end ? { message, end: end.customId } : null;
}

async function ask(game: Running, user = game.player) {
  const asked = await stopQuestion(game, user);
  if (!asked) throw new Error('no stop question');
  return asked;
}

const versionOf = (customId: string) => customId.split(':')[2];

/** Moves until a freshly asked stop question names a newer version than `before`. */
async function movedOn(game: Running, before: string): Promise<void> {
  for (let attempt = 0; attempt < 12; attempt++) {
    await game.moveOn();
    const again = await ask(game);
    if (versionOf(again.end) !== before) return;
  }
  throw new Error('the game did not move on');
}

/** The game still runs: its stop command still asks about it. */
async function stillRunning(game: Running): Promise<void> {
  const { end } = await ask(game);
  expect(end).toMatch(new RegExp(`^${game.command}:`, 'u'));
}

/** A press and its answer as the presser ends up seeing it (filled in after a deferral). */
const press = (user: LocalUser, message: APIMessage, customId: string, force = false) =>
  settledAnswer(
    local.driver.clickButton({ user, messageId: message.id, customId, locale: 'en-US', force }),
    5000,
  );

const games: { name: string; start(): Promise<Running>; done: RegExp }[] = [
  {
    name: 'Duet',
    done: /You ended the game/u,
    async start() {
      const table = e2e.table();
      await table.start();
      return {
        channelId: table.channelId,
        command: 'duet',
        player: table.a,
        board: () => table.board(),
        async moveOn() {
          await table.clue(table.clueGiver(), 'zzqa', 1);
        },
      };
    },
  },
  {
    name: 'Codenames',
    done: /You ended the game/u,
    async start() {
      const { alice, bob } = world.users;
      const table = new CodenamesTable(local, newChannel(), alice, bob, 5000);
      await table.start();
      return {
        channelId: table.channelId,
        command: 'codenames',
        player: alice,
        board: () => table.board(),
        async moveOn() {
          await table.clue('zzqa', 1);
        },
      };
    },
  },
  {
    name: 'Duck! Duck! Go!',
    done: /You stopped the race/u,
    async start() {
      const { alice, bob } = world.users;
      const table = new DuckTable(local, newChannel());
      await table.command(alice, 'lobby', { language: 'en' });
      await table.press(bob, table.lobby(bob), 'join');
      await table.press(alice, table.lobby(alice), 'start');
      await expect.poll(() => table.hasBoard(alice)).toBe(true);
      await expect.poll(() => table.board(alice).attachments.length, { timeout: 15_000 }).toBe(1);
      await expect.poll(() => table.board(alice).attachments.length, { timeout: 15_000 }).toBe(1);
      let turn = 0;
      return {
        channelId: table.channelId,
        command: 'duck',
        player: alice,
        board: () => table.board(alice),
        async moveOn() {
          turn += 1;
          await table.playMyMove(turn % 2 === 1 ? alice : bob);
        },
      };
    },
  },
  {
    name: 'THE KEY',
    done: /You stopped the mission/u,
    async start() {
      const { alice, bob } = world.users;
      const table = new KeyTable(local, newChannel());
      await table.command(alice, 'lobby', { mission: 'practice-safe', language: 'en' });
      await table.press(bob, table.lobby(bob), 'join');
      await table.press(alice, table.lobby(alice), 'start');
      await expect.poll(() => table.hasBoard(alice)).toBe(true);
      await expect.poll(() => table.board(alice).attachments.length, { timeout: 15_000 }).toBe(1);
      await expect.poll(() => table.board(alice).attachments.length, { timeout: 15_000 }).toBe(1);
      return {
        channelId: table.channelId,
        command: 'thekey',
        player: alice,
        board: () => table.board(alice),
        async moveOn() {
          for (const agent of [alice, bob]) await table.playTurn(agent);
        },
      };
    },
  },
];

describe.each(games)('$name ends early only through its stop question', ({ start, done }) => {
  it("the question's End button pressed on the public board: refused privately, nothing changes", async () => {
    const game = await start();
    const { end } = await ask(game);
    const before = await settled(game);
    const answer = await press(game.player, game.board(), end, true);
    expect(Number(answer.data?.flags) & EPHEMERAL).toBe(EPHEMERAL);
    expect(String(answer.data?.content)).toContain('only works on the question');
    expect(String(answer.data?.content)).toContain('nothing changed');
    expect(await settled(game)).toBe(before);
    await stillRunning(game);
  }, 60_000);

  it('a question asked before the game moved on ends nothing and says why', async () => {
    const game = await start();
    const question = await ask(game);
    await movedOn(game, versionOf(question.end) ?? '');
    const answer = await press(game.player, question.message, question.end);
    expect(String(answer.data?.content)).toContain('moved on');
    await stillRunning(game);
  }, 120_000);

  it('the question answered at once ends the game', async () => {
    const game = await start();
    const question = await ask(game);
    const answer = await press(game.player, question.message, question.end);
    expect(String(answer.data?.content)).toMatch(done);
    await expect.poll(() => stopQuestion(game)).toBeNull();
  }, 60_000);
});

describe('/rendezvous end-game ends a game only through its own question', () => {
  async function askModerator(channelId: string) {
    const asked = local.driver.runCommand({
      user: world.users.dan,
      channelId,
      name: 'rendezvous',
      subcommand: 'end-game',
      options: {},
      locale: 'en-US',
    });
    await settledAnswer(asked, 5000);
    const message = asked.originalMessage();
    const end = message ? buttonsOf(message).find((button) => button.customId.endsWith(':end')) : undefined;
    if (!message || !end) throw new Error('no moderator question');
    return { message, end: end.customId };
  }

  it('its End button pressed on the public board: refused privately, the game goes on', async () => {
    const game = await games[3]?.start();
    if (!game) throw new Error('no game');
    const { end } = await askModerator(game.channelId);
    const before = await settled(game);
    const answer = await press(world.users.dan, game.board(), end, true);
    expect(Number(answer.data?.flags) & EPHEMERAL).toBe(EPHEMERAL);
    expect(String(answer.data?.content)).toContain('only works on the private question');
    expect(await settled(game)).toBe(before);
    await stillRunning(game);
  }, 60_000);

  it('a question asked before the game moved on ends nothing and says why', async () => {
    const game = await games[3]?.start();
    if (!game) throw new Error('no game');
    const question = await askModerator(game.channelId);
    await game.moveOn();
    const answer = await press(world.users.dan, question.message, question.end);
    expect(String(answer.data?.content)).toContain('moved on');
    await stillRunning(game);
    expect(textOf(game.board())).not.toContain('Mission stopped');
  }, 60_000);

  it('a question asked about a lobby ends nothing once the lobby became its game', async () => {
    const { alice, bob } = world.users;
    const table = new DuckTable(local, newChannel());
    await table.command(alice, 'lobby', { language: 'en' });
    await table.press(bob, table.lobby(bob), 'join');
    const question = await askModerator(table.channelId);
    await table.press(alice, table.lobby(alice), 'start');
    await expect.poll(() => table.hasBoard(alice)).toBe(true);
    const answer = await press(world.users.dan, question.message, question.end);
    expect(String(answer.data?.content)).toContain('moved on');
    expect(textOf(table.board(alice))).not.toContain('stopped');
  }, 60_000);
});
