import {
  type APIModalInteractionResponseCallbackData,
  ComponentType,
  type ModalSubmitInteraction,
  TextInputStyle,
} from 'discord.js';
import { z } from 'zod';
import { MAX_CLUE_LENGTH } from './limits.js';

const WORD_FIELD = 'word';
const NUMBER_FIELD = 'number';

export interface ClueModalTexts {
  title: string;
  word: string;
  wordPlaceholder: string;
  number: string;
  numberPlaceholder: string;
}

/** A word game's "Give a clue" form: the word and the number, `prefill` keeping what was typed before. */
export function clueModal(
  customId: string,
  texts: ClueModalTexts,
  maxNumber: number,
  prefill?: { word: string; number: string },
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
      ...(value ? { value: value.slice(0, maxLength) } : {}),
    },
  });
  return {
    custom_id: customId,
    title: texts.title,
    components: [
      field(WORD_FIELD, texts.word, texts.wordPlaceholder, MAX_CLUE_LENGTH, prefill?.word),
      field(NUMBER_FIELD, texts.number, texts.numberPlaceholder, String(maxNumber).length, prefill?.number),
    ],
  };
}

/** A clue number as typed on a phone: digits only, full-width digits accepted, 0 to `maxNumber`. */
export function clueNumberSchema(maxNumber: number) {
  return z
    .string()
    .transform((value) => value.normalize('NFKC').trim())
    .pipe(z.string().regex(/^\d{1,2}$/))
    .transform(Number)
    .pipe(z.number().int().min(0).max(maxNumber));
}

export function readClueModal(
  interaction: ModalSubmitInteraction,
  maxNumber: number,
): { word: string; typedNumber: string; number: number | null } {
  const word = interaction.fields.getTextInputValue(WORD_FIELD);
  const typedNumber = interaction.fields.getTextInputValue(NUMBER_FIELD);
  const number = clueNumberSchema(maxNumber).safeParse(typedNumber);
  return { word, typedNumber, number: number.success ? number.data : null };
}
