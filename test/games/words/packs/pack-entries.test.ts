import { describe, expect, it } from 'vitest';
import {
  cardOf,
  entryOf,
  MAX_PACK_WORDS,
  parsePackEntries,
  splitEntries,
} from '../../../../src/games/words/packs/pack-entries.js';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`);

describe('a word pack’s entries', () => {
  it('take 25 to 2,000 words, typed as for one game or listed in a file', () => {
    const typed = parsePackEntries(
      splitEntries(`${words(20).join(', ')}\n${words(25).slice(20).join('、')}`),
    );
    expect(typed).toEqual({ ok: true, words: words(25).map((text) => ({ text, readings: [] })) });
    expect(parsePackEntries(words(MAX_PACK_WORDS))).toMatchObject({ ok: true });
  });

  it('refuse 24 words and 10,000 words, with the count', () => {
    expect(parsePackEntries(words(24))).toEqual({ ok: false, reason: 'too-few', count: 24 });
    expect(parsePackEntries(words(10_000))).toEqual({ ok: false, reason: 'too-many', count: 10_000 });
  });

  it('apply a game’s word checks: letters, length, duplicates in any case, width or script', () => {
    expect(parsePackEntries([...words(25), 'WORD3'])).toEqual({
      ok: false,
      reason: 'duplicates',
      duplicates: ['WORD3'],
    });
    expect(parsePackEntries([...words(25), '<@123>'])).toMatchObject({ reason: 'characters' });
    expect(parsePackEntries([...words(25), 'x'.repeat(25)])).toMatchObject({ reason: 'too-long' });
    // A file's entry holding a comma is refused whole, never split into two words.
    expect(parsePackEntries([...words(25), 'salt,pepper'])).toEqual({
      ok: false,
      reason: 'characters',
      word: 'salt,pepper',
    });
  });

  it('keep a Japanese word’s reading, in hiragana, after a bar', () => {
    const result = parsePackEntries([...words(25), '金|かね', ' 台風 | たいふう ']);
    expect(result.ok && result.words.slice(25)).toEqual([
      { text: '金', readings: ['かね'] },
      { text: '台風', readings: ['たいふう'] },
    ]);
  });

  it('refuse a reading on a word that is not Japanese, not in hiragana, or given twice', () => {
    for (const entry of ['tiger|たいが', '金|カネ', '金|kane', '金|かね|きん', '金|'])
      expect(parsePackEntries([...words(25), entry]), entry).toEqual({ ok: false, reason: 'reading', entry });
  });

  it('refuse two entries a clue could not tell apart: a reading that is another entry or its reading', () => {
    expect(parsePackEntries([...words(25), '金|かね', 'カネ'])).toEqual({
      ok: false,
      reason: 'reading-clash',
      first: 'カネ',
      second: '金',
    });
    expect(parsePackEntries([...words(25), '金|かね', '鐘|かね'])).toMatchObject({ reason: 'reading-clash' });
  });

  it('are stored as typed and read back as cards', () => {
    for (const card of [
      { text: '金', readings: ['かね'] },
      { text: 'tiger', readings: [] },
    ])
      expect(cardOf(entryOf(card))).toEqual(card);
  });
});
