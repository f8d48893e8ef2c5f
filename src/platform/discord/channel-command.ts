import type { ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from './bot-context.js';
import { replyPlatform } from './replies.js';

/**
 * The handler of a command several games share (`/clue`): it acts on the game running in the
 * channel, whichever game that is, through that game's `channelCommands`.
 */
export function forChannelGame(commandName: string) {
  return async (interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> => {
    const gameId = await context.store.gameIdInChannel(interaction.channelId);
    const stored = gameId ? await context.store.get(gameId) : null;
    const handler = stored ? context.games.get(stored.game)?.channelCommands?.[commandName] : undefined;
    if (!stored || !handler) return replyPlatform(interaction, 'error.noGameInChannel');
    await handler(interaction, stored.gameId, context);
  };
}
