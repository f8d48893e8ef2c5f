import {
  type ButtonInteraction,
  DiscordAPIError,
  type InteractionResponse,
  type ModalSubmitInteraction,
  type RepliableInteraction,
  Routes,
} from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import { publicView } from '../engine/index.js';
import { boardImage } from './board-images.js';
import { type BoardMessage, renderBoard } from './board-message.js';
import { type LoadedGame, updateSession } from './game-service.js';
import { boardContext } from './render-context.js';

/** Discord refuses to edit this message any more: post a fresh board instead. */
const BOARD_GONE_CODES = new Set([
  10003, // unknown channel
  10008, // unknown message
  30046, // too many edits to a message older than an hour
  50083, // thread is archived
  50001, // missing access
]);

export function isBoardGone(error: unknown): boolean {
  return (
    error instanceof DiscordAPIError && typeof error.code === 'number' && BOARD_GONE_CODES.has(error.code)
  );
}

/** The board message with its picture, ready for discord.js (`files` replaces any earlier picture). */
export interface BoardPost extends BoardMessage {
  files: { name: string; attachment: Buffer }[];
}

export async function boardFor(context: BotContext, game: LoadedGame): Promise<BoardPost> {
  const idleDays = Math.round(context.idleSeconds / 86_400);
  const image = await boardImage(game.gameId, game.session);
  const board = renderBoard(
    boardContext(game.gameId, game.session, publicView(game.session.engine), idleDays),
    image,
  );
  return { ...board, files: [{ name: image.name, attachment: image.data }] };
}

async function rememberBoard(context: BotContext, game: LoadedGame, messageId: string | undefined) {
  if (!messageId) return;
  await updateSession(context, game.gameId, (session) => ({ ...session, boardMessageId: messageId }));
}

/** Answers the interaction with a new board message (pinging the players) and records its id. */
export async function replyWithBoard(
  interaction: RepliableInteraction,
  context: BotContext,
  game: LoadedGame,
): Promise<void> {
  const board = await boardFor(context, game);
  const response = await interaction.reply({ ...board, withResponse: true });
  await rememberBoard(context, game, response.resource?.message?.id);
}

/**
 * Answers a press on the board with the board itself (callback type 7). If Discord will not
 * edit that message any more, a fresh board is posted and the game carries on there.
 */
export async function updateBoardInPlace(
  interaction: ButtonInteraction | ModalSubmitInteraction,
  context: BotContext,
  game: LoadedGame,
): Promise<InteractionResponse | undefined> {
  const board = await boardFor(context, game);
  try {
    if (interaction.isModalSubmit() && !interaction.isFromMessage()) {
      await replyWithBoard(interaction, context, game);
      return undefined;
    }
    return await interaction.update({
      components: board.components,
      files: board.files,
      attachments: [],
      allowedMentions: { parse: [] },
    });
  } catch (error) {
    if (!isBoardGone(error) || interaction.replied) throw error;
    context.log.warn(
      { gameId: game.gameId, code: (error as DiscordAPIError).code },
      'board not editable; reposting',
    );
    await replyWithBoard(interaction, context, game);
    return undefined;
  }
}

/** The board as a raw REST request (multipart: the JSON payload plus the picture). */
function restRequest(board: BoardPost) {
  return {
    body: {
      components: board.components,
      flags: board.flags,
      allowed_mentions: { parse: [] },
      attachments: board.files.map((file, id) => ({ id, filename: file.name })),
    },
    files: board.files.map((file) => ({ name: file.name, data: file.attachment })),
  };
}

/** Edits the game's board message outside an interaction on it (slash commands, expiry). */
export async function editBoard(context: BotContext, game: LoadedGame): Promise<void> {
  const { boardMessageId, channelId } = game.session;
  const board = await boardFor(context, game);
  if (boardMessageId) {
    try {
      await context.client.rest.patch(Routes.channelMessage(channelId, boardMessageId), restRequest(board));
      return;
    } catch (error) {
      if (!isBoardGone(error)) throw error;
      context.log.warn(
        { gameId: game.gameId, code: (error as DiscordAPIError).code },
        'board not editable; reposting',
      );
    }
  }
  const posted = (await context.client.rest.post(Routes.channelMessages(channelId), restRequest(board))) as {
    id?: string;
  };
  await rememberBoard(context, game, posted.id);
}
