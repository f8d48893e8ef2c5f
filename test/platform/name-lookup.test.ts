import { describe, expect, it } from 'vitest';
import { lookUpName, namesMatching } from '../../src/platform/text/name-lookup.js';

const cities = [
  { names: ['prague', 'Prague', 'プラハ', 'Prága'], value: 'prague' },
  { names: ['vienna', 'Vienna', 'ウィーン', 'Bécs'], value: 'vienna' },
  { names: ['capetown', 'Cape Town', 'ケープタウン', 'Fokváros'], value: 'capetown' },
  { names: ['berlin', 'Berlin', 'ベルリン'], value: 'berlin' },
  { names: ['bern', 'Bern', 'ベルン'], value: 'bern' },
];

describe('looking up a name typed by hand', () => {
  it('finds a name in any case, width, spacing, accents or language', () => {
    for (const typed of ['PRAGUE', 'praga', 'Prága', 'ﾌﾟﾗﾊ', 'ぷらは', ' prague ']) {
      expect(lookUpName(typed, cities), typed).toEqual({ kind: 'found', value: 'prague' });
    }
    expect(lookUpName('cape-town', cities)).toEqual({ kind: 'found', value: 'capetown' });
    expect(lookUpName('becs', cities)).toEqual({ kind: 'found', value: 'vienna' });
  });

  it('forgives a typo or a beginning when only one name is that close', () => {
    expect(lookUpName('Viena', cities)).toEqual({ kind: 'found', value: 'vienna' });
    expect(lookUpName('Cape', cities)).toEqual({ kind: 'found', value: 'capetown' });
  });

  it('offers the close names when several fit, and an exact name wins over a longer one', () => {
    expect(lookUpName('Ber', cities)).toEqual({ kind: 'choose', values: ['berlin', 'bern'] });
    expect(lookUpName('Bern', cities)).toEqual({ kind: 'found', value: 'bern' });
  });

  it('finds nothing for an unrelated or empty name', () => {
    expect(lookUpName('Atlantis', cities)).toEqual({ kind: 'none' });
    expect(lookUpName(' · ', cities)).toEqual({ kind: 'none' });
  });

  it('lists what an autocomplete shows, closest first', () => {
    expect(namesMatching('', cities)).toHaveLength(cities.length);
    expect(namesMatching('bern', cities)).toEqual(['bern']);
    expect(namesMatching('ber', cities)).toEqual(['berlin', 'bern']);
    expect(namesMatching('ウィ', cities)).toEqual(['vienna']);
  });
});
