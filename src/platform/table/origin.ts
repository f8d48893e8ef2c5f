import type { ButtonInteraction, ModalSubmitInteraction, StringSelectMenuInteraction } from 'discord.js';
import { isOnTable } from '../discord/table-publisher.js';
import type { Placed } from './staged.js';

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
