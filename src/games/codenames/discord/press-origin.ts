import type { ButtonInteraction, ModalSubmitInteraction } from 'discord.js';
import type { CodenamesDocument } from '../document.js';

type Press = ButtonInteraction | ModalSubmitInteraction;

/** The game's board: its channel, and its board message once there is one. */
export function fromItsBoard(interaction: Press, document: CodenamesDocument): boolean {
  if (interaction.channelId !== document.channelId || document.stage !== 'game') return false;
  return document.boardMessageId === null || interaction.message?.id === document.boardMessageId;
}

/** The lobby message (join, spymaster, leave, start). */
export function fromItsLobby(interaction: Press, document: CodenamesDocument): boolean {
  if (interaction.channelId !== document.channelId || !interaction.message) return false;
  return document.rosterMessageId === null || interaction.message.id === document.rosterMessageId;
}

/** A private answer the bot gave in the game's channel (Fix the clue). */
export function fromItsChannel(interaction: Press, document: CodenamesDocument): boolean {
  return interaction.channelId === document.channelId;
}
