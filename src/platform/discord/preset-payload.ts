import { type AllowedMentionsTypes, type APIMessageTopLevelComponent, MessagePayload } from 'discord.js';

/** A message body in the API's own shape, sent as it is. */
export interface PresetBody {
  components: APIMessageTopLevelComponent[];
  allowed_mentions: { parse: AllowedMentionsTypes[] };
}

/**
 * A payload discord.js sends without resolving it. Its builder weighs every option a message
 * could have and, on each call, looks up several of its own modules again (`isWebhook`,
 * `isMessage`): 2% of the answering thread in a burst of board presses. discord.js skips the
 * builder for a payload whose body and files are already set.
 */
export function presetPayload(target: MessagePayload['target'], body: PresetBody): MessagePayload {
  const payload = new MessagePayload(target, {});
  payload.body = body;
  payload.files = [];
  return payload;
}
