import { isJsonObject } from './component-tree.js';
import { invalidFormBody } from './discord-error.js';
import type { JsonObject } from './types.js';

/** The message fields of a create / edit / interaction-callback body; `undefined` = not sent. */
export interface MessageInput {
  content?: string | null;
  embeds?: JsonObject[] | null;
  components?: JsonObject[] | null;
  flags?: number | null;
  attachments?: JsonObject[] | null;
  poll?: JsonObject | null;
  messageReference?: JsonObject | null;
  tts?: boolean;
}

export function readMessageInput(body: unknown): MessageInput {
  if (body === undefined || body === null) return {};
  if (!isJsonObject(body)) {
    throw invalidFormBody([], 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
  }
  return {
    content: optional(body, 'content', (value) => typeof value === 'string', 'BASE_TYPE_STRING'),
    embeds: optionalObjects(body, 'embeds'),
    components: optionalObjects(body, 'components'),
    flags: optional(body, 'flags', Number.isInteger, 'NUMBER_TYPE_COERCE'),
    attachments: optionalObjects(body, 'attachments'),
    poll: optional(body, 'poll', isJsonObject, 'DICT_TYPE_CONVERT'),
    messageReference: optional(body, 'message_reference', isJsonObject, 'DICT_TYPE_CONVERT'),
    tts: body.tts === true,
  };
}

function optional<T>(
  body: JsonObject,
  key: string,
  isValid: (value: unknown) => boolean,
  code: string,
): T | null | undefined {
  const value = body[key];
  if (value === undefined || value === null) return value;
  if (!isValid(value)) throw invalidFormBody([key], code, `Invalid value for ${key}.`);
  return value as T;
}

function optionalObjects(body: JsonObject, key: string): JsonObject[] | null | undefined {
  const value = body[key];
  if (value === undefined || value === null) return value;
  if (!Array.isArray(value)) throw invalidFormBody([key], 'BASE_TYPE_LIST', 'Must be an array.');
  for (const [index, item] of value.entries()) {
    if (!isJsonObject(item)) throw invalidFormBody([key, index], 'DICT_TYPE_CONVERT', 'Must be an object.');
  }
  return value as JsonObject[];
}
