import {
  type APIMessageTopLevelComponent,
  type ButtonInteraction,
  DiscordAPIError,
  type MessageFlags,
  type ModalSubmitInteraction,
  type RepliableInteraction,
  Routes,
} from 'discord.js';
import type { Loaded, SessionService } from '../session/session-service.js';
import type { BotContext } from './bot-context.js';
import type { SelectInteraction } from './game-module.js';

/** A game's public message, ready for discord.js (`files` replaces any earlier picture). */
export interface TablePost {
  components: APIMessageTopLevelComponent[];
  flags: MessageFlags.IsComponentsV2;
  files: { name: string; attachment: Buffer }[];
  /** Whom a new post pings; edits never ping (Discord does not notify mentions added by an edit). */
  allowedMentions: { users: string[] };
}

/** How a game draws its table and where it keeps the table's message id. */
export interface TableDefinition<State> {
  /** The public message, built from the public view only. */
  render(game: Loaded<State>, context: BotContext): Promise<TablePost>;
  channelOf(state: State): string;
  messageOf(state: State): string | null;
  /** The state remembering its table message; null when this state has no table (a lobby). */
  withMessage(state: State, messageId: string): State | null;
}

/** An interaction on the table's own message (a press) or answered by it (a modal). */
export type TableInteraction = ButtonInteraction | ModalSubmitInteraction | SelectInteraction;

export interface TablePublisher<State> {
  /** Answers with a new table message (pinging its players) and records its id. */
  reply(interaction: RepliableInteraction, game: Loaded<State>): Promise<void>;
  /** A new table message after the interaction was answered (e.g. below a lobby that became the game). */
  followUp(interaction: RepliableInteraction, game: Loaded<State>): Promise<void>;
  /**
   * Answers a press with the table itself (callback type 7). When Discord will not edit that
   * message any more, a fresh table is posted and the game carries on there.
   */
  updateInPlace(interaction: TableInteraction, game: Loaded<State>): Promise<void>;
  /** Edits the table outside an interaction on it (commands, expiry); reposts when it is gone. */
  edit(game: Loaded<State>): Promise<void>;
}

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

/** The table as a raw REST request (multipart: the JSON payload plus the pictures). */
function restRequest(post: TablePost) {
  return {
    body: {
      components: post.components,
      flags: post.flags,
      allowed_mentions: { parse: [] },
      attachments: post.files.map((file, id) => ({ id, filename: file.name })),
    },
    files: post.files.map((file) => ({ name: file.name, data: file.attachment })),
  };
}

export function createTablePublisher<State>(
  table: TableDefinition<State>,
  sessions: Pick<SessionService<State, never>, 'update'>,
  context: BotContext,
): TablePublisher<State> {
  async function remember(game: Loaded<State>, messageId: string | undefined) {
    if (!messageId) return;
    await sessions.update(game.gameId, (state) => ({
      state: table.withMessage(state, messageId),
      result: null,
    }));
  }

  function reposting(game: Loaded<State>, error: DiscordAPIError) {
    context.log.warn({ gameId: game.gameId, code: error.code }, 'table not editable; reposting');
  }

  const publisher: TablePublisher<State> = {
    async reply(interaction, game) {
      const post = await table.render(game, context);
      const response = await interaction.reply({ ...post, withResponse: true });
      await remember(game, response.resource?.message?.id);
    },
    async followUp(interaction, game) {
      const posted = await interaction.followUp(await table.render(game, context));
      await remember(game, posted.id);
    },
    async updateInPlace(interaction, game) {
      const post = await table.render(game, context);
      try {
        if (interaction.isModalSubmit() && !interaction.isFromMessage())
          return await publisher.reply(interaction, game);
        await interaction.update({
          components: post.components,
          files: post.files,
          attachments: [],
          allowedMentions: { parse: [] },
        });
      } catch (error) {
        if (!isTableGone(error) || interaction.replied) throw error;
        reposting(game, error);
        await publisher.reply(interaction, game);
      }
    },
    async edit(game) {
      const channelId = table.channelOf(game.state);
      const messageId = table.messageOf(game.state);
      const post = await table.render(game, context);
      if (messageId) {
        try {
          await context.client.rest.patch(Routes.channelMessage(channelId, messageId), restRequest(post));
          return;
        } catch (error) {
          if (!isTableGone(error)) throw error;
          reposting(game, error);
        }
      }
      const posted = (await context.client.rest.post(
        Routes.channelMessages(channelId),
        restRequest(post),
      )) as {
        id?: string;
      };
      await remember(game, posted.id);
    },
  };
  return publisher;
}
