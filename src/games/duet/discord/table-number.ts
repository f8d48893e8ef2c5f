import type { BotServices } from '../../../platform/discord/bot-services.js';

const COLLECTION = 'duet-tables';

/** The next number of a channel's Duet tables (Duet #1, #2, …): one counter per channel. */
export function nextTableNumber(
  context: BotServices,
  place: { guildId: string; channelId: string },
): Promise<number> {
  return context.documents.increment(COLLECTION, place.guildId, place.channelId);
}
