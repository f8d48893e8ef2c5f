import {
  type APIMessageTopLevelComponent,
  InteractionResponseType,
  type MessageComponentInteraction,
  MessagePayload,
  type ModalSubmitInteraction,
  Routes,
} from 'discord.js';

const DATA_HEAD = `{"type":${InteractionResponseType.UpdateMessage},"data":`;
const COMPONENTS_HEAD = `${DATA_HEAD}{"components":`;
const COMPONENTS_TAIL = ',"allowed_mentions":{"parse":[]}}}';

/**
 * A message update (its components, pinging nobody) serialized once, into bytes outside V8's
 * heap. Under a burst, hundreds of presses wait on their answer's round trip at once, and a body
 * kept as a string (or as the objects it was built from) is copied by every young-generation
 * collection it lives through; a buffer is not. discord.js's builder is skipped too: it weighs
 * every option a message could have and, on each call, looks up several of its own modules again.
 *
 * It is a `MessagePayload`, so discord.js's own answer methods can send it as well (a press whose
 * answer comes after the deadline guard deferred it is answered by editing): they read `body`,
 * parsed back from the bytes.
 */
export class PresetPayload extends MessagePayload {
  /** The whole interaction callback: `{"type":7,"data":{"components":…,"allowed_mentions":…}}`. */
  readonly callback: Buffer;

  constructor(target: MessagePayload['target'], components: APIMessageTopLevelComponent[]) {
    super(target, {});
    this.callback = callbackBytes(JSON.stringify(components));
    this.files = [];
  }

  /** The components alone, as JSON (a view of the same bytes). */
  get componentsJson(): Buffer {
    return this.callback.subarray(COMPONENTS_HEAD.length, this.callback.length - COMPONENTS_TAIL.length);
  }
}

/**
 * What discord.js sends when it sends this payload itself (an edit, after a deferral): the message
 * data, parsed from the bytes. On the prototype, so a payload carries no accessor of its own;
 * MessagePayload's constructor assigns `body = null`, which the setter ignores.
 */
Object.defineProperty(PresetPayload.prototype, 'body', {
  get(this: PresetPayload) {
    return JSON.parse(this.callback.subarray(DATA_HEAD.length, -1).toString('utf8'));
  },
  set() {},
  configurable: true,
});

/**
 * The callback's bytes, each part written straight into one buffer: joining the strings first
 * would make V8 flatten them into one more copy of the whole JSON on its heap.
 */
function callbackBytes(componentsJson: string): Buffer {
  const length = COMPONENTS_HEAD.length + Buffer.byteLength(componentsJson) + COMPONENTS_TAIL.length;
  const bytes = Buffer.allocUnsafeSlow(length);
  let offset = bytes.write(COMPONENTS_HEAD, 0, 'latin1');
  offset += bytes.write(componentsJson, offset, 'utf8');
  bytes.write(COMPONENTS_TAIL, offset, 'latin1');
  return bytes;
}

type Updatable = MessageComponentInteraction | ModalSubmitInteraction;

/**
 * What `interaction.update(payload)` does in discord.js (one interaction callback, then the
 * interaction counts as replied), with the preset bytes as the request's body.
 */
export async function sendPresetUpdate(interaction: Updatable, payload: PresetPayload): Promise<void> {
  if (interaction.deferred || interaction.replied) throw new Error('the interaction was already answered');
  await interaction.client.rest.post(Routes.interactionCallback(interaction.id, interaction.token), {
    body: payload.callback,
    passThroughBody: true,
    headers: { 'Content-Type': 'application/json' },
    auth: false,
  });
  interaction.replied = true;
}
