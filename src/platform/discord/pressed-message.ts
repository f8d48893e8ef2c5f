import { InteractionType } from 'discord.js';

/**
 * Drops the components of the message a press was made on from the interaction's payload, before
 * discord.js builds objects from it. Discord sends the whole message with every press (for a
 * board: its 25 buttons, headline, ledger and the picture's alt text), and discord.js turns all of
 * it into objects that live as long as the press. Under a burst hundreds of presses wait on their
 * answers at once, so the young-generation collector copies those objects and promotes them. The
 * bot reads only the pressed message's id, flags and attachments: `interaction.message.components`
 * is always empty here.
 */
export function slimPressedMessage(payload: { type?: unknown; message?: unknown }): void {
  if (payload.type !== InteractionType.MessageComponent && payload.type !== InteractionType.ModalSubmit)
    return;
  const message = payload.message as { components?: unknown } | undefined;
  // Emptied rather than deleted: the object keeps its shape, and discord.js reads an empty list.
  if (message && typeof message === 'object') message.components = [];
}
