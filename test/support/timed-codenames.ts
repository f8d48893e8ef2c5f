import type { APIMessage } from 'discord.js';
import type { LocalDiscord, SeededWorld } from '../../dev/local-discord/index.js';
import { buttonsOf, textOf } from './duet-table.js';

/** The newest classic Codenames board in a channel, as Bob sees it. */
export function codenamesBoard(local: LocalDiscord, world: SeededWorld, channelId: string): APIMessage {
  const found = local.driver
    .channelView(channelId, world.users.bob)
    .filter((message) => buttonsOf(message).some((button) => button.customId.includes(':word:')))
    .at(-1);
  if (!found) throw new Error('no board');
  return found;
}

/** A four-player classic Codenames game in a new channel (Alice and Csilla the spymasters). */
export async function startFourPlayerCodenames(
  local: LocalDiscord,
  world: SeededWorld,
  channelName: string,
  options: Record<string, string | number> = {},
) {
  const { alice, bob, csilla, dan } = world.users;
  const channelId = local.model.createTextChannel(world.guild.id, { name: channelName }).id;
  const started = await local.driver
    .runCommand({
      user: alice,
      channelId,
      name: 'codenames',
      subcommand: 'start',
      options: {
        'red-spymaster': alice.id,
        'red-operative': bob.id,
        'blue-spymaster': csilla.id,
        'blue-operative': dan.id,
        ...options,
      },
    })
    .awaitAnswer();
  return { channelId, started };
}

/**
 * The same with a one-minute sand timer, up to the starting team's clue (`zzqx`, 2): the
 * operatives' timed turn has begun.
 */
export async function timedCodenamesAfterClue(local: LocalDiscord, world: SeededWorld, channelName: string) {
  const { channelId, started } = await startFourPlayerCodenames(local, world, channelName, {
    timer: 1,
    language: 'en',
  });
  const startingRed = textOf(codenamesBoard(local, world, channelId)).includes('🔺 Red spymaster');
  await local.driver
    .runCommand({
      user: startingRed ? world.users.alice : world.users.csilla,
      channelId,
      name: 'clue',
      options: { word: 'zzqx', count: 2 },
    })
    .awaitAnswer();
  return { channelId, started, startingRed };
}
