import { describe, expect, it } from 'vitest';
import { readCmuDictionary } from '../../../../src/games/shared/clue/judge/cmu-dictionary.js';

describe('the pronouncing dictionary as the English judge reads it', () => {
  it('gives every word its stresses, variants under word(2)', async () => {
    const dictionary = await readCmuDictionary();
    expect(dictionary.football).toBe('F UH1 T B AO2 L');
    expect(dictionary['zyuganov(2)']).toBe('Z UW1 G AA0 N AA0 V');
    expect(Object.keys(dictionary).length).toBeGreaterThan(130_000);
  });
});
