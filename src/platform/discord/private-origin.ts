import { MessageFlags, type MessageFlagsBitField } from 'discord.js';

/** A press on a message's control, or a form opened from one. */
interface Pressed {
  message?: { flags: Readonly<MessageFlagsBitField> } | null;
}

/**
 * Whether a press was made on an ephemeral message: one only its reader sees. Discord sets that
 * flag on the message it sends with the press, so a custom_id copied onto a public message (the
 * board) cannot pass for a press in a private question or menu.
 */
export function fromPrivateMessage(interaction: Pressed): boolean {
  return interaction.message?.flags.has(MessageFlags.Ephemeral) ?? false;
}
