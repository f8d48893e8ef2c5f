import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../../src/games/registry.js';
import { loadCommands } from '../../../src/platform/discord/command-loader.js';
import { noCommandIds } from '../../../src/platform/discord/command-mentions.js';
import { commandEntries } from '../../../src/platform/help/command-entries.js';
import { helpGuideOf } from '../../../src/platform/help/help-guide.js';
import { type HelpGuide, helpMessages, MESSAGE_LIMIT } from '../../../src/platform/help/help-text.js';
import { languages } from '../../../src/platform/i18n/languages.js';

const ID = '123456789012345678';
const allIds = () => ID;

describe('/help', () => {
  let helpGuide: HelpGuide;
  beforeAll(async () => {
    helpGuide = helpGuideOf(await loadCommands(), games, 'help');
  });

  it.each(languages)('fits in messages Discord accepts, in %s, with every command a mention', (language) => {
    const messages = helpMessages(helpGuide, language, allIds);
    for (const message of messages) expect(message.length).toBeLessThanOrEqual(MESSAGE_LIMIT);
    const text = messages.join('\n');
    const mentions = text.match(/<\/[^>]+>/g) ?? [];
    const entries = [...helpGuide.games.flatMap((game) => game.commands), ...helpGuide.server];
    expect(mentions).toHaveLength(entries.length);
  });

  it('names every game in the registry, with how it is played, in the reader’s language', () => {
    const text = helpMessages(helpGuide, 'hu', noCommandIds).join('\n');
    for (const game of games) expect(text).toContain(`**${game.name('hu')}**`);
    expect(text).toContain('gumikacsaverseny');
    expect(text).toContain('`/duet kampány új`');
  });

  it('links each game to its full rules: the game’s own help command', () => {
    const text = helpMessages(helpGuide, 'en', noCommandIds).join('\n');
    for (const command of ['/duet help', '/codenames help', '/duck help', '/thekey help']) {
      expect(text).toContain(`Full rules: \`${command}\``);
    }
  });

  it('lists every command file, once: the games under their game, the rest on the server', async () => {
    const listed = [...helpGuide.games.flatMap((game) => game.commands), ...helpGuide.server].map(
      (entry) => entry.path[0]?.en,
    );
    const registered = (await loadCommands()).map((command) => command.data.name);
    expect([...new Set(listed), 'help'].sort()).toEqual(registered.sort());
    expect(helpGuide.games.map((game) => game.commands[0]?.path[0]?.en)).toEqual([
      'duet',
      'codenames',
      'duck',
      'thekey',
    ]);
  });

  it('gives every game in the registry a command of its own', () => {
    for (const game of helpGuide.games) expect(game.commands.length).toBeGreaterThan(0);
  });
});

describe('commandEntries', () => {
  it('reads a command’s subcommands and groups back in every language', async () => {
    const { duetCommand } = await import('../../../commands/duet.js');
    const entries = commandEntries(duetCommand);
    const campaignNew = entries.find(
      (entry) => entry.path.map((name) => name.en).join(' ') === 'duet campaign new',
    );
    expect(campaignNew?.path.map((name) => name.ja)).toEqual(['デュエット', 'キャンペーン', '新規']);
    expect(campaignNew?.description.hu.length).toBeGreaterThan(0);
  });

  it('takes a command without subcommands as one entry', async () => {
    const { statsCommand } = await import('../../../commands/stats.js');
    expect(commandEntries(statsCommand).map((entry) => entry.path.map((name) => name.en))).toEqual([
      ['stats'],
    ]);
  });
});
