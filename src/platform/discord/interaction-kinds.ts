import type {
  ButtonInteraction,
  ModalSubmitInteraction,
  StringSelectMenuInteraction,
  UserSelectMenuInteraction,
} from 'discord.js';

export type SelectInteraction = StringSelectMenuInteraction | UserSelectMenuInteraction;

/** An interaction on the table's own message (a press) or answered by it (a modal). */
export type TableInteraction = ButtonInteraction | ModalSubmitInteraction | SelectInteraction;
