import { PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyGame } from '../../src/games/the-key/game.js';
import { tKey } from '../../src/games/the-key/i18n/index.js';
import { answerOf, missionById } from '../../src/games/the-key/missions.js';
import { tHelp } from '../../src/platform/help/i18n/index.js';
import type { Language } from '../../src/platform/i18n/languages.js';
import { type ServerMessageKey, tServer } from '../../src/platform/server/i18n/index.js';
import { tStats } from '../../src/platform/stats/i18n/index.js';
import {
  HAS_CHROMIUM,
  KeyMissionPage,
  openPlayground,
  type PlaygroundPage,
  type PlaygroundSession,
  shownText,
  shownTextPattern,
  warnWithoutChromium,
} from './playground-page.js';

/**
 * A server admin's day in the playground, with the mouse and keyboard: Alice (the owner) sets the
 * server up, two members play a mission where she said, she ends a lobby left behind, and the
 * leaderboard shows who won. `SCREENSHOTS=1` also saves the pictures of docs/images/admin-*.png.
 */
const SCREENSHOTS = process.env.SCREENSHOTS === '1';
const image = (name: string) => `docs/images/admin-${name}.png`;
/** Narrower than the other tests' window, so a screenshot is not mostly empty chat. */
const VIEWPORT = { width: 1040, height: 1200 };

const GAME_CHANNEL = 'games-1';
const MISSION = 'practice-safe';
const mission = missionById(MISSION);
if (!mission) throw new Error(`no mission ${MISSION}`);
const ANSWER = answerOf(mission);
/** The boards' language Alice sets for the server; none of the players' Discord speaks it. */
const BOARDS: Language = 'ja';
const languageOf: Record<string, Language> = { Alice: 'en', Bob: 'ja', Csilla: 'hu', Dan: 'en', Erin: 'hu' };

const says = (user: string, key: ServerMessageKey, variables?: Record<string, string | number>) =>
  shownTextPattern(tServer(languageOf[user] ?? 'en', key, variables));

warnWithoutChromium("the playground's server admin browser test");

describe.skipIf(!HAS_CHROMIUM)('the playground, a server admin’s day with the mouse and keyboard', () => {
  let session: PlaygroundSession;
  let page: PlaygroundPage;

  beforeAll(async () => {
    // Reminders after 2 s, looked for every second: the server's own setting counts in minutes.
    session = await openPlayground({ reminderDelaySeconds: 2, sweepIntervalMs: 1000 });
    page = session.page;
    await page.page.setViewportSize(VIEWPORT);
    // Erin is an ordinary member; Alice owns the server.
    const { guild, users } = session.playground.world;
    session.playground.local.model.denyMemberPermissions(
      guild.id,
      users.erin.id,
      PermissionFlagsBits.ManageGuild | PermissionFlagsBits.ManageMessages,
    );
  });

  afterAll(async () => {
    await session?.close();
  });

  /** Types `/command` (in the user's language, as Discord lists it), fills its options, sends it, and returns the private answer. */
  const privateAnswerOf = (command: string, fill?: Parameters<PlaygroundPage['runCommand']>[2]) =>
    page.privateAnswerTo(() => page.runCommand(`/${command}`, new RegExp(`^/${command}`, 'u'), fill));

  it('is set up from /rendezvous settings: boards in Japanese, games in one channel only', async () => {
    await page.open('general');
    await page.switchTo('Alice');

    const help = await privateAnswerOf('help');
    expect(await shownText(help)).toMatch(shownTextPattern(tHelp('en', 'help.title')));
    const onThisServer = page.message(shownTextPattern(tHelp('en', 'help.server')));
    expect(await shownText(onThisServer)).toMatch(/\/rendezvous settings show/u);

    const shown = await privateAnswerOf('rendezvous settings show');
    expect(await shownText(shown)).toMatch(
      says('Alice', 'settings.channels', { value: tServer('en', 'settings.everyChannel') }),
    );

    const set = await privateAnswerOf('rendezvous settings set', (view) =>
      view
        .getByRole('combobox', { name: /^language/u })
        .selectOption({ label: tServer('en', 'language.ja') }),
    );
    expect(await shownText(set)).toMatch(says('Alice', 'settings.saved'));
    expect(await shownText(set)).toMatch(
      says('Alice', 'settings.language', { value: tServer('en', 'language.ja') }),
    );

    const channel = await privateAnswerOf('rendezvous settings game-channel', async (view) => {
      await view.getByRole('combobox', { name: /^channel/u }).selectOption({ label: `#${GAME_CHANNEL}` });
      await view.getByRole('combobox', { name: /^allowed/u }).selectOption({ label: 'True' });
    });
    expect(await shownText(channel)).toMatch(
      says('Alice', 'settings.channels', { value: `#${GAME_CHANNEL}` }),
    );
    if (SCREENSHOTS) await page.capture(image('settings'), [set, channel]);

    // Bob opens a game elsewhere: he is told, in his own language, where games are played.
    await page.openChannel('games-2');
    await page.switchTo('Bob');
    const thekeyLobby = `${tKey('ja', 'command.name.thekey')} ${tKey('ja', 'command.name.lobby')}`;
    const refused = await privateAnswerOf(thekeyLobby);
    expect(await shownText(refused)).toMatch(
      says('Bob', 'settings.notHere', { channels: `#${GAME_CHANNEL}` }),
    );
    expect(await page.page.locator('.message:not(.ephemeral)').count()).toBe(0);
  }, 60_000);

  it('hosts a mission in the game channel, its board in the server’s language, its reminder stopped by the player', async () => {
    await page.openChannel(GAME_CHANNEL);
    const table = new KeyMissionPage(page, BOARDS);
    await table.openLobbyInServerLanguage('Dan', MISSION);
    await table.join('Csilla');
    await table.start('Dan');
    expect(await table.boardText()).toContain(mission.stories[BOARDS]);

    const reminder = page.message(
      shownTextPattern(tServer(BOARDS, 'reminder.waiting', { players: '@Dan', game: keyGame.name(BOARDS) })),
    );
    await reminder.waitFor();
    await page.switchTo('Dan');
    const muted = await page.privateAnswerTo(() =>
      reminder.getByRole('button', { name: tServer(BOARDS, 'reminder.mute') }).click(),
    );
    expect(await shownText(muted)).toMatch(says('Dan', 'reminder.muted'));
    await reminder.waitFor({ state: 'detached' });

    await table.playTurn('Dan', ['collect', 'move']);
    const form = await table.openAnswerForm('Csilla');
    await table.submitAnswer(form, ANSWER);
    expect(await table.confirm('Dan')).toMatch(shownTextPattern(tKey('en', 'answer.right')));
    const won = shownTextPattern(tKey(BOARDS, 'board.won', { answer: ANSWER }));
    await expect.poll(() => table.boardText()).toMatch(won);
    const reminders = page.page.locator('.message', { hasText: '⏰' });
    expect(await reminders.count()).toBe(0);
  }, 90_000);

  it('lets the owner end a lobby left behind, which an ordinary member may not (nor see the settings)', async () => {
    const lobby = new KeyMissionPage(page, BOARDS);
    await lobby.openLobbyInServerLanguage('Bob', MISSION);

    await page.switchTo('Erin');
    const inHungarian = (...names: ServerMessageKey[]) => names.map((name) => tServer('hu', name)).join(' ');
    const endGame = inHungarian('command.name.rendezvous', 'command.name.end');
    expect(await shownText(await privateAnswerOf(endGame))).toMatch(says('Erin', 'end.notModerator'));
    const settings = inHungarian('command.name.rendezvous', 'command.name.settings', 'command.name.show');
    expect(await shownText(await privateAnswerOf(settings))).toMatch(says('Erin', 'settings.notManager'));

    await page.switchTo('Alice');
    const question = await privateAnswerOf('rendezvous end-game');
    const game = keyGame.name('en');
    expect(await shownText(question)).toMatch(says('Alice', 'end.confirm', { game }));
    if (SCREENSHOTS) await page.capture(image('end-game'), [lobby.lobby(), question]);
    await question.getByRole('button', { name: tServer('en', 'end.end') }).click();
    await expect.poll(() => shownText(question)).toMatch(says('Alice', 'end.done', { game }));

    const notice = page.page.locator('.message:not(.ephemeral)', { hasText: '⏹️' }).last();
    await expect.poll(() => shownText(notice)).toContain('@Alice');
    const join = lobby.lobby().getByRole('button', { name: tKey(BOARDS, 'lobby.join'), disabled: false });
    await expect.poll(() => join.count()).toBe(0);
  }, 60_000);

  it('shows the mission’s players on /leaderboard with its picture, and /stats privately', async () => {
    await page.switchTo('Alice');
    await page.runCommand('/leaderboard', /^\/leaderboard/u);
    const heading = { game: tStats('en', 'game.all'), period: tStats('en', 'period.all-time') };
    const title = shownTextPattern(tStats('en', 'leaderboard.title', heading));
    const board = page.page.locator('.message:not(.ephemeral)', { hasText: title }).last();
    await expect.poll(() => shownText(board)).toMatch(/@Dan[\s\S]*@Csilla|@Csilla[\s\S]*@Dan/u);
    const picture = await page.pictureBox(board.locator('img').first());
    expect(picture.naturalWidth).toBeGreaterThan(0);
    expect(picture.clipped).toBe(false);
    if (SCREENSHOTS) await page.capture(image('leaderboard'), [board]);

    await page.switchTo('Dan');
    const stats = await privateAnswerOf('stats');
    await expect
      .poll(() => shownText(stats))
      .toMatch(shownTextPattern(tStats('en', 'stats.title', { player: '@Dan' })));
    expect(await shownText(stats)).toMatch(
      shownTextPattern(tStats('en', 'stats.campaignYours', { solved: 1 })),
    );
  }, 60_000);
});
