import type { APIMessage } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LocalDiscord,
  type LocalUser,
  type SeededWorld,
  startLocalDiscord,
} from '../../../dev/local-discord/index.js';
import type { RunningBot } from '../../../src/platform/discord/bot.js';
import { captureLogger } from '../../support/capture-logger.js';
import { buttonsOf, ephemeralContent, textOf } from '../../support/duet-table.js';
import { startInProcessBot } from '../../support/in-process-bot.js';
import { openTestRedisStore } from '../../support/redis.js';
import { lobbyNimCommand, lobbyNimGame } from './lobby-nim.js';

/**
 * Issue 39's proof: a game defined only in this folder, with a lobby, a private turn and a stop
 * question, all three the platform's own pieces, played end to end through the real discord.js
 * client and the local Discord with no line of the platform written for it.
 */
let local: LocalDiscord;
let world: SeededWorld;
let bot: RunningBot;
let store: Awaited<ReturnType<typeof openTestRedisStore>>;
let channels = 0;
const EPHEMERAL = 1 << 6;

beforeAll(async () => {
  local = await startLocalDiscord();
  world = local.seedDefault();
  store = await openTestRedisStore();
  bot = await startInProcessBot(local, {
    store: store.store,
    documents: store.documents,
    log: captureLogger().log,
    guildId: world.guild.id,
    extraGames: [lobbyNimGame],
    extraCommands: [lobbyNimCommand],
  });
});

afterAll(async () => {
  await bot.stop();
  await store.cleanup();
  await local.close();
});

const actionOf = (customId: string) => customId.split(':')[3];
const isPublic = (message: APIMessage) => (Number(message.flags ?? 0) & EPHEMERAL) === 0;
const hasAction = (action: string) => (message: APIMessage) =>
  isPublic(message) && buttonsOf(message).some((b) => actionOf(b.customId) === action);
const isEphemeral = (message: APIMessage | undefined) => !!message && !isPublic(message);

function button(message: APIMessage, action: string, arg?: string) {
  const found = buttonsOf(message).find(
    ({ customId }) => actionOf(customId) === action && (arg === undefined || customId.endsWith(`:${arg}`)),
  );
  if (!found) throw new Error(`no ${action} button on ${textOf(message)}`);
  return found;
}

/** A fresh channel and what its members do and see there. */
function newChannel() {
  channels += 1;
  const channelId = local.model.createTextChannel(world.guild.id, { name: `lnim-${channels}` }).id;
  const driver = local.driver;
  const channelView = () => driver.channelView(channelId, world.users.alice);
  const newestWith = (action: string) => {
    const found = channelView().filter(hasAction(action)).at(-1);
    if (!found) throw new Error(`no message with ${action} in the channel`);
    return found;
  };
  const lobby = () => newestWith('join');
  const board = () => newestWith('my-move');
  /** The board's text; '' until Start posted it (it follows the lobby's redraw). */
  const boardText = () => (channelView().some(hasAction('my-move')) ? textOf(board()) : '');
  const press = (user: LocalUser, message: APIMessage, action: string, arg?: string) =>
    driver.clickButton({ user, messageId: message.id, customId: button(message, action, arg).customId });
  /** `/lnim <subcommand>`: the answer and the message it left (a lobby, a private question). */
  const lnim = async (user: LocalUser, subcommand: 'open' | 'stop') => {
    const handle = driver.runCommand({ user, channelId, name: 'lnim', subcommand });
    const answer = await handle.awaitAnswer();
    return { answer, message: handle.originalMessage() };
  };
  /** Start in the lobby: its answer (the lobby redrawn), once the board followed below it. */
  const start = async (user: LocalUser) => {
    const answer = await press(user, lobby(), 'start').awaitAnswer();
    await expect.poll(boardText).not.toBe('');
    return answer;
  };
  /** My move on the board: the private prompt (or refusal) only the presser sees. */
  const myMove = async (user: LocalUser) => {
    const handle = press(user, board(), 'my-move');
    const answer = await handle.awaitAnswer();
    return { answer, prompt: handle.originalMessage() };
  };
  /** My move, then Take `count` in the prompt it opened: the prompt's last words. */
  const take = async (user: LocalUser, count: number) => {
    const { prompt } = await myMove(user);
    if (!prompt) throw new Error('no prompt');
    return ephemeralContent(await press(user, prompt, 'take', String(count)).awaitAnswer());
  };
  return { lobby, board, boardText, press, lnim, start, myMove, take, channelView };
}

describe('a game with a lobby, a private turn and a stop question, plugged in from a test', () => {
  it('is joined and started in its lobby, moved privately, and ended by its stop question', async () => {
    const { alice, bob, dan } = world.users;
    const nim = newChannel();
    const say = async (user: LocalUser, message: APIMessage, action: string) =>
      ephemeralContent(await nim.press(user, message, action).awaitAnswer());

    // The lobby: two join, a third is refused, Start makes the game and posts its board below.
    const opened = await nim.lnim(alice, 'open');
    expect(opened.answer.type).toBe(4);
    expect(textOf(nim.lobby())).toContain('Lobby Nim: nobody yet. Join, then Start once two are seated.');
    expect(ephemeralContent((await nim.lnim(bob, 'open')).answer)).toBe('A game is running here.');
    expect(ephemeralContent((await nim.lnim(alice, 'stop')).answer)).toBe(
      'No game of Lobby Nim is running here.',
    );
    expect(await say(alice, nim.lobby(), 'start')).toBe('Only a seated player can start.');
    await nim.press(alice, nim.lobby(), 'join').awaitAnswer();
    expect(await say(alice, nim.lobby(), 'join')).toBe('You are already seated.');
    expect(await say(alice, nim.lobby(), 'start')).toBe('Nim needs two players.');
    await nim.press(bob, nim.lobby(), 'join').awaitAnswer();
    expect(textOf(nim.lobby())).toContain(`Lobby Nim: <@${alice.id}>, <@${bob.id}>. Join, then Start`);
    expect(await say(dan, nim.lobby(), 'join')).toBe('Both seats are taken.');

    const started = await nim.start(bob);
    expect(started.type).toBe(7);
    expect(textOf(nim.lobby())).toContain('Started.');
    expect(button(nim.lobby(), 'join').disabled).toBe(true);
    await expect.poll(nim.boardText).toContain(`Lobby Nim: 7 left. <@${alice.id}> takes 1–3.`);
    const shown = nim.channelView().map((message) => message.id);
    expect(shown.indexOf(nim.board().id)).toBeGreaterThan(shown.indexOf(nim.lobby().id));

    // The private turn: a stranger and the player who waits are refused, the mover gets Take 1–3.
    const stranger = await nim.myMove(dan);
    expect(ephemeralContent(stranger.answer)).toBe('You are not playing this game of Nim; watch the board.');
    expect(ephemeralContent((await nim.myMove(bob)).answer)).toBe('Wait for your turn.');
    const { answer, prompt } = await nim.myMove(alice);
    expect(ephemeralContent(answer)).toBe('7 left. How many do you take?');
    expect(isEphemeral(prompt)).toBe(true);
    expect(buttonsOf(prompt as APIMessage).map((b) => b.label)).toEqual(['Take 1', 'Take 2', 'Take 3']);
    const took = await nim.press(alice, prompt as APIMessage, 'take', '3').awaitAnswer();
    expect(ephemeralContent(took)).toBe('You took 3; 4 left.');
    await expect.poll(nim.boardText).toContain(`Lobby Nim: 4 left. <@${bob.id}> takes 1–3.`);
    expect(await nim.take(bob, 1)).toBe('You took 1; 3 left.');
    await expect.poll(nim.boardText).toContain(`Lobby Nim: 3 left. <@${alice.id}> takes 1–3.`);

    // The stop question: only a player is asked; Keep changes nothing; End ends it for nobody's win.
    expect(ephemeralContent((await nim.lnim(dan, 'stop')).answer)).toContain('not playing');
    const kept = await nim.lnim(bob, 'stop');
    expect(ephemeralContent(kept.answer)).toBe('End Lobby Nim? Nobody wins a game ended this way.');
    expect(isEphemeral(kept.message)).toBe(true);
    expect(await say(bob, kept.message as APIMessage, 'keep-playing')).toBe('The game goes on.');
    expect(nim.boardText()).toContain('3 left');
    const ended = await nim.lnim(bob, 'stop');
    expect(await say(bob, ended.message as APIMessage, 'end-game')).toBe('You ended Lobby Nim.');
    await expect.poll(nim.boardText).toContain('Lobby Nim: ended with 3 left; nobody won.');
    expect(button(nim.board(), 'my-move').disabled).toBe(true);

    // The channel is free again: a new lobby opens.
    const firstLobby = nim.lobby().id;
    expect((await nim.lnim(alice, 'open')).answer.type).toBe(4);
    expect(nim.lobby().id).not.toBe(firstLobby);
    expect(textOf(nim.lobby())).toContain('Lobby Nim: nobody yet.');
  });

  it('is won by whoever takes the last counter in their private prompt', async () => {
    const { alice, bob } = world.users;
    const nim = newChannel();
    await nim.lnim(bob, 'open');
    await nim.press(alice, nim.lobby(), 'join').awaitAnswer();
    await nim.press(bob, nim.lobby(), 'join').awaitAnswer();
    await nim.start(alice);
    expect(await nim.take(alice, 3)).toBe('You took 3; 4 left.');
    expect(await nim.take(bob, 3)).toBe('You took 3; 1 left.');
    expect(await nim.take(alice, 1)).toBe('You took 1; 0 left.');
    await expect.poll(nim.boardText).toContain(`Lobby Nim: <@${alice.id}> took the last counter and won.`);
    expect(button(nim.board(), 'my-move').disabled).toBe(true);
    expect((await nim.lnim(alice, 'open')).answer.type).toBe(4);
  });
});
