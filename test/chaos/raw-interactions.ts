import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { ComponentType, InteractionType } from 'discord.js';
import { type CommandOptionValue, commandData } from '../../dev/local-discord/driver/command-options.js';
import { InteractionHandle as Handle } from '../../dev/local-discord/driver/interaction-handle.js';
import { interactionPayload } from '../../dev/local-discord/driver/interaction-payloads.js';
import type {
  InteractionHandle,
  JsonObject,
  LocalDiscord,
  LocalInteraction,
  LocalMessage,
  LocalUser,
} from '../../dev/local-discord/index.js';

/**
 * Interactions a real Discord client could never send (custom_ids not on the message, modals
 * nobody opened, option values outside their registered type and range), built the way the local
 * Discord's driver builds honest ones and dispatched to the bot over the same gateway.
 */

/** A button press, whatever its custom_id: the driver sends it as a stale client would (`force`). */
export function forcePress(
  local: LocalDiscord,
  press: { user: LocalUser; messageId: string; customId: string; locale?: string },
): InteractionHandle {
  return local.driver.clickButton({ ...press, force: true });
}

/** A modal submit with any custom_id and any fields (null: no fields at all), optionally on a message. */
export function forgeModalSubmit(
  local: LocalDiscord,
  submit: {
    user: LocalUser;
    channelId: string;
    message: LocalMessage | null;
    customId: string;
    fields: Readonly<Record<string, string>> | null;
    locale?: string;
  },
): InteractionHandle {
  let id = 0;
  const components = Object.entries(submit.fields ?? {}).map(([customId, value]) => ({
    type: ComponentType.Label,
    id: ++id,
    component: { type: ComponentType.TextInput, id: ++id, custom_id: customId, value },
  }));
  return dispatch(local, {
    type: InteractionType.ModalSubmit,
    user: submit.user,
    channelId: submit.channelId,
    data: { custom_id: submit.customId, components },
    message: submit.message,
    locale: submit.locale,
  });
}

/**
 * A slash command whose options are first filled with valid `validOptions` (so the local Discord
 * builds the command, its subcommands and resolved users) and then replaced by `raw` values of any
 * type or length; an option named only in `raw` is sent as a string option.
 */
export function forgeCommand(
  local: LocalDiscord,
  call: {
    user: LocalUser;
    channelId: string;
    name: string;
    subcommandGroup?: string;
    subcommand?: string;
    validOptions: Readonly<Record<string, CommandOptionValue>>;
    raw: Readonly<Record<string, unknown>>;
    locale?: string;
  },
): InteractionHandle {
  const channel = local.model.channel(call.channelId);
  const data = commandData(local.model, channel, {
    name: call.name,
    ...(call.subcommandGroup ? { subcommandGroup: call.subcommandGroup } : {}),
    ...(call.subcommand ? { subcommand: call.subcommand } : {}),
    options: call.validOptions,
  });
  const leaves = leafOptions(data);
  for (const [name, value] of Object.entries(call.raw)) {
    const existing = leaves.list.find((option) => option.name === name);
    if (existing) existing.value = value;
    else leaves.list.push({ name, type: 3, value });
  }
  return dispatch(local, {
    type: InteractionType.ApplicationCommand,
    user: call.user,
    channelId: call.channelId,
    data,
    message: null,
    locale: call.locale,
  });
}

/** The innermost option list of a command's data (below its subcommand group and subcommand). */
function leafOptions(data: JsonObject): { list: JsonObject[] } {
  let list = (data.options as JsonObject[] | undefined) ?? [];
  if (!data.options) data.options = list;
  for (;;) {
    const nested = list.find((option) => option.type === 1 || option.type === 2);
    if (!nested) return { list };
    if (!Array.isArray(nested.options)) nested.options = [];
    list = nested.options as JsonObject[];
  }
}

function dispatch(
  local: LocalDiscord,
  spec: {
    type: InteractionType;
    user: LocalUser;
    channelId: string;
    data: JsonObject;
    message: LocalMessage | null;
    locale: string | undefined;
  },
): InteractionHandle {
  const { model } = local;
  const channel = model.channel(spec.channelId);
  const id = model.ids.next();
  const token = randomBytes(48).toString('base64url');
  const payload = interactionPayload(model, {
    id,
    token,
    type: spec.type,
    user: spec.user,
    channel,
    locale: spec.locale ?? spec.user.locale,
    data: spec.data,
    ...(spec.message ? { message: spec.message.api } : {}),
  });
  const interaction: LocalInteraction = {
    id,
    token,
    type: spec.type,
    userId: spec.user.id,
    channelId: channel.id,
    guildId: channel.guildId,
    payload,
    dispatchedAt: performance.now(),
    createdAtMs: Date.now(),
    sourceMessageId: spec.message?.id ?? null,
    callback: null,
    callbackAt: null,
    originalMessageId: null,
    originalEdited: false,
    followUpIds: [],
    callbackWaiters: [],
  };
  model.interactions.add(interaction);
  model.events.emit('interaction', interaction);
  const connected = local.gateway.connectedSessionCount > 0;
  local.gateway.dispatch('INTERACTION_CREATE', payload);
  return new Handle(model, interaction, connected);
}
