import { describe, expect, it } from 'vitest';
import { readCmuDictionary } from '../../../../src/games/shared/clue/judge/cmu-dictionary.js';

describe('the pronouncing dictionary as the English judge reads it', () => {
  it('gives every word its stresses, variants under word(2)', async () => {
    const dictionary = await readCmuDictionary();
    expect(dictionary.pronunciation('football')).toBe('F UH1 T B AO2 L');
    expect(dictionary.pronunciation('zyuganov(2)')).toBe('Z UW1 G AA0 N AA0 V');
    expect(dictionary.size).toBeGreaterThan(130_000);
  });

  it('finds entries at both ends of the alphabet, and nothing for a word it does not list', async () => {
    const dictionary = await readCmuDictionary();
    expect(dictionary.pronunciation("'bout")).toBe('B AW1 T');
    expect(dictionary.pronunciation('zywicki')).toBeDefined();
    expect(dictionary.pronunciation('footbal')).toBeUndefined();
    expect(dictionary.pronunciation('football(2)')).toBeUndefined();
  });
});
