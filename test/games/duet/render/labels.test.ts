import { describe, expect, it } from 'vitest';
import { renderLabelCatalogs } from '../../../../src/games/duet/render/labels/index.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('render labels', () => {
  it('have every key in English, Japanese and Hungarian, with the same placeholders', () => {
    const english: Record<string, string> = renderLabelCatalogs.en;
    for (const language of ['ja', 'hu'] as const) {
      const catalog: Record<string, string> = renderLabelCatalogs[language];
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(catalog[key] ?? ''), `${language} ${key}`).toEqual(placeholders(text));
        expect(catalog[key]?.trim().length, `${language} ${key}`).toBeGreaterThan(0);
      }
    }
  });
});
