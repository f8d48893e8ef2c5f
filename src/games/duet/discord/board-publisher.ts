import {
  type ButtonInteraction,
  DiscordAPIError,
  type InteractionCallbackResponse,
  type InteractionResponse,
  type ModalSubmitInteraction,
  type RepliableInteraction,
  Routes,
} from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import { publicView } from '../engine/index.js';
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

export function boardFor(context: BotContext, game: LoadedGame): BoardMessage {
  const idleDays = Math.round(context.idleSeconds / 86_400);
  return renderBoard(boardContext(game.gameId, game.session, publicView(game.session.engine), idleDays));
}

function restBody(board: BoardMessage, options: { ping: boolean }) {
  return {
    components: board.components,
    flags: board.flags,
    allowed_mentions: options.ping ? { users: board.allowedMentions.users } : { parse: [] },
  };
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
  const board = boardFor(context, game);
  const response: InteractionCallbackResponse = await interaction.reply({
    components: board.components,
    flags: board.flags,
    allowedMentions: board.allowedMentions,
    withResponse: true,
  });
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
  const board = boardFor(context, game);
  try {
    if (interaction.isModalSubmit() && !interaction.isFromMessage()) {
      await replyWithBoard(interaction, context, game);
      return undefined;
    }
    return await interaction.update({ components: board.components, allowedMentions: { parse: [] } });
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

/** Edits the game's board message outside an interaction on it (slash commands, expiry). */
export async function editBoard(context: BotContext, game: LoadedGame): Promise<void> {
  const { boardMessageId, channelId } = game.session;
  const board = boardFor(context, game);
  if (boardMessageId) {
    try {
      await context.client.rest.patch(Routes.channelMessage(channelId, boardMessageId), {
        body: restBody(board, { ping: false }),
      });
      return;
    } catch (error) {
      if (!isBoardGone(error)) throw error;
      context.log.warn(
        { gameId: game.gameId, code: (error as DiscordAPIError).code },
        'board not editable; reposting',
      );
    }
  }
  const posted = (await context.client.rest.post(Routes.channelMessages(channelId), {
    body: restBody(board, { ping: false }),
  })) as { id?: string };
  await rememberBoard(context, game, posted.id);
}
