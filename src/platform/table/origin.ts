import type { ButtonInteraction, ModalSubmitInteraction, StringSelectMenuInteraction } from 'discord.js';

type Press = ButtonInteraction | ModalSubmitInteraction | StringSelectMenuInteraction;

import type { Placed } from './staged.js';

/** The game's board: its channel, and its board message once there is one. */
export function fromItsBoard(interaction: Press, document: Placed): boolean {
  if (interaction.channelId !== document.channelId || document.stage !== 'game') return false;
  const board = document.boardMessageId ?? null;
  return board === null || interaction.message?.id === board;
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
