import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { TablePost } from '../../../platform/discord/table-publisher.js';
import { publicView } from '../engine/index.js';
import { boardImage } from './board-images.js';
import { renderBoard } from './board-message.js';
import type { LoadedDocument } from './duet-runtime.js';
import { boardContext } from './render-context.js';

/** Duet's table: the board message with its picture, from the public view only. */
export async function boardFor(game: LoadedDocument, context: BotContext): Promise<TablePost> {
  const session = game.state;
  if (session.stage !== 'game') throw new Error(`duet ${game.gameId}: a lobby has no board`);
  const idleDays = Math.round(context.idleSeconds / 86_400);
  // A picture that cannot be drawn now (queue full, timed out) must not hold up the move: the
  // board goes out without it, and the next update carries it again.
  const image = await boardImage(context, game.gameId, session).catch((error: unknown) => {
    context.log.warn({ gameId: game.gameId, err: String(error) }, 'board picture skipped');
    return null;
  });
  const view = boardContext(game.gameId, session, publicView(session.engine), idleDays);
  if (!image) return { ...renderBoard(view), files: [] };
  return { ...renderBoard(view, image), files: [{ name: image.name, attachment: image.data }] };
}
