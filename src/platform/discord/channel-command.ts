import type { ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from './bot-context.js';
import { gameRuntime } from './game-runtime.js';
import { replyPlatform } from './replies.js';

/**
 * The handler of a command several games share (`/clue`): it acts on the game running in the
 * channel (or in the channel a thread belongs to), whichever game that is, through that game's
 * `channelCommands`.
 */
export function forChannelGame(commandName: string) {
  return async (interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> => {
    // A thread of the game's channel (a side's private thread) acts on the channel's game.
    const channel = interaction.channel;
    const channelId = channel?.isThread() && channel.parentId ? channel.parentId : interaction.channelId;
    const gameId = await context.store.gameIdInChannel(channelId);
    const stored = gameId ? await context.store.get(gameId) : null;
    const module = stored ? context.games.get(stored.game) : undefined;
    const handler = module?.channelCommands?.[commandName];
    if (!stored || !module || !handler) return replyPlatform(interaction, 'error.noGameInChannel');
    await handler(interaction, stored.gameId, gameRuntime(module, context));
  };
}
