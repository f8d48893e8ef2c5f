import type { BotContext } from '../../../platform/discord/bot-context.js';

const COLLECTION = 'duet-tables';

/** The next number of a channel's Duet tables (Duet #1, #2, …): one counter per channel. */
export function nextTableNumber(
  context: BotContext,
  place: { guildId: string; channelId: string },
): Promise<number> {
  return context.documents.increment(COLLECTION, place.guildId, place.channelId);
}
