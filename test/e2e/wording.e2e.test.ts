import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDiscord, LocalUser, SeededWorld } from '../../dev/local-discord/index.js';
import { buttonsOf, DuetTable, ephemeralContent } from '../support/duet-table.js';
import { type E2eWorld, startE2eWorld } from '../support/e2e-world.js';

/** Issue 14: commands named as each reader's client names them (item 4), and words for the table's size (item 7). */
let e2e: E2eWorld;
let local: LocalDiscord;
let world: SeededWorld;
let channels = 0;

beforeAll(async () => {
  e2e = await startE2eWorld('wording');
  ({ local, world } = e2e);
});

afterAll(async () => {
  await e2e?.close();
});

function newChannelId(): string {
  channels += 1;
  return local.model.createTextChannel(world.guild.id, { name: `wording-${channels}` }).id;
}

/** The id the local Discord gave a command when the deploy script registered it in the test server. */
function commandId(name: string): string {
  const id = local.model.commands.findChatInput(world.guild.id, name)?.id;
  if (typeof id !== 'string') throw new Error(`/${name} is not registered`);
  return id;
}

const typedCommand = /`\/|\/(clue|duet)\b/u;

async function command(
  user: LocalUser,
  channelId: string,
  name: string,
  subcommand?: string,
  options: Record<string, string | number> = {},
) {
  const call = { user, channelId, name, options, ...(subcommand ? { subcommand } : {}) };
  return ephemeralContent(await local.driver.runCommand(call).awaitResponse());
}

describe('texts that point to a command', () => {
  it('mention the commands in the help a Japanese and a Hungarian player read, never typing /clue', async () => {
    const { bob, csilla } = world.users;
    const channelId = newChannelId();
    const mentions = [`</clue:${commandId('clue')}>`, `</duet start:${commandId('duet')}>`];
    const help = {
      ja: await command(bob, channelId, 'duet', 'help'),
      hu: await command(csilla, channelId, 'duet', 'help'),
    };
    expect(help.ja).toContain('コマンド：');
    expect(help.hu).toContain('Parancsok:');
    for (const text of Object.values(help)) {
      for (const mention of mentions) expect(text).toContain(mention);
      expect(text.replace(/<\/[^>]+>/gu, '')).not.toMatch(typedCommand);
    }
  });

  it('mention /duet start when there is no game, and /clue on a board waiting for a clue', async () => {
    const { alice, bob, csilla } = world.users;
    const channelId = newChannelId();
    const noGame = await command(csilla, channelId, 'duet', 'status');
    expect(noGame).toContain(`Indíts egyet ezzel a paranccsal: </duet start:${commandId('duet')}>`);

    const table = new DuetTable(local, channelId, alice, bob);
    await table.start({ language: 'ja' });
    const board = table.boardText();
    expect(board).toContain(`**ヒントを出す** を押すか、</clue:${commandId('clue')}> を使ってください。`);
    expect(board.replace(/<\/[^>]+>/gu, '')).not.toMatch(typedCommand);
  });
});

describe('texts for the size of the table', () => {
  /** What My key answers `user`: the key face in words, ending with the task. */
  async function keyText(table: DuetTable, user: LocalUser): Promise<string> {
    return ephemeralContent(await table.press(user, table.control('key').customId).awaitResponse());
  }

  it('speak of two people in a 2-player game', async () => {
    const { alice, bob } = world.users;
    const table = new DuetTable(local, newChannelId(), alice, bob);
    await table.start();
    expect(table.boardText()).toContain('either of you may give the first clue');
    expect(await keyText(table, alice)).toContain('Your partner must find your 🟩 words.');
    expect(await keyText(table, bob)).toContain('パートナーはあなたの 🟩 のワードを探します。');
    await table.clue(alice, 'zzqa', 2);
    const again = await command(alice, table.channelId, 'clue', undefined, { word: 'zzqb', count: 1 });
    expect(again).toBe('Your clue is out: now your partner guesses.');
  });

  it('speak of sides in a 3-player team game: on the board, in the keys and in refusals', async () => {
    const { alice, bob, dan } = world.users;
    const channelId = newChannelId();
    const lobby = local.driver.runCommand({ user: alice, channelId, name: 'duet', subcommand: 'lobby' });
    await lobby.awaitResponse();
    const rosterId = lobby.originalMessage()?.id ?? '';
    const rosterButton = (action: string, arg?: string) => {
      const found = buttonsOf(local.model.message(rosterId).api).find((button) => {
        const [, , , name, value] = button.customId.split(':');
        return name === action && (arg === undefined || value === arg);
      });
      if (!found) throw new Error(`no ${action} button on the roster`);
      return found.customId;
    };
    const press = (user: LocalUser, action: string, arg?: string) =>
      local.driver
        .clickButton({ user, messageId: rosterId, customId: rosterButton(action, arg) })
        .awaitResponse();
    await press(dan, 'join', 'A');
    await press(bob, 'join', 'B');
    await press(alice, 'start');
    const table = new DuetTable(local, channelId, alice, bob);
    await expect.poll(() => table.words().length).toBe(25);

    const twoPeople =
      /either of you|your partner|you both|パートナー|2人とも|bármelyikőtök|társad|mindketten/iu;
    expect(table.boardText()).toContain('anyone on either side may give the first clue');
    expect(table.boardText()).not.toMatch(twoPeople);
    const keys = { alice: await keyText(table, alice), bob: await keyText(table, bob) };
    expect(keys.alice).toContain("The other side must find your side's 🟩 words.");
    expect(keys.bob).toContain('相手側はあなたの側の 🟩 のワードを探します。');
    for (const key of Object.values(keys)) expect(key).not.toMatch(twoPeople);

    await table.clue(alice, 'zzqa', 2);
    expect(table.boardText()).not.toMatch(twoPeople);
    const again = await command(dan, channelId, 'clue', undefined, { word: 'zzqb', count: 1 });
    expect(again).toBe("Your side's clue is out: now the other side guesses.");
  });
});
