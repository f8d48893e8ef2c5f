import { describe, expect, it } from 'vitest';
import { packFileName, packFileText, readPackFile } from '../../../../src/games/words/packs/pack-file.js';
import type { WordPack } from '../../../../src/games/words/packs/word-pack.js';

const pack: WordPack = {
  name: 'animals',
  language: 'ja',
  entries: ['金|かね', 'tiger'],
  savedBy: '1',
  savedAt: 0,
};

describe('a word pack file', () => {
  it('is exported as JSON and read back with its name, language and entries', () => {
    expect(packFileName(pack)).toBe('word-pack-animals.json');
    expect(readPackFile(packFileText(pack))).toEqual({
      name: 'animals',
      language: 'ja',
      entries: ['金|かね', 'tiger'],
    });
  });

  it('may be a JSON list of words, or plain text separated as when typed', () => {
    expect(readPackFile('["a", "b"]')).toEqual({ name: null, language: null, entries: ['a', 'b'] });
    expect(readPackFile('\uFEFFa, b\nc')).toEqual({ name: null, language: null, entries: ['a', ' b', 'c'] });
  });

  it('is nothing when it is JSON of another shape, or broken JSON', () => {
    for (const text of [
      '{"schema":1}',
      '{"words": [1, 2]}',
      '{"words": ',
      '[{"a": 1}]',
      '{"words": [], "language": "de"}',
    ])
      expect(readPackFile(text), text).toBeNull();
  });
});
