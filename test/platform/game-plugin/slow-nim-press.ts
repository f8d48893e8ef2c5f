import type { LocalDiscord, SeededWorld } from '../../../dev/local-discord/index.js';
import type { slowableStore } from '../../support/slowable-store.js';

/**
 * A Nim table (the bot must have the Nim game plugged in), then a take of 2 pressed while the
 * store's writes take 3.5 s: what a press meets when the bot cannot answer within Discord's 3 s.
 */
export async function pressWhileStoreIsSlow(
  local: LocalDiscord,
  world: SeededWorld,
  slow: ReturnType<typeof slowableStore>,
  channelName: string,
) {
  const channelId = local.model.createTextChannel(world.guild.id, { name: channelName }).id;
  const { alice, bob } = world.users;
  await local.driver
    .runCommand({ user: alice, channelId, name: 'nim', options: { opponent: bob.id } })
    .awaitResponse(3000);
  const table = () => local.driver.lastMessage(channelId);
  const tableId = table()?.id;
  const customId = JSON.stringify(table()?.components).match(/"custom_id":"(nim:[^"]+:take)"/)?.[1] ?? '';
  slow.slowWrites(3_500);
  const press = local.driver.selectMenu({ user: alice, messageId: tableId ?? '', customId, values: ['2'] });
  const answer = await press.awaitResponse(3_000);
  return { press, answer, table, tableId };
}
