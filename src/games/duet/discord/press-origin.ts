import type { ButtonInteraction, ModalSubmitInteraction } from 'discord.js';
import { fromItsChannel } from '../../shared/discord/press-origin.js';
import type { DuetDocument } from '../session.js';

/**
 * Where a Duet press may come from. A custom_id names its game, but anyone can send any custom_id
 * from any message: a game acts only on presses from its own messages, in its own channel. The
 * board and the channel are checked as for every staged game; the roster and the sides' threads
 * are Duet's own.
 */
export { fromItsBoard, fromItsChannel } from '../../shared/discord/press-origin.js';

type Press = ButtonInteraction | ModalSubmitInteraction;

/**
 * The lobby's roster message (join, leave, start). Its id is stored just after it is posted, so
 * a press in that moment is taken from any message of the channel but the board.
 */
export function fromItsRoster(interaction: Press, document: DuetDocument): boolean {
  if (!fromItsChannel(interaction, document) || !interaction.message) return false;
  if (document.rosterMessageId !== null) return interaction.message.id === document.rosterMessageId;
  return document.stage === 'lobby' || interaction.message.id !== document.boardMessageId;
}

/** A private answer to a player, in the game's channel or one of its sides' threads, where players talk. */
export function fromItsTable(interaction: Press, document: DuetDocument): boolean {
  if (fromItsChannel(interaction, document)) return true;
  const { channelId } = interaction;
  return (
    document.stage === 'game' && channelId !== null && Object.values(document.threads).includes(channelId)
  );
}
