import { type APIMessageTopLevelComponent, type MessageFlags, Routes } from 'discord.js';
import type { GameRuntime } from '../discord/game-module.js';
import type { Loaded } from '../session/session-service.js';

type LobbyMessage = { components: APIMessageTopLevelComponent[]; flags: MessageFlags.IsComponentsV2 };

/**
 * Redraws a game's lobby message after a change made elsewhere (the game ended: no more joining),
 * with the game's own lobby drawing.
 */
export function lobbyEditor<Document extends { channelId: string; rosterMessageId: string | null }>(
  render: (gameId: string, document: Document) => LobbyMessage,
) {
  // biome-ignore lint/suspicious/noExplicitAny: any move and set-up: a lobby is only redrawn here
  return async (game: Loaded<Document>, { context }: GameRuntime<Document, any, any>): Promise<void> => {
    const { channelId, rosterMessageId } = game.state;
    if (!rosterMessageId) return;
    const lobby = render(game.gameId, game.state);
    await context.client.rest
      .patch(Routes.channelMessage(channelId, rosterMessageId), {
        body: { components: lobby.components, flags: lobby.flags, allowed_mentions: { parse: [] } },
      })
      .catch((error: unknown) =>
        context.log.warn({ gameId: game.gameId, err: String(error) }, 'could not update the lobby'),
      );
  };
}
