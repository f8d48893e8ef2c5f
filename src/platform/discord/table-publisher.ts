import {
  type APIMessageTopLevelComponent,
  DiscordAPIError,
  type MessageFlags,
  type RepliableInteraction,
  Routes,
} from 'discord.js';
import type { Loaded, SessionService } from '../session/session-service.js';
import type { BotServices } from './bot-services.js';
import { createEditsInFlight } from './edits-in-flight.js';
import type { TableInteraction } from './interaction-kinds.js';
import { newerThanShown as newerStateThanShown } from './newest-state.js';
import { createPictureFollower, type PictureFollow, type TablePicture } from './picture-follower.js';
import { PresetPayload } from './preset-payload.js';
import { publishedAcks } from './published-acks.js';
import { createShownTables } from './shown-tables.js';
import { componentsJson, editByToken, pressedMessageEdit } from './token-edit.js';

/** A game's public message, built from one state. */
export interface TablePost {
  /** The components, with the picture's place in them or without (no picture attached). */
  components(withPicture: boolean): APIMessageTopLevelComponent[];
  flags: MessageFlags.IsComponentsV2;
  /** Whom a new post pings; edits never ping (Discord does not notify mentions added by an edit). */
  allowedMentions: { users: string[] };
  picture: TablePicture | null;
}

/** How a game draws its table and where it keeps the table's message id. */
export interface TableDefinition<State> {
  /**
   * The public message, built from the public view only. Synchronous: a press's answer goes out
   * in the same turn as its board is built, so the board's objects never wait on a queue of other
   * presses' continuations (under a burst, long enough for the garbage collector to copy them).
   */
  render(game: Loaded<State>, context: BotServices): TablePost;
  channelOf(state: State): string;
  messageOf(state: State): string | null;
  /** The state remembering its table message; null when this state has no table (a lobby). */
  withMessage(state: State, messageId: string): State | null;
}

/**
 * Whether an interaction came from this state's table: its channel, and its message once the
 * table has one. A modal counts only when it was opened from that message.
 */
export function isOnTable<State>(
  table: Pick<TableDefinition<State>, 'channelOf' | 'messageOf'>,
  state: State,
  interaction: TableInteraction,
): boolean {
  if (table.channelOf(state) !== interaction.channelId) return false;
  const messageId = table.messageOf(state);
  if (messageId === null) return true;
  return interaction.message?.id === messageId;
}

export interface TablePublisher<State> {
  /** Answers with a new table message (pinging its players) and records its id. */
  reply(interaction: RepliableInteraction, game: Loaded<State>): Promise<void>;
  /** A new table message after the interaction was answered (e.g. below a lobby that became the game). */
  followUp(interaction: RepliableInteraction, game: Loaded<State>): Promise<void>;
  /**
   * Answers a press with the table itself (callback type 7) at once, keeping the picture the
   * message has; the new picture follows by one edit of the same message (per game, only the
   * newest state is drawn). When Discord will not edit that message any more, a fresh table is
   * posted and the game carries on there.
   */
  updateInPlace(interaction: TableInteraction, game: Loaded<State>): Promise<void>;
  /**
   * Edits the table outside an interaction on it (commands, expiry, private answers); reposts when
   * it is gone. Resolves once the table shows this state or a newer one.
   */
  edit(game: Loaded<State>): Promise<void>;
}

/**
 * The longest an answer waits for its table's picture edit on its way: far beyond an edit's round
 * trip, and short of the deadline guard's deferral (`DEFER_AFTER_MS`).
 */
const ANSWER_WAITS_FOR_EDIT_MS = 750;

/** Discord refuses to edit this message any more: post a fresh table instead. */
const TABLE_GONE_CODES = new Set([
  10003, // unknown channel
  10008, // unknown message
  30046, // too many edits to a message older than an hour
  50083, // thread is archived
  50001, // missing access
]);

function isTableGone(error: unknown): error is DiscordAPIError {
  return (
    error instanceof DiscordAPIError && typeof error.code === 'number' && TABLE_GONE_CODES.has(error.code)
  );
}

/** A message as posted: its components and the picture they show, when it could be drawn. */
interface DrawnTable {
  components: APIMessageTopLevelComponent[];
  files: { name: string; attachment: Buffer }[];
}

/** The edit of one game's table under way, and the newest state it must end on. */
interface EditFlight<State> {
  latest: Loaded<State>;
  flight: Promise<void>;
}

/** A new table message as discord.js takes it. */
type NewTableMessage = DrawnTable & Pick<TablePost, 'flags' | 'allowedMentions'>;

/** The table as a raw REST request (multipart: the JSON payload plus the pictures). */
function restRequest(post: TablePost, drawn: DrawnTable) {
  return {
    body: {
      components: drawn.components,
      flags: post.flags,
      allowed_mentions: { parse: [] },
      attachments: drawn.files.map((file, id) => ({ id, filename: file.name })),
    },
    files: drawn.files.map((file) => ({ name: file.name, data: file.attachment })),
  };
}

/** The message pressed on: none for a form opened by a command. */
function pressedMessage(interaction: TableInteraction) {
  return interaction.isModalSubmit() && !interaction.isFromMessage() ? null : interaction.message;
}

export function createTablePublisher<State>(
  table: TableDefinition<State>,
  sessions: Pick<SessionService<State, never>, 'update' | 'load'>,
  context: BotServices,
): TablePublisher<State> {
  const tokenEdit = (interaction: RepliableInteraction, messageId: string) =>
    editByToken(context, interaction, messageId);

  /** Records the table's message id; the state the table then shows (the same, but for that id). */
  async function remember(game: Loaded<State>, messageId: string | undefined): Promise<Loaded<State>> {
    if (!messageId) return game;
    const remembered = await sessions.update(game.gameId, (state) => ({
      state: table.withMessage(state, messageId),
      result: null,
    }));
    // Only the id was written since `game`: the table drawn from it is the written state's table.
    return remembered.kind === 'written' && remembered.game.storeVersion === game.storeVersion + 1
      ? remembered.game
      : game;
  }

  const shownTables = createShownTables();
  const { showsNewest, olderThanShown } = shownTables;

  /** Per game, the edit on its way (a picture, or a table edited outside a press): none lands after a newer answer. */
  const tableEdits = createEditsInFlight(ANSWER_WAITS_FOR_EDIT_MS);

  /** A newer state than the table of version `shown` (see `newest-state.ts`), when it has a table. */
  async function newerThanShown(gameId: string, shown: number): Promise<Loaded<State> | null> {
    const newest = await newerStateThanShown(context, sessions.load, gameId, shown);
    // A state without a table message has nothing to correct (an edit would post a new table).
    return newest && table.messageOf(newest.state) !== null ? newest : null;
  }

  /** After this process's table of version `shown` is out: the newest table, when it is not that one. */
  async function catchUp(gameId: string, shown: number): Promise<void> {
    const newest = await newerThanShown(gameId, shown);
    if (!newest) return;
    await publisher.edit(newest).catch((error: unknown) => {
      context.log.warn({ gameId, err: String(error) }, 'table not brought to the newest state');
    });
  }

  function reposting(game: Loaded<State>, error: DiscordAPIError) {
    context.log.warn({ gameId: game.gameId, code: error.code }, 'table not editable; reposting');
  }

  /** The picture that cannot be drawn now (queue full, timed out) must not hold up the message. */
  async function drawn(game: Loaded<State>, post: TablePost): Promise<DrawnTable> {
    if (post.picture) {
      try {
        const png = await post.picture.draw();
        return { components: post.components(true), files: [{ name: post.picture.name, attachment: png }] };
      } catch (error) {
        context.log.warn({ gameId: game.gameId, err: String(error) }, 'table picture skipped');
      }
    }
    return { components: post.components(false), files: [] };
  }

  const followPicture = createPictureFollower({ context, tableEdits, shown: shownTables, catchUp }).follow;

  /**
   * The answer to a press on the table, and the picture's edit that follows it. Both are built
   * before the answer goes out, so nothing else of the post (its view, its components as objects)
   * lives on through the answer's round trip, which under a burst outlasts several collections.
   */
  function pressAnswer(interaction: TableInteraction, post: TablePost, storeVersion: number) {
    const { picture } = post;
    // Always the components with the picture's place for the edit: a media item points at its
    // attachment by id, so an edit that replaces the file must name it again or the old one stays.
    const withPicture = picture ? post.components(true) : null;
    const kept = picture !== null && shownTables.carriesPicture(pressedMessage(interaction), picture.name);
    const answer = new PresetPayload(interaction, kept && withPicture ? withPicture : post.components(false));
    const follow: Omit<PictureFollow, 'answeredAt'> | null =
      picture && withPicture
        ? {
            storeVersion,
            picture,
            // Usually the answer's own components: their bytes are shared, not serialized again.
            components: kept ? answer.componentsJson : componentsJson(withPicture),
            edit: pressedMessageEdit(context, interaction, interaction.message?.id ?? ''),
            messageId: interaction.message?.id ?? '',
          }
        : null;
    return { answer, follow };
  }

  /**
   * A new table message, pinging its players, whose id the game then remembers. It goes out
   * without waiting for its picture (an answer has three seconds); the picture follows by an edit.
   */
  async function postNew(
    interaction: RepliableInteraction,
    game: Loaded<State>,
    send: (message: NewTableMessage) => Promise<string | undefined>,
  ) {
    showsNewest(game);
    const post = table.render(game, context);
    const messageId = await send({
      components: post.components(false),
      files: [],
      flags: post.flags,
      allowedMentions: post.allowedMentions,
    });
    const shown = await remember(game, messageId);
    showsNewest(shown);
    if (messageId) publishedAcks(context).shown(game.gameId, shown.storeVersion);
    if (post.picture && messageId) {
      followPicture(game.gameId, {
        storeVersion: shown.storeVersion,
        picture: post.picture,
        components: componentsJson(post.components(true)),
        // By its id, never `@original`: after a private deferral the table is a follow-up of its own.
        edit: tokenEdit(interaction, messageId),
        messageId,
        answeredAt: performance.now(),
      });
    }
  }

  /**
   * Edits outside a press go through the bot's REST queue, where Discord allows a channel only a
   * few message edits a second: per game one edit is in flight, and states that arrive meanwhile
   * are skipped for the newest, so the table catches up instead of replaying every step late.
   */
  const editing = new Map<string, EditFlight<State>>();

  async function editOnce(game: Loaded<State>): Promise<void> {
    const channelId = table.channelOf(game.state);
    const messageId = table.messageOf(game.state);
    const post = table.render(game, context);
    const drawnTable = await drawn(game, post);
    // A press answered while the picture was drawn put a newer table up: this one would put the
    // board back a move.
    if (olderThanShown(game.gameId, game.storeVersion)) return;
    const request = restRequest(post, drawnTable);
    // Not held behind the game's picture edit on its way: held, the teams e2e twice had a clue
    // form go stale under load (a roster edit late; the cause not pinned down). But an answer
    // waits for this edit as for a picture's, so the edit cannot land after the newer answer.
    if (messageId) {
      try {
        await tableEdits.send(
          game.gameId,
          context.client.rest.patch(Routes.channelMessage(channelId, messageId), request),
        );
        if (post.picture && drawnTable.files.length > 0) shownTables.pictured(messageId, post.picture.name);
        publishedAcks(context).shown(game.gameId, game.storeVersion);
        return;
      } catch (error) {
        if (!isTableGone(error)) throw error;
        reposting(game, error);
      }
    }
    const posted = (await context.client.rest.post(Routes.channelMessages(channelId), request)) as {
      id?: string;
    };
    const shown = await remember(game, posted.id);
    if (posted.id) publishedAcks(context).shown(game.gameId, shown.storeVersion);
  }

  const publisher: TablePublisher<State> = {
    reply: (interaction, game) =>
      postNew(interaction, game, async (message) => {
        const response = await interaction.reply({ ...message, withResponse: true });
        return response.resource?.message?.id;
      }),
    followUp: (interaction, game) =>
      postNew(interaction, game, async (message) => (await interaction.followUp(message)).id),
    async updateInPlace(interaction, game) {
      if (interaction.isModalSubmit() && !interaction.isFromMessage())
        return publisher.reply(interaction, game);
      // The board already shows a newer state (this move's included): acknowledge, change nothing.
      if (!showsNewest(game)) return void (await interaction.deferUpdate());
      const editLanded = tableEdits.landed(game.gameId);
      if (editLanded) {
        await editLanded;
        // A newer press was answered while this one waited: its table stands.
        if (olderThanShown(game.gameId, game.storeVersion)) return void (await interaction.deferUpdate());
      }
      // Built now, so it keeps a picture that the edit it waited for brought.
      const { answer, follow } = pressAnswer(interaction, table.render(game, context), game.storeVersion);
      try {
        await interaction.update(answer);
      } catch (error) {
        if (!isTableGone(error) || interaction.replied) throw error;
        reposting(game, error);
        return publisher.reply(interaction, game);
      }
      publishedAcks(context).shown(game.gameId, game.storeVersion);
      // Without a picture the answer is all this process puts on the table; with one, its edit follows.
      if (!follow) return catchUp(game.gameId, game.storeVersion);
      followPicture(game.gameId, { ...follow, answeredAt: performance.now() });
    },
    edit(game) {
      if (!showsNewest(game)) return Promise.resolve();
      const running = editing.get(game.gameId);
      if (running) {
        running.latest = game;
        return running.flight;
      }
      const entry: EditFlight<State> = { latest: game, flight: Promise.resolve() };
      editing.set(game.gameId, entry);
      entry.flight = (async () => {
        try {
          let shown: Loaded<State> | null = null;
          while (shown !== entry.latest) {
            shown = entry.latest;
            await editOnce(shown);
            if (shown !== entry.latest) continue;
            const newer = await newerThanShown(game.gameId, shown.storeVersion);
            if (newer && showsNewest(newer)) entry.latest = newer;
          }
        } finally {
          editing.delete(game.gameId);
        }
      })();
      return entry.flight;
    },
  };
  return publisher;
}
