import { describe, expect, it } from 'vitest';
import { commandTexts } from '../../../../src/games/duet/discord/answers.js';
import { duetCatalogs } from '../../../../src/games/duet/i18n/index.js';
import { noCommandIds } from '../../../../src/platform/discord/command-mentions.js';
import { languages } from '../../../../src/platform/i18n/languages.js';

describe("Duet's texts that point to a command", () => {
  it('use only placeholders that are filled with a command', () => {
    const filled = Object.keys(commandTexts('en', noCommandIds));
    const used = languages.flatMap((language) =>
      Object.values(duetCatalogs[language]).flatMap((text) =>
        [...text.matchAll(/\{(\w+Command)\}/g)].map((match) => match[1]),
      ),
    );
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !filled.includes(name ?? ''))).toEqual([]);
  });

  it('mention the command by id once it is known, with its subcommand group', () => {
    const ids = (name: string) => ({ duet: '111', clue: '222' })[name] ?? null;
    const texts = commandTexts('ja', ids);
    expect(texts.clueCommand).toBe('</clue:222>');
    expect(texts.startCommand).toBe('</duet start:111>');
    expect(texts.campaignNewCommand).toBe('</duet campaign new:111>');
  });

  it("name the command in the reader's language until then", () => {
    expect(commandTexts('ja', noCommandIds).startCommand).toBe('`/デュエット 開始`');
    expect(commandTexts('ja', noCommandIds).clueCommand).toBe('`/ヒント`');
    expect(commandTexts('hu', noCommandIds).stopCommand).toBe('`/duet befejezés`');
    expect(commandTexts('hu', noCommandIds).campaignImportCommand).toBe('`/duet kampány importálás`');
  });
});
