import type { ButtonInteraction, ModalSubmitInteraction, StringSelectMenuInteraction } from 'discord.js';
import type { GameRuntime } from '../discord/game-module.js';
import { replyPlatform } from '../discord/replies.js';
import { isOnTable } from '../discord/table-publisher.js';
import type { Loaded } from '../session/session-service.js';
import type { Placed, StagedGames } from './staged.js';

type Press = ButtonInteraction | ModalSubmitInteraction | StringSelectMenuInteraction;

const board = {
  channelOf: (document: Placed) => document.channelId,
  messageOf: (document: Placed) => document.boardMessageId ?? null,
};

/** The game's board (a lobby has none): the table check every move makes, for a started game. */
export function fromItsBoard(interaction: Press, document: Placed): boolean {
  return document.stage === 'game' && isOnTable(board, document, interaction);
}

/** The lobby message (its seats and Start). */
export function fromItsLobby(interaction: Press, document: Placed): boolean {
  if (interaction.channelId !== document.channelId || !interaction.message) return false;
  if (document.rosterMessageId !== null) return interaction.message.id === document.rosterMessageId;
  // No lobby message written down: a lobby still being opened has one on its way; a game started
  // without a lobby has none, so a seat button pressed there was copied from elsewhere.
  return document.stage === 'lobby';
}

/** A private answer the bot gave in the game's channel (a clue to fix, a card to choose). */
export function fromItsChannel(interaction: Press, document: { channelId: string }): boolean {
  return interaction.channelId === document.channelId;
}

/**
 * The started game a press on its board belongs to, pressed by one of its players; null after
 * answering why not: the game is gone, the button is another table's, or the presser has no seat
 * (`stranger`, by default the platform's "not a player").
 */
export async function playerOnBoard<Document extends Placed, Game extends Document>(
  staged: StagedGames<Document, Game>,
  // biome-ignore lint/suspicious/noExplicitAny: any move and set-up: only the game and its seats are read
  runtime: GameRuntime<Document, any, any>,
  interaction: ButtonInteraction,
  gameId: string,
  stranger: () => Promise<void> = () => replyPlatform(interaction, 'error.notAPlayer'),
): Promise<Loaded<Game> | null> {
  const game = await staged.loadGame(runtime, gameId);
  if (!game) await replyPlatform(interaction, 'error.gameMissing');
  else if (!fromItsBoard(interaction, game.state)) await replyPlatform(interaction, 'error.notThisTable');
  else if (runtime.rules.seatOf(game.state, interaction.user.id) === null) await stranger();
  else return game;
  return null;
}
