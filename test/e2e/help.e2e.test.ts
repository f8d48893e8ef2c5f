import type { APIMessage } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDiscord, LocalUser, SeededWorld } from '../../dev/local-discord/index.js';
import { games } from '../../src/games/registry.js';
import { languageOfLocale } from '../../src/platform/i18n/languages.js';
import { type E2eWorld, startE2eWorld } from '../support/e2e-world.js';

const EPHEMERAL = 64;

let e2e: E2eWorld;
let local: LocalDiscord;
let world: SeededWorld;

beforeAll(async () => {
  e2e = await startE2eWorld('help');
  ({ local, world } = e2e);
});

afterAll(async () => {
  await e2e?.close();
});

/** What `/help` showed this user: its answer and any follow-ups, each only to them. */
async function help(user: LocalUser): Promise<APIMessage[]> {
  const handle = local.driver.runCommand({ user, channelId: world.channels.general.id, name: 'help' });
  await handle.awaitResponse(5000);
  const shown = () =>
    [handle.originalMessage(), ...handle.followUps()].filter(
      (message): message is APIMessage => message !== undefined,
    );
  // The server's commands come last, in a follow-up when the games fill the first message.
  await expect.poll(() => shown().some((message) => message.content.includes('</rendezvous '))).toBe(true);
  const messages = shown();
  for (const message of messages) expect((message.flags ?? 0) & EPHEMERAL).toBe(EPHEMERAL);
  return messages;
}

const commandId = (name: string) => local.model.commands.findChatInput(world.guild.id, name)?.id;

describe('/help, through the local Discord', () => {
  it.each(['alice', 'bob', 'csilla'] as const)(
    'shows %s every game in their language, with its commands clickable and its rules linked',
    async (name) => {
      const user = world.users[name];
      const text = (await help(user)).map((message) => message.content).join('\n');
      for (const game of games) expect(text).toContain(`**${game.name(languageOfLocale(user.locale))}**`);
      expect(text).toContain(`</duet campaign new:${commandId('duet')}>`);
      expect(text).toContain(`</codenames help:${commandId('codenames')}>`);
      expect(text).toContain(`</rendezvous forget-me:${commandId('rendezvous')}>`);
      expect(text).toContain(`</leaderboard:${commandId('leaderboard')}>`);
    },
  );

  it('reads in Japanese and Hungarian, not in English, for those readers', async () => {
    const japanese = (await help(world.users.bob)).map((message) => message.content).join('\n');
    expect(japanese).toContain('詳しいルール');
    expect(japanese).not.toContain('Full rules');
    const hungarian = (await help(world.users.csilla)).map((message) => message.content).join('\n');
    expect(hungarian).toContain('Teljes szabályok');
  });

  it('is registered, like the games’ commands, for servers only', () => {
    for (const name of ['help', 'clue', 'duet', 'codenames', 'duck', 'thekey', 'rendezvous']) {
      expect(local.model.commands.findChatInput(world.guild.id, name)?.contexts, name).toEqual([0]);
    }
  });
});
