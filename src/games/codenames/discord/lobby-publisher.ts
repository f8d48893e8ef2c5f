import { Routes } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { Loaded } from '../../../platform/session/session-service.js';
import type { CodenamesDocument } from '../document.js';
import { renderLobby } from './lobby-message.js';

/** Redraws the lobby message after a change made elsewhere (the game ended: no more joining). */
export async function editLobby(game: Loaded<CodenamesDocument>, context: BotContext): Promise<void> {
  const { channelId, rosterMessageId } = game.state;
  if (!rosterMessageId) return;
  const lobby = renderLobby(game.gameId, game.state);
  await context.client.rest
    .patch(Routes.channelMessage(channelId, rosterMessageId), {
      body: { components: lobby.components, flags: lobby.flags, allowed_mentions: { parse: [] } },
    })
    .catch((error: unknown) =>
      context.log.warn({ gameId: game.gameId, err: String(error) }, 'could not update the lobby'),
    );
}
