import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InteractionCallback,
  LocalDiscord,
  LocalUser,
  SeededWorld,
} from '../../dev/local-discord/index.js';
import { CodenamesTable } from '../support/codenames-table.js';
import { ephemeralContent } from '../support/duet-table.js';
import { type E2eWorld, startE2eWorld, withoutModeratorRights } from '../support/e2e-world.js';

let e2e: E2eWorld;
let local: LocalDiscord;
let world: SeededWorld;

beforeAll(async () => {
  e2e = await startE2eWorld('word-packs');
  ({ local, world } = e2e);
  withoutModeratorRights(e2e);
});

afterAll(async () => {
  await e2e?.close();
});

const EPHEMERAL = 64;
/**
 * Thirty made-up words of one length, so that no word hides inside another and none reads as a
 * form of another (faunae and faunas would: both are forms of fauna).
 */
const animals = [
  ...Array.from({ length: 26 }, (_, i) => `${String.fromCharCode(97 + i).repeat(2)}vorn`),
  ...['qavorn', 'qbvorn', 'qcvorn', 'qdvorn'],
];
const general = () => world.channels.general.id;

type Option = string | number | boolean | { filename: string; data: Buffer };

/** `/rendezvous words <subcommand>`; an import's deferred answer is read once it is filled in. */
async function packs(subcommand: string, options: Record<string, Option> = {}, user = world.users.alice) {
  const handle = local.driver.runCommand({
    user,
    channelId: general(),
    name: 'rendezvous',
    subcommandGroup: 'words',
    subcommand,
    options,
    locale: 'en-US',
  });
  const answer: InteractionCallback = await handle.awaitResponse(5000);
  expect(Number(answer.data?.flags ?? 0) & EPHEMERAL, subcommand).toBe(EPHEMERAL);
  if (answer.type !== 5) return ephemeralContent(answer);
  const deadline = Date.now() + 5000;
  while (!handle.originalMessage()?.content) {
    if (Date.now() > deadline) throw new Error('the deferred answer was not filled in');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return String(handle.originalMessage()?.content);
}

const file = (name: string, text: string) => ({ filename: name, data: Buffer.from(text) });

async function wordsChoices(game: 'duet' | 'codenames', typed: string, user: LocalUser = world.users.bob) {
  const answer = await local.driver
    .autocomplete({
      user,
      channelId: general(),
      name: game,
      subcommand: 'lobby',
      options: { words: typed },
      focused: 'words',
    })
    .awaitResponse();
  return ((answer.data?.choices as { value: string }[]) ?? []).map((choice) => choice.value);
}

/** What `/rendezvous words <subcommand>` offers while a pack's name is typed. */
async function packNameChoices(subcommand: string, typed: string) {
  const answer = await local.driver
    .autocomplete({
      user: world.users.erin,
      channelId: general(),
      name: 'rendezvous',
      subcommandGroup: 'words',
      subcommand,
      options: { name: typed },
      focused: 'name',
    })
    .awaitResponse();
  return ((answer.data?.choices as { value: string }[]) ?? []).map((choice) => choice.value);
}

const labelsOf = (buttons: { label: string }[]) =>
  buttons.map((button) => button.label.replace(/^\S+ /u, ''));

describe('word packs, through the local Discord', () => {
  it('refuse bad input clearly and privately, and change nothing', async () => {
    expect(await packs('add', { name: 'animals', words: animals.join(',') }, world.users.erin)).toContain(
      'Only members who can manage the server or its messages',
    );
    expect(await packs('add', { name: 'animals', words: animals.slice(0, 24).join(',') })).toContain(
      'at least 25 different words; this one has 24',
    );
    const huge = Array.from({ length: 10_000 }, (_, i) => `w${i}`).join('\n');
    expect(await packs('import', { file: file('huge.txt', huge), name: 'huge' })).toContain(
      'at most 2000 words; this one has 10000',
    );
    expect(await packs('add', { name: 'Two Words', words: animals.join(',') })).toContain(
      "can't name a pack",
    );
    expect(await packs('add', { name: 'animals', words: [...animals, 'Aavorn'].join(',') })).toContain(
      'The pack repeats: Aavorn',
    );
    // Two forms of one word could never share a board: the clue checker's own rule.
    expect(
      await packs('add', { name: 'pets', words: [...animals.slice(0, 28), 'cat', 'cats'].join(',') }),
    ).toContain('forms of one word, and a board may show only one of each: cat / cats');
    expect(await packs('import', { file: file('x.json', '{"schema":1}') })).toContain('not a word pack');
    expect(await packs('list', {}, world.users.erin)).toContain('no word packs yet');
  });

  it('are saved by a moderator and listed and shown to everyone', async () => {
    expect(await packs('add', { name: 'Animals', words: animals.join(', ') })).toContain(
      'Word pack **animals** saved: 30 words, clues in English',
    );
    expect(await packs('add', { name: 'animals', words: animals.join(',') })).toContain('already a pack');
    expect(await packs('list', {}, world.users.erin)).toContain('**animals**: 30 words, clues in English');
    const shown = await packs('show', { name: 'animals' }, world.users.erin);
    expect(shown).toContain(`saved by <@${world.users.alice.id}>`);
    expect(shown).toContain('aavorn, bbvorn');
    expect(await packs('show', { name: 'plants' })).toContain('no word pack called **plants**');
  });

  it('are offered by the words option of every word game', async () => {
    expect(await wordsChoices('duet', 'ani')).toEqual(['animals']);
    expect(await wordsChoices('codenames', '')).toEqual(['animals']);
    expect(await wordsChoices('duet', 'tiger, lion')).toEqual([]);
  });

  it('deal a Duet board from the pack named', async () => {
    const table = e2e.table();
    const answer = await table.start({ words: 'animals' });
    expect(answer.type, ephemeralContent(answer)).toBe(4);
    const words = labelsOf(table.words());
    expect(words).toHaveLength(25);
    expect(words.every((word) => animals.includes(word))).toBe(true);
  });

  it('deal a classic Codenames board from the pack named', async () => {
    const channelId = local.model.createTextChannel(world.guild.id, { name: 'word-packs-codenames' }).id;
    const table = new CodenamesTable(local, channelId, world.users.alice, world.users.bob);
    const answer = await table.start({ words: 'animals' });
    expect(answer.type, ephemeralContent(answer)).toBe(4);
    const words = labelsOf(table.words());
    expect(words).toHaveLength(25);
    expect(words.every((word) => animals.includes(word))).toBe(true);
  });

  it('are exported as a file and imported back, readings kept; removed, they are refused by name', async () => {
    expect(await packs('export', { name: 'animals' }, world.users.erin)).toContain('(30 words) as a file');
    const sent = local.driver.lastMessage(general(), world.users.erin);
    expect(sent?.attachments[0]?.filename).toBe('word-pack-animals.json');
    const exported = JSON.parse(await (await fetch(sent?.attachments[0]?.url ?? '')).text());
    expect(exported.words).toEqual(animals);

    const japanese = {
      ...exported,
      language: 'ja',
      words: [...animals.slice(0, 25), '金|かね', '台風|たいふう'],
    };
    expect(
      await packs('import', { file: file('pack.json', JSON.stringify(japanese)), name: 'kanji' }),
    ).toContain('Word pack **kanji** saved: 27 words, clues in Japanese');
    expect(await packs('show', { name: 'kanji' })).toContain('金|かね, 台風|たいふう');
    expect(
      await packs('import', { file: file('again.json', JSON.stringify(exported)), name: 'kanji' }),
    ).toContain('Word pack **kanji** replaced: now 30 words, clues in English');

    expect(await packs('remove', { name: 'animals' }, world.users.erin)).toContain('Only members');
    expect(await packs('remove', { name: 'animals' })).toContain('Word pack **animals** removed');
    const refused = await e2e.table().start({ words: 'animals' });
    expect(Number(refused.data?.flags) & EPHEMERAL).toBe(EPHEMERAL);
    expect(ephemeralContent(refused)).toContain('no word pack called **animals**');
    expect(ephemeralContent(refused)).toContain('**kanji**');
    expect(await wordsChoices('duet', '')).toEqual(['kanji']);
  });

  it('offer the server’s pack names while one is typed to show, remove or export', async () => {
    await packs('add', { name: 'animals', words: animals.join(',') });
    const registered = local.model.commands.findChatInput(world.guild.id, 'rendezvous') as {
      options: {
        name: string;
        options?: { name: string; options?: { name: string; autocomplete?: boolean }[] }[];
      }[];
    };
    const words = registered.options.find((group) => group.name === 'words');
    for (const subcommand of ['show', 'remove', 'export']) {
      const nameOption = words?.options?.find((entry) => entry.name === subcommand)?.options?.[0];
      expect(nameOption, subcommand).toMatchObject({ name: 'name', autocomplete: true });
      expect(await packNameChoices(subcommand, '')).toEqual(['animals', 'kanji']);
    }
    expect(await packNameChoices('show', 'KANJ')).toEqual(['kanji']);
    expect(await packNameChoices('remove', 'anim')).toEqual(['animals']);
  });
});
