import {
  type APIModalInteractionResponseCallbackData,
  ComponentType,
  type ModalSubmitInteraction,
  TextInputStyle,
} from 'discord.js';
import { z } from 'zod';
import type { Language } from '../../../platform/i18n/languages.js';
import { MAX_CLUE_LENGTH, MAX_CLUE_NUMBER } from '../engine/index.js';
import { tDuet } from '../i18n/index.js';
import { duetCustomId } from './custom-ids.js';

const WORD_FIELD = 'word';
const NUMBER_FIELD = 'number';

export function clueModal(
  gameId: string,
  version: number,
  language: Language,
): APIModalInteractionResponseCallbackData {
  const field = (customId: string, label: string, placeholder: string, maxLength: number) => ({
    type: ComponentType.Label as const,
    label,
    component: {
      type: ComponentType.TextInput as const,
      custom_id: customId,
      style: TextInputStyle.Short,
      placeholder,
      min_length: 1,
      max_length: maxLength,
      required: true,
    },
  });
  return {
    custom_id: duetCustomId(gameId, version, 'clue-modal'),
    title: tDuet(language, 'modal.title'),
    components: [
      field(
        WORD_FIELD,
        tDuet(language, 'modal.word'),
        tDuet(language, 'modal.wordPlaceholder'),
        MAX_CLUE_LENGTH,
      ),
      field(NUMBER_FIELD, tDuet(language, 'modal.number'), tDuet(language, 'modal.numberPlaceholder'), 2),
    ],
  };
}

/** A clue number as typed on a phone: digits only, full-width digits accepted. */
export const clueNumberSchema = z
  .string()
  .transform((value) => value.normalize('NFKC').trim())
  .pipe(z.string().regex(/^\d{1,2}$/))
  .transform(Number)
  .pipe(z.number().int().min(0).max(MAX_CLUE_NUMBER));

export function readClueModal(interaction: ModalSubmitInteraction): { word: string; number: number | null } {
  const word = interaction.fields.getTextInputValue(WORD_FIELD);
  const number = clueNumberSchema.safeParse(interaction.fields.getTextInputValue(NUMBER_FIELD));
  return { word, number: number.success ? number.data : null };
}
