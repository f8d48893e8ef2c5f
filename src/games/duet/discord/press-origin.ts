import type { ButtonInteraction, ModalSubmitInteraction } from 'discord.js';
import type { DuetDocument } from '../session.js';

type Press = ButtonInteraction | ModalSubmitInteraction;

/**
 * Where a press may come from. A custom_id names its game, but anyone can send any custom_id
 * from any message: a game acts only on presses from its own messages, in its own channel.
 */
function inItsChannel(interaction: Press, document: DuetDocument): boolean {
  return interaction.channelId === document.channelId;
}

/** The game's board: its channel, and its board message once there is one. */
export function fromItsBoard(interaction: Press, document: DuetDocument): boolean {
  if (!inItsChannel(interaction, document) || document.stage !== 'game') return false;
  return document.boardMessageId === null || interaction.message?.id === document.boardMessageId;
}

/**
 * The lobby's roster message (join, leave, start). Its id is stored just after it is posted, so
 * a press in that moment is taken from any message of the channel but the board.
 */
export function fromItsRoster(interaction: Press, document: DuetDocument): boolean {
  if (!inItsChannel(interaction, document) || !interaction.message) return false;
  if (document.rosterMessageId !== null) return interaction.message.id === document.rosterMessageId;
  return document.stage === 'lobby' || interaction.message.id !== document.boardMessageId;
}

/** An answer the bot gave privately to the lobby's opener (start without threads), in the game's channel. */
export function fromItsChannel(interaction: Press, document: DuetDocument): boolean {
  return inItsChannel(interaction, document);
}

/** A private answer to a player, in the game's channel or one of its sides' threads, where players talk. */
export function fromItsTable(interaction: Press, document: DuetDocument): boolean {
  if (inItsChannel(interaction, document)) return true;
  const { channelId } = interaction;
  return (
    document.stage === 'game' && channelId !== null && Object.values(document.threads).includes(channelId)
  );
}
