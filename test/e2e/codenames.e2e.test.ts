import type { APIMessage } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDiscord, LocalUser, SeededWorld } from '../../dev/local-discord/index.js';
import { scanCodenamesRequests } from '../support/codenames-leak-scan.js';
import { buttonsOf, ephemeralContent, settledAnswer, textOf } from '../support/duet-table.js';
import { type E2eWorld, startE2eWorld } from '../support/e2e-world.js';

let e2e: E2eWorld;
let local: LocalDiscord;
let world: SeededWorld;

beforeAll(async () => {
  e2e = await startE2eWorld('codenames');
  ({ local, world } = e2e);
});

afterAll(async () => {
  await e2e?.close();
});

type Identity = 'red' | 'blue' | 'bystander' | 'assassin';
const markers: Record<string, Identity> = { '🔺': 'red', '🔷': 'blue', '⬜': 'bystander', '💀': 'assassin' };

let channels = 0;
function newChannel(): string {
  channels += 1;
  return local.model.createTextChannel(world.guild.id, { name: `codenames-${channels}` }).id;
}

function codenames(
  channelId: string,
  user: LocalUser,
  subcommand: string,
  options: Record<string, string | number | boolean> = {},
) {
  return local.driver
    .runCommand({ user, channelId, name: 'codenames', subcommand, options, locale: 'en-US' })
    .awaitAnswer();
}

const isBoard = (message: APIMessage) =>
  buttonsOf(message).some((button) => /^codenames:[^:]+:\d+:word:/.test(button.customId));

function board(channelId: string, viewer: LocalUser): APIMessage {
  const found = local.driver.channelView(channelId, viewer).filter(isBoard).at(-1);
  if (!found) throw new Error('no board in the channel');
  return found;
}

/** A press as the user makes it; answers are read in English unless a test asks for the user's own language. */
function press(channelId: string, user: LocalUser, action: string, arg?: string, locale = 'en-US') {
  const message = board(channelId, user);
  const button = buttonsOf(message).find((candidate) => {
    const parts = candidate.customId.split(':');
    return parts[3] === action && (arg === undefined || parts[4] === arg);
  });
  if (!button) throw new Error(`no ${action} button`);
  return local.driver
    .clickButton({ user, messageId: message.id, customId: button.customId, locale })
    .awaitAnswer();
}

function pressOnMessage(
  message: APIMessage,
  user: LocalUser,
  action: string,
  arg?: string,
  locale = 'en-US',
) {
  const button = buttonsOf(message).find((candidate) => {
    const parts = candidate.customId.split(':');
    return parts[3] === action && (arg === undefined || parts[4] === arg);
  });
  if (!button) throw new Error(`no ${action} button`);
  return local.driver
    .clickButton({ user, messageId: message.id, customId: button.customId, locale })
    .awaitAnswer();
}

/** `/clue` as a spymaster types it; the board shows it (by an edit) before anyone guesses. */
async function giveClue(channelId: string, user: LocalUser, word: string, count: number) {
  // A loaded machine may defer the answer (the 1.5 s guard): the player still reads the same words.
  const answer = await settledAnswer(
    local.driver.runCommand({ user, channelId, name: 'clue', options: { word, count }, locale: 'en-US' }),
    10_000,
  );
  const refused = answer.type === 4 && (Number(answer.data?.flags ?? 0) & 64) !== 0;
  if (!refused) {
    await expect.poll(() => textOf(board(channelId, user))).toContain(`**${word} · ${count}**`);
  }
  return answer;
}

/** The board's words in board order, as its buttons show them. */
function wordsOf(message: APIMessage): string[] {
  return buttonsOf(message)
    .filter((button) => button.customId.includes(':word:'))
    .map((button) => button.label.replace(/^\S+ /u, ''));
}

/** The key as the spymaster's private answer tells it: each cell's identity, in board order. */
function keyFrom(content: string): Identity[] {
  return [...content.matchAll(/(🔺|🔷|⬜|💀) /gu)]
    .map((match) => markers[match[1] ?? ''] as Identity)
    .slice(0, 25);
}

describe('classic Codenames through the local Discord', () => {
  it('plays red against blue from a lobby: spymasters alone see the key, guesses follow the rulebook', async () => {
    const { alice, bob, csilla, dan } = world.users;
    const channelId = newChannel();
    const lobbyAnswer = await codenames(channelId, alice, 'lobby', { language: 'en' });
    expect(lobbyAnswer.type).toBe(4);
    const lobby = () =>
      local.driver.channelView(channelId, alice).find((message) => textOf(message).includes('join a team'));
    const lobbyMessage = lobby();
    if (!lobbyMessage) throw new Error('no lobby');
    for (const [user, team] of [
      [alice, 'red'],
      [bob, 'red'],
      [csilla, 'blue'],
      [dan, 'blue'],
    ] as const) {
      await pressOnMessage(lobby() ?? lobbyMessage, user, 'join', team);
    }
    const early = await pressOnMessage(lobby() ?? lobbyMessage, alice, 'start');
    expect(ephemeralContent(early)).toContain('needs a spymaster');
    await pressOnMessage(lobby() ?? lobbyMessage, alice, 'spymaster');
    await pressOnMessage(lobby() ?? lobbyMessage, csilla, 'spymaster');
    expect(textOf(lobby() ?? lobbyMessage)).toContain('Ready to play: red against blue');
    const scanFrom = local.requests.entries().length;
    await pressOnMessage(lobby() ?? lobbyMessage, bob, 'start');
    await expect.poll(() => local.driver.channelView(channelId, bob).some(isBoard)).toBe(true);

    const operativeKey = await press(channelId, bob, 'key', undefined, 'ja');
    // Bob reads Japanese: every private answer is in the presser's language.
    expect(ephemeralContent(operativeKey)).toContain('暗号表を見られるのは2人のスパイマスターだけです');
    const keyAnswer = await press(channelId, alice, 'key');
    const key = keyFrom(ephemeralContent(keyAnswer));
    expect(key).toHaveLength(25);
    expect(key.filter((identity) => identity === 'assassin')).toHaveLength(1);
    const starting: 'red' | 'blue' =
      key.filter((identity) => identity === 'red').length === 9 ? 'red' : 'blue';
    expect(textOf(board(channelId, dan))).toContain(
      starting === 'red' ? '🔺 Red started' : '🔷 Blue started',
    );

    // Before any guess, nothing public tells an identity.
    const words = buttonsOf(board(channelId, dan)).filter((button) => button.customId.includes(':word:'));
    expect(words).toHaveLength(25);
    expect(words.every((button) => button.emoji === null && !/🔺|🔷|⬜|💀/u.test(button.label))).toBe(true);

    const [spymaster, operative, otherSpymaster, otherOperative] =
      starting === 'red' ? [alice, bob, csilla, dan] : [csilla, dan, alice, bob];
    const outOfTurn = await giveClue(channelId, otherSpymaster, 'zzqx', 1);
    expect(ephemeralContent(outOfTurn)).toContain("other team's turn");
    const clue = await giveClue(channelId, spymaster, 'zzqx', 1);
    expect(clue.type).toBe(4);
    expect(String(clue.data?.content)).toContain('zzqx · 1');

    const own = key.indexOf(starting);
    await press(channelId, operative, 'word', String(own));
    await expect.poll(() => textOf(board(channelId, dan))).toContain('guesses left: 1');
    const wrongRole = await press(channelId, spymaster, 'word', String(key.indexOf('bystander')));
    expect(ephemeralContent(wrongRole)).toContain('not your role');
    await press(channelId, operative, 'word', String(key.indexOf('bystander')));
    expect(textOf(board(channelId, dan))).toContain(starting === 'red' ? 'Blue spymaster' : 'Red spymaster');

    await giveClue(channelId, otherSpymaster, 'qqzx', 2);
    await press(channelId, spymaster, 'flag');
    expect(textOf(board(channelId, dan))).toContain('was flagged');
    await press(channelId, spymaster, 'skip');

    await giveClue(channelId, spymaster, 'zzqy', 1);
    const overAt = local.requests.entries().length;
    await press(channelId, operative, 'word', String(key.indexOf('assassin')));
    const over = textOf(board(channelId, dan));
    expect(over).toContain(`${starting === 'red' ? 'Blue' : 'Red'} wins!`);
    expect(buttonsOf(board(channelId, dan)).some((button) => button.label.startsWith('💀'))).toBe(true);
    const played = local.requests.entries().slice(scanFrom, overAt);
    const secret = {
      words: wordsOf(board(channelId, dan)),
      key,
      spymasters: [spymaster.id, otherSpymaster.id],
    };
    expect(scanCodenamesRequests(local, played, secret)).toEqual([]);
    // The scan sees the key where it went: counting the spymasters as anyone, it finds it.
    expect(scanCodenamesRequests(local, played, { ...secret, spymasters: [] }).length).toBeGreaterThan(25);

    const rematch = await press(channelId, otherOperative, 'rematch');
    expect(rematch.type).toBe(4);
    await expect
      .poll(() => textOf(board(channelId, dan)))
      .toContain(starting === 'red' ? '🔷 Blue started' : '🔺 Red started');
  });

  it('plays one team against the clock when only two people sit down', async () => {
    const { alice, bob } = world.users;
    const channelId = newChannel();
    const started = await codenames(channelId, alice, 'start', {
      'red-spymaster': alice.id,
      'red-operative': bob.id,
      language: 'en',
    });
    expect(started.type).toBe(4);
    expect(textOf(board(channelId, bob))).toContain('one team against the clock');
    const key = keyFrom(ephemeralContent(await press(channelId, alice, 'key')));
    const team: 'red' | 'blue' = key.filter((identity) => identity === 'red').length === 9 ? 'red' : 'blue';
    const timer = team === 'red' ? 'blue' : 'red';
    await giveClue(channelId, alice, 'zzqx', 1);
    await press(channelId, bob, 'word', String(key.indexOf(team)));
    await press(channelId, bob, 'end');
    expect(textOf(board(channelId, bob))).toContain('Cover one of its agents');
    const wrong = await press(channelId, alice, 'word', String(key.indexOf('bystander')));
    expect(ephemeralContent(wrong)).toContain("other team's agents");
    await press(channelId, alice, 'word', String(key.indexOf(timer)));
    expect(textOf(board(channelId, bob))).toContain('The timer covered');
  });

  it('takes latecomers as operatives of the team that plays, and keeps spymasters to the end', async () => {
    const { alice, bob, erin } = world.users;
    const channelId = newChannel();
    await codenames(channelId, alice, 'lobby', { language: 'en' });
    const lobby = () => {
      const found = local.driver
        .channelView(channelId, alice)
        .find((message) => textOf(message).includes('join a team'));
      if (!found) throw new Error('no lobby');
      return found;
    };
    await pressOnMessage(lobby(), alice, 'join', 'blue');
    await pressOnMessage(lobby(), bob, 'join', 'blue');
    await pressOnMessage(lobby(), alice, 'spymaster');
    expect(textOf(lobby())).toContain('one team against the clock');
    await pressOnMessage(lobby(), bob, 'start');
    await expect.poll(() => local.driver.channelView(channelId, bob).some(isBoard)).toBe(true);
    const playing = textOf(board(channelId, bob)).includes('🔺 Red spymaster') ? 'red' : 'blue';
    const other = playing === 'red' ? 'blue' : 'red';
    // Erin reads Hungarian: private answers come in the presser's language.
    expect(ephemeralContent(await pressOnMessage(lobby(), erin, 'join', other, 'hu'))).toContain(
      'ahhoz a csapathoz csatlakozz, amelyik játszik',
    );
    await pressOnMessage(lobby(), erin, 'join', playing);
    await expect.poll(() => textOf(board(channelId, bob))).toContain(`<@${erin.id}>`);
    expect(ephemeralContent(await pressOnMessage(lobby(), alice, 'leave'))).toContain(
      'spymaster knows the key',
    );
    expect(ephemeralContent(await pressOnMessage(lobby(), erin, 'join', playing))).toContain('already play');
  });

  it('asks a second operative to confirm a guess when the table chose consensus', async () => {
    const { alice, bob, csilla, dan, erin } = world.users;
    const channelId = newChannel();
    await codenames(channelId, alice, 'start', {
      'red-spymaster': alice.id,
      'red-operative': bob.id,
      'red-operative2': dan.id,
      'blue-spymaster': csilla.id,
      'blue-operative': erin.id,
      consensus: true,
      language: 'en',
    });
    const key = keyFrom(ephemeralContent(await press(channelId, alice, 'key')));
    if (key.filter((identity) => identity === 'blue').length === 9) {
      // Blue starts; its one operative guesses alone.
      await giveClue(channelId, csilla, 'zzqx', 1);
      await press(channelId, erin, 'word', String(key.indexOf('bystander')));
    }
    await giveClue(channelId, alice, 'zzqy', 2);
    const red = key.indexOf('red');
    await press(channelId, bob, 'word', String(red));
    await expect.poll(() => textOf(board(channelId, dan))).toContain(`<@${bob.id}> proposes`);
    expect(ephemeralContent(await press(channelId, bob, 'word', String(red)))).toContain(
      'You proposed this word',
    );
    expect(textOf(board(channelId, dan))).toContain('guesses left: 3');
    await press(channelId, dan, 'word', String(red));
    await expect.poll(() => textOf(board(channelId, dan))).toContain('guesses left: 2');
    expect(textOf(board(channelId, dan))).not.toContain('proposes');
  });

  it('plays 3 against 3 with consensus and the sand timer shown to the guessing team', async () => {
    const { alice, bob, csilla, dan, erin } = world.users;
    const frank = local.model.createUser({ username: 'frank3', globalName: 'Frank', locale: 'en-US' });
    local.model.addMember(world.guild.id, frank.id);
    const channelId = newChannel();
    await codenames(channelId, alice, 'start', {
      'red-spymaster': alice.id,
      'red-operative': bob.id,
      'red-operative2': csilla.id,
      'blue-spymaster': dan.id,
      'blue-operative': erin.id,
      'blue-operative2': frank.id,
      consensus: true,
      timer: 2,
      language: 'en',
    });
    expect(textOf(board(channelId, frank))).toContain('red against blue');
    const key = keyFrom(ephemeralContent(await press(channelId, dan, 'key')));
    const starting: 'red' | 'blue' =
      key.filter((identity) => identity === 'red').length === 9 ? 'red' : 'blue';
    const [spymaster, first, second] = starting === 'red' ? [alice, bob, csilla] : [dan, erin, frank];
    await giveClue(channelId, spymaster, 'zzqx', 3);
    expect(textOf(board(channelId, frank))).toMatch(/Time runs out <t:\d+:R>/u);
    const own = key.indexOf(starting);
    await press(channelId, first, 'word', String(own));
    await expect.poll(() => textOf(board(channelId, frank))).toContain(`<@${first.id}> proposes`);
    await press(channelId, second, 'word', String(own));
    await expect.poll(() => textOf(board(channelId, frank))).toContain('guesses left: 3');
  });

  it('lets one spymaster serve both teams when three play, giving each team its clues', async () => {
    const { alice, bob, csilla } = world.users;
    const channelId = newChannel();
    await codenames(channelId, alice, 'start', {
      'red-spymaster': alice.id,
      'red-operative': bob.id,
      'blue-spymaster': alice.id,
      'blue-operative': csilla.id,
      language: 'en',
    });
    expect(textOf(board(channelId, bob))).toContain('one spymaster for both teams');
    const key = keyFrom(ephemeralContent(await press(channelId, alice, 'key')));
    const starting: 'red' | 'blue' =
      key.filter((identity) => identity === 'red').length === 9 ? 'red' : 'blue';
    const [first, second] = starting === 'red' ? [bob, csilla] : [csilla, bob];
    await giveClue(channelId, alice, 'zzqx', 1);
    await press(channelId, first, 'word', String(key.indexOf('bystander')));
    await expect
      .poll(() => textOf(board(channelId, bob)))
      .toContain(starting === 'red' ? '🔷 Blue spymaster' : '🔺 Red spymaster');
    // The same spymaster now speaks for the other team; nobody can flag a clue with no opponent at the key.
    await giveClue(channelId, alice, 'qqzx', 1);
    expect(
      buttonsOf(board(channelId, bob)).find((button) => button.customId.includes(':flag'))?.disabled,
    ).toBe(true);
    await press(channelId, second, 'word', String(key.indexOf(starting === 'red' ? 'blue' : 'red')));
    await expect.poll(() => textOf(board(channelId, bob))).toContain('guesses left: 1');
  });

  it('refuses a start that names the same player for two seats', async () => {
    const { alice, bob } = world.users;
    const channelId = newChannel();
    const twice = await codenames(channelId, alice, 'start', {
      'red-spymaster': alice.id,
      'red-operative': alice.id,
    });
    expect(ephemeralContent(twice)).toContain('named twice');
    expect(local.driver.channelView(channelId, bob).some(isBoard)).toBe(false);
  });
});
