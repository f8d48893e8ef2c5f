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
/** A clue number has at most this many digits (MAX_CLUE_NUMBER is 25). */
const NUMBER_LENGTH = 2;

/** The form's fields as typed, before any check: what "Fix the clue" puts back. */
export const clueDraftSchema = z.object({
  word: z.string().max(MAX_CLUE_LENGTH),
  number: z.string().max(NUMBER_LENGTH),
});
export type ClueDraft = z.infer<typeof clueDraftSchema>;

/** The clue form; given a draft, its fields come back filled in as they were typed. */
export function clueModal(
  gameId: string,
  version: number,
  language: Language,
  draft: ClueDraft | null = null,
): APIModalInteractionResponseCallbackData {
  const field = (
    customId: string,
    label: string,
    placeholder: string,
    maxLength: number,
    value?: string,
  ) => ({
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
      ...(value ? { value } : {}),
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
        draft?.word,
      ),
      field(
        NUMBER_FIELD,
        tDuet(language, 'modal.number'),
        tDuet(language, 'modal.numberPlaceholder'),
        NUMBER_LENGTH,
        draft?.number,
      ),
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

/** The fields as typed (Discord held them to the form's lengths). */
export function readClueModal(interaction: ModalSubmitInteraction): ClueDraft {
  return {
    word: interaction.fields.getTextInputValue(WORD_FIELD),
    number: interaction.fields.getTextInputValue(NUMBER_FIELD),
  };
}
