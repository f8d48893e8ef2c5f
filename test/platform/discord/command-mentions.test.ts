import { describe, expect, it } from 'vitest';
import { commandMention, noCommandIds } from '../../../src/platform/discord/command-mentions.js';

const party = { en: 'party', ja: 'パーティー', hu: 'buli' };
const start = { en: 'start', ja: '開始', hu: 'indítás' };
const plans = { en: 'plans', ja: '計画', hu: 'tervek' };
const registered = (name: string) => (name === 'party' ? '123456789012345678' : null);

describe('a command in a message', () => {
  it('is a command mention in its registered (base) names once its id is known, for every reader', () => {
    for (const language of ['en', 'ja', 'hu'] as const) {
      expect(commandMention([party], language, registered)).toBe('</party:123456789012345678>');
      expect(commandMention([party, start], language, registered)).toBe('</party start:123456789012345678>');
      expect(commandMention([party, plans, start], language, registered)).toBe(
        '</party plans start:123456789012345678>',
      );
    }
  });

  it("is named in the reader's language while its id is unknown", () => {
    expect(commandMention([party, start], 'ja', noCommandIds)).toBe('`/パーティー 開始`');
    expect(commandMention([party, plans, start], 'hu', noCommandIds)).toBe('`/buli tervek indítás`');
    expect(commandMention([party, start], 'en', noCommandIds)).toBe('`/party start`');
  });

  it('is named in words when only another command is registered', () => {
    expect(commandMention([plans], 'ja', registered)).toBe('`/計画`');
  });
});
