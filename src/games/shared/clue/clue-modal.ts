import {
  type APIModalInteractionResponseCallbackData,
  ComponentType,
  type ModalSubmitInteraction,
  TextInputStyle,
} from 'discord.js';
import { z } from 'zod';
import { MAX_CLUE_LENGTH, MAX_CLUE_NUMBER } from './limits.js';

const WORD_FIELD = 'word';
const NUMBER_FIELD = 'number';
/** A clue number has at most this many digits. */
const NUMBER_LENGTH = String(MAX_CLUE_NUMBER).length;

/** The form's fields as typed, before any check: what "Fix the clue" puts back. */
export const clueDraftSchema = z.object({
  word: z.string().max(MAX_CLUE_LENGTH),
  number: z.string().max(NUMBER_LENGTH),
});
export type ClueDraft = z.infer<typeof clueDraftSchema>;

export interface ClueModalTexts {
  title: string;
  word: string;
  wordPlaceholder: string;
  number: string;
  numberPlaceholder: string;
}

/** A word game's clue form; given a draft, its fields come back filled in as they were typed. */
export function clueModal(
  customId: string,
  texts: ClueModalTexts,
  draft: ClueDraft | null = null,
): APIModalInteractionResponseCallbackData {
  const field = (id: string, label: string, placeholder: string, maxLength: number, value?: string) => ({
    type: ComponentType.Label as const,
    label,
    component: {
      type: ComponentType.TextInput as const,
      custom_id: id,
      style: TextInputStyle.Short,
      placeholder,
      min_length: 1,
      max_length: maxLength,
      required: true,
      ...(value ? { value } : {}),
    },
  });
  return {
    custom_id: customId,
    title: texts.title,
    components: [
      field(WORD_FIELD, texts.word, texts.wordPlaceholder, MAX_CLUE_LENGTH, draft?.word),
      field(NUMBER_FIELD, texts.number, texts.numberPlaceholder, NUMBER_LENGTH, draft?.number),
    ],
  };
}

/** A clue number as typed on a phone (digits only, full-width accepted), from 0 to `maxNumber`. */
export function clueNumberSchema(maxNumber: number) {
  return z
    .string()
    .transform((value) => value.normalize('NFKC').trim())
    .pipe(z.string().regex(/^\d{1,2}$/))
    .transform(Number)
    .pipe(z.number().int().min(0).max(maxNumber));
}

/** The fields as typed (Discord held them to the form's lengths). */
export function readClueModal(interaction: ModalSubmitInteraction): ClueDraft {
  return {
    word: interaction.fields.getTextInputValue(WORD_FIELD),
    number: interaction.fields.getTextInputValue(NUMBER_FIELD),
  };
}
