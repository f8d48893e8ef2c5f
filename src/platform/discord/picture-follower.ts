import { RenderQueueFullError } from '../render/render-service.js';
import type { BotServices } from './bot-services.js';
import type { EditsInFlight } from './edits-in-flight.js';
import type { MultipartBody } from './multipart.js';
import type { ShownTables } from './shown-tables.js';
import { pictureEdit } from './token-edit.js';

/** The table's picture, drawn only when a message needs it (off the path of a press's answer). */
export interface TablePicture {
  /** The attachment's file name; the components show it as `attachment://<name>`. */
  name: string;
  /** Draws the picture of exactly this state. */
  draw(): Promise<Buffer>;
}

/** How long a picture waits before asking again when every render thread's queue is full. */
const QUEUE_FULL_RETRY_MS = 500;
/** Long past any answer still on its way, so a late older state cannot replace a newer picture. */
const FORGET_PICTURES_AFTER_MS = 60_000;

interface PictureQueue {
  /** A picture of this game is being drawn, or waits for its turn at the render threads. */
  drawing: boolean;
  /** The store version of the newest state whose picture was drawn or is being drawn. */
  shown: number;
  /** The newest state asked for and not drawn yet: what the game's next turn draws. */
  next: PictureFollow | null;
  forget: NodeJS.Timeout | undefined;
}

/** A picture to bring up to date after an answer: the newest state of a game, and how to edit its message. */
export interface PictureFollow {
  storeVersion: number;
  picture: TablePicture;
  /** The components (JSON) the edit sets too, naming the picture's place. */
  components: Buffer;
  /** Edits the message through the interaction's token (no bot-edit limits on old messages). */
  edit(request: MultipartBody): Promise<unknown>;
  /** The message edited. */
  messageId: string;
  /** When the answer went out (performance.now()): the picture lag is counted from it. */
  answeredAt: number;
}

/** The game's next picture is the newest state asked for: an older one arriving late is not drawn. */
function keepNewest(entry: PictureQueue, follow: PictureFollow): void {
  if (!entry.next || follow.storeVersion > entry.next.storeVersion) entry.next = follow;
}

/**
 * The pictures that follow answers: an answer goes out with the table's text and buttons at once,
 * and its picture is drawn after it and brought by one edit of the same message.
 */
export function createPictureFollower(parts: {
  context: BotServices;
  /** Per game, the edit on its way: an answer waits for it, so none lands after a newer answer. */
  tableEdits: EditsInFlight;
  shown: ShownTables;
  /** After this process's table of version `shown` is out: the newest table, when it is not that one. */
  catchUp(gameId: string, shown: number): Promise<void>;
}) {
  const { context, tableEdits, shown, catchUp } = parts;

  /**
   * Per game: the newest state whose picture is drawn or being drawn, and the newest one asked for
   * meanwhile (drawn next). Answers can finish out of order, so an older state that arrives late
   * is dropped; a game is forgotten a while after its last picture.
   *
   * A game waits for its turn at the render threads (`render.inTurn`) before it chooses which
   * state to draw: under a burst the threads fall seconds behind, and a picture queued at a
   * game's first press would be drawn only to be thrown away for the newer one behind it.
   */
  const following = new Map<string, PictureQueue>();

  function followPicture(gameId: string, follow: PictureFollow) {
    let entry = following.get(gameId);
    if (entry && follow.storeVersion <= entry.shown) return;
    if (!entry) {
      entry = { drawing: false, shown: -1, next: null, forget: undefined };
      following.set(gameId, entry);
    }
    clearTimeout(entry.forget);
    keepNewest(entry, follow);
    if (!entry.drawing) {
      entry.drawing = true;
      void drawFollowing(gameId, entry);
    }
  }

  /** Draws the game's newest state when its turn comes, edits it in, then goes on while newer ones wait. */
  async function drawFollowing(gameId: string, entry: PictureQueue): Promise<void> {
    type Turn = { follow: PictureFollow; png: Buffer } | { follow: PictureFollow; error: unknown } | null;
    const turn = await context.render.inTurn(async (): Promise<Turn> => {
      const follow = entry.next;
      entry.next = null;
      if (!follow) return null;
      entry.shown = follow.storeVersion;
      try {
        return { follow, png: await follow.picture.draw() };
      } catch (error) {
        return { follow, error };
      }
    });
    if (turn && 'png' in turn) {
      const { follow, png } = turn;
      // A newer table went out while this one was drawn: its own picture follows it.
      if (!shown.olderThanShown(gameId, follow.storeVersion)) {
        try {
          const request = pictureEdit(follow.picture.name, png, follow.components);
          await tableEdits.send(gameId, follow.edit(request));
          shown.pictured(follow.messageId, follow.picture.name);
          context.metrics?.pictureLagSeconds.observe((performance.now() - follow.answeredAt) / 1000);
        } catch (error) {
          context.log.warn({ gameId, err: String(error) }, 'table picture not brought up to date');
        }
      }
    } else if (turn?.error instanceof RenderQueueFullError) {
      // Every render thread is busy for a while: this picture waits its turn, it is not dropped.
      const { follow } = turn;
      setTimeout(() => {
        keepNewest(entry, follow);
        void drawFollowing(gameId, entry);
      }, QUEUE_FULL_RETRY_MS);
      return;
    } else if (turn) {
      context.log.warn({ gameId, err: String(turn.error) }, 'table picture not brought up to date');
    }
    if (entry.next) return drawFollowing(gameId, entry);
    entry.drawing = false;
    entry.forget = setTimeout(() => following.delete(gameId), FORGET_PICTURES_AFTER_MS);
    entry.forget.unref();
    // A newer table this process sent meanwhile checks for itself.
    if (!shown.olderThanShown(gameId, entry.shown)) await catchUp(gameId, entry.shown);
  }

  return { follow: followPicture };
}
