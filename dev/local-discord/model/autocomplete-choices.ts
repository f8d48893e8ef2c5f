import { ApplicationCommandOptionType } from 'discord.js';
import { isJsonObject } from './component-tree.js';
import { invalidFormBody } from './discord-error.js';
import type { JsonObject } from './types.js';

const MAX_CHOICES = 25;
const MAX_NAME_LENGTH = 100;
const MAX_STRING_VALUE_LENGTH = 100;
/** Discord's integer options take values within ±2^53. */
const MAX_SAFE_INTEGER = 2 ** 53;

/**
 * The `data.choices` of an autocomplete answer (callback type 8), checked as Discord checks
 * them: at most 25, each named with 1 to 100 characters, each value of the focused option's type
 * (a string of at most 100 characters, an integer, a number).
 */
export function validateAutocompleteChoices(interactionData: unknown, data: JsonObject | undefined): void {
  const choices = data?.choices;
  if (!Array.isArray(choices)) {
    throw invalidFormBody(['data', 'choices'], 'BASE_TYPE_REQUIRED', 'This field is required');
  }
  if (choices.length > MAX_CHOICES) {
    throw invalidFormBody(
      ['data', 'choices'],
      'BASE_TYPE_MAX_LENGTH',
      `Must be ${MAX_CHOICES} or fewer in length.`,
    );
  }
  const optionType = focusedOptionType(interactionData);
  for (const [index, choice] of choices.entries()) {
    const path = ['data', 'choices', index];
    if (!isJsonObject(choice))
      throw invalidFormBody(path, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
    const { name } = choice;
    if (typeof name !== 'string' || name.length < 1 || name.length > MAX_NAME_LENGTH) {
      throw invalidFormBody(
        [...path, 'name'],
        'BASE_TYPE_BAD_LENGTH',
        `Must be between 1 and ${MAX_NAME_LENGTH} in length.`,
      );
    }
    validateValue([...path, 'value'], optionType, choice.value);
  }
}

function validateValue(path: (string | number)[], optionType: number | null, value: unknown): void {
  if (optionType === ApplicationCommandOptionType.Integer) {
    if (!Number.isInteger(value) || Math.abs(value as number) > MAX_SAFE_INTEGER) {
      throw invalidFormBody(path, 'NUMBER_TYPE_COERCE', `Value "${String(value)}" is not int.`);
    }
    return;
  }
  if (optionType === ApplicationCommandOptionType.Number) {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw invalidFormBody(path, 'NUMBER_TYPE_COERCE', `Value "${String(value)}" is not a valid number.`);
    }
    return;
  }
  if (typeof value !== 'string')
    throw invalidFormBody(path, 'BASE_TYPE_STRING', 'Could not interpret value as string.');
  if (value.length > MAX_STRING_VALUE_LENGTH) {
    throw invalidFormBody(
      path,
      'BASE_TYPE_MAX_LENGTH',
      `Must be ${MAX_STRING_VALUE_LENGTH} or fewer in length.`,
    );
  }
}

/** The type of the option marked `focused` in an autocomplete interaction's data (inside any subcommand). */
function focusedOptionType(data: unknown): number | null {
  const options = isJsonObject(data) && Array.isArray(data.options) ? data.options.filter(isJsonObject) : [];
  for (const option of options) {
    if (option.focused === true) return Number(option.type);
    const nested = focusedOptionType(option);
    if (nested !== null) return nested;
  }
  return null;
}
