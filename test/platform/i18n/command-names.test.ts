import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCommands } from '../../../src/platform/discord/command-loader.js';
import { languages } from '../../../src/platform/i18n/languages.js';

const source = fileURLToPath(new URL('../../../src/', import.meta.url));

/** Every string catalog file in the product (`<language>.json` beside an `en.json`), word lists aside. */
function catalogFiles(directory: string): string[] {
  const entries = readdirSync(directory, { withFileTypes: true });
  const here =
    entries.some((entry) => entry.name === 'en.json') && !directory.endsWith(join('games', 'words'))
      ? languages.map((language) => join(directory, `${language}.json`))
      : [];
  return [
    ...here,
    ...entries
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => catalogFiles(join(directory, entry.name))),
  ];
}

describe('texts that point to a slash command', () => {
  it('never type a command out: a placeholder mentions it, or names it in the reader’s language', async () => {
    const commands = (await loadCommands()).map((command) => command.data.toJSON());
    const names = commands.flatMap((command) => [
      command.name,
      ...Object.values(command.name_localizations ?? {}).filter((name): name is string => Boolean(name)),
    ]);
    const typed = new RegExp(`(?<![<\\w])/(${names.join('|')})(?![\\p{L}\\p{N}_-])`, 'u');
    const files = catalogFiles(source);
    expect(files.map((file) => relative(source, file))).toContain('games/duet/i18n/ja.json');
    const offenders = files.flatMap((file) =>
      Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
        .filter(([, text]) => typed.test(text))
        .map(([key, text]) => `${relative(source, file)} ${key}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });
});
