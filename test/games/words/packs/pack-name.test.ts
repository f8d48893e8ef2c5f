import { describe, expect, it } from 'vitest';
import { packNameOf } from '../../../../src/games/words/packs/pack-name.js';

describe('a pack’s name', () => {
  it('is lowercase letters of any script, digits and hyphens, up to 32 characters', () => {
    expect(packNameOf('animals')).toBe('animals');
    expect(packNameOf('kids-2')).toBe('kids-2');
    expect(packNameOf('どうぶつ')).toBe('どうぶつ');
    expect(packNameOf('állatok')).toBe('állatok');
    expect(packNameOf('a'.repeat(32))).toBe('a'.repeat(32));
  });

  it('is made canonical as typed: case, width and stray spaces around it', () => {
    expect(packNameOf('  Animals ')).toBe('animals');
    expect(packNameOf('ＫＩＤＳ')).toBe('kids');
    expect(packNameOf('ÁLLATOK')).toBe('állatok');
  });

  it('refuses spaces, punctuation, markdown, too long a name, hyphens alone and mixed scripts', () => {
    for (const typed of ['two words', 'a_b', '**bold**', '<@1>', 'a'.repeat(33), '-', '', 'аpple'])
      expect(packNameOf(typed), typed).toBeNull();
  });
});
