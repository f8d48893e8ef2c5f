import { describe, expect, it } from 'vitest';
import { defaultWordLanguage } from '../../../src/games/shared/discord/word-language.js';

describe("the words' language when /duet start names none", () => {
  it("is a Community server's primary language, whoever starts", () => {
    expect(defaultWordLanguage({ community: true, locale: 'hu' }, 'ja')).toBe('hu');
    expect(defaultWordLanguage({ community: true, locale: 'en-US' }, 'ja')).toBe('en');
  });

  it("is the starter's own language on any other server, whose en-US says nothing", () => {
    expect(defaultWordLanguage({ community: false, locale: 'en-US' }, 'ja')).toBe('ja');
    expect(defaultWordLanguage({ community: false, locale: 'en-US' }, 'hu')).toBe('hu');
  });

  it('falls back to English for a language the bot does not speak', () => {
    expect(defaultWordLanguage({ community: true, locale: 'fr' }, 'ja')).toBe('en');
    expect(defaultWordLanguage({ community: false, locale: 'en-US' }, 'de')).toBe('en');
  });
});
