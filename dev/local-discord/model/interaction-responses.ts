import {
  type APIMessage,
  ApplicationCommandOptionType,
  InteractionResponseType,
  InteractionType,
  MessageFlags,
  MessageType,
} from 'discord.js';
import { type Arrival, arrivingNow } from './arrival.js';
import type { UploadedFile } from './attachment-store.js';
import { validateAutocompleteChoices } from './autocomplete-choices.js';
import { isJsonObject } from './component-tree.js';
import { discordErrors, invalidFormBody } from './discord-error.js';
import { readMessageInput } from './message-input.js';
import type { LocalDiscordModel } from './model.js';
import { toApiUser } from './serialize.js';
import type { InteractionCallback, JsonObject, LocalInteraction, LocalMessage } from './types.js';

const MAX_MODAL_TITLE_LENGTH = 45;
const MAX_MODAL_COMPONENTS = 5;

/** Which callback types each interaction type accepts. */
const ALLOWED_CALLBACKS: Record<number, readonly InteractionResponseType[]> = {
  [InteractionType.Ping]: [InteractionResponseType.Pong],
  [InteractionType.ApplicationCommand]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.Modal,
  ],
  [InteractionType.MessageComponent]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.DeferredMessageUpdate,
    InteractionResponseType.UpdateMessage,
    InteractionResponseType.Modal,
  ],
  [InteractionType.ApplicationCommandAutocomplete]: [
    InteractionResponseType.ApplicationCommandAutocompleteResult,
  ],
  [InteractionType.ModalSubmit]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.DeferredMessageUpdate,
    InteractionResponseType.UpdateMessage,
  ],
};

/**
 * POST /interactions/{id}/{token}/callback. Returns the message the callback created or
 * updated, if any. A rejected callback leaves the interaction unacknowledged, as on Discord.
 * The deadline and the answer's time are taken when the request arrived, as Discord takes them:
 * the time this process then spends reading and checking the body is Discord's, not the bot's.
 */
export function answerInteraction(
  model: LocalDiscordModel,
  interaction: LocalInteraction,
  body: unknown,
  files: readonly UploadedFile[],
  arrival: Arrival = arrivingNow(),
): LocalMessage | null {
  if (interaction.callback) throw discordErrors.alreadyAcknowledged();
  if (interaction.failure) throw discordErrors.unknownInteraction();
  if (arrival.epochMs - interaction.createdAtMs > model.interactionDeadlineMs) {
    throw discordErrors.unknownInteraction();
  }
  if (!isJsonObject(body)) {
    throw invalidFormBody([], 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
  }
  const type = body.type as InteractionResponseType;
  const data = isJsonObject(body.data) ? body.data : undefined;
  const allowed = ALLOWED_CALLBACKS[interaction.type] ?? [];
  if (!allowed.includes(type) || (isUpdate(type) && !interaction.sourceMessageId)) {
    throw invalidFormBody(
      ['type'],
      'INTERACTION_RESPONSE_TYPE_INVALID',
      `Callback type ${type} is invalid here.`,
    );
  }
  const message = applyCallback(model, interaction, type, data, files);
  const callback: InteractionCallback = { type, data };
  interaction.callback = callback;
  interaction.callbackAt = arrival.at;
  for (const resolve of interaction.callbackWaiters.splice(0)) resolve(callback);
  model.events.emit('interactionResponse', interaction, callback);
  return message;
}

function isUpdate(type: InteractionResponseType): boolean {
  return (
    type === InteractionResponseType.DeferredMessageUpdate || type === InteractionResponseType.UpdateMessage
  );
}

function applyCallback(
  model: LocalDiscordModel,
  interaction: LocalInteraction,
  type: InteractionResponseType,
  data: JsonObject | undefined,
  files: readonly UploadedFile[],
): LocalMessage | null {
  switch (type) {
    case InteractionResponseType.ChannelMessageWithSource:
    case InteractionResponseType.DeferredChannelMessageWithSource: {
      const loading = type === InteractionResponseType.DeferredChannelMessageWithSource;
      const input = loading ? {} : readMessageInput(data);
      const message = createResponseMessage(
        model,
        interaction,
        input,
        files,
        Number(data?.flags ?? 0),
        loading,
      );
      interaction.originalMessageId = message.id;
      return message;
    }
    case InteractionResponseType.DeferredMessageUpdate:
      interaction.originalMessageId = interaction.sourceMessageId;
      return null;
    case InteractionResponseType.UpdateMessage: {
      const source = model.findMessage(interaction.sourceMessageId ?? '');
      const failure = source ? model.takeEditFailure(source) : undefined;
      // A refused update leaves the interaction unanswered, as on Discord.
      if (failure) throw failure;
      interaction.originalMessageId = interaction.sourceMessageId;
      return model.editMessage(interaction.sourceMessageId ?? '', readMessageInput(data), files);
    }
    case InteractionResponseType.ApplicationCommandAutocompleteResult:
      validateAutocompleteChoices(interaction.payload.data, data);
      return null;
    case InteractionResponseType.Modal:
      validateModal(data);
      model.modals.record(interaction.id, interaction.userId, data ?? {});
      return null;
    default:
      return null;
  }
}

/**
 * POST /webhooks/{app}/{token}. Right after a deferred reply, the first follow-up fills the
 * "thinking…" message instead of creating one (Discord's documented backwards compatibility), and
 * so takes that message's privacy whatever its own flags say (discord-api-docs#2860). A
 * "thinking…" message deleted before anything filled it leaves the webhook without its message:
 * follow-ups then fail with Unknown Message (discord-api-docs#3087); once answered, the original
 * may be deleted and follow-ups still go out.
 */
export function sendFollowUp(
  model: LocalDiscordModel,
  interaction: LocalInteraction,
  body: unknown,
  files: readonly UploadedFile[],
): LocalMessage {
  if (!interaction.callback) throw discordErrors.unknownWebhook();
  const input = readMessageInput(body);
  const original = interaction.originalMessageId ? model.findMessage(interaction.originalMessageId) : null;
  const deferredReply =
    interaction.callback.type === InteractionResponseType.DeferredChannelMessageWithSource;
  if (!original && deferredReply && !interaction.originalEdited && interaction.followUpIds.length === 0)
    throw discordErrors.unknownMessage();
  const isLoading = ((original?.api.flags ?? 0) & MessageFlags.Loading) !== 0;
  if (original && isLoading && interaction.followUpIds.length === 0) {
    return model.editMessage(original.id, input, files);
  }
  const flags = isJsonObject(body) ? Number(body.flags ?? 0) : 0;
  const message = createResponseMessage(model, interaction, input, files, flags, false);
  interaction.followUpIds.push(message.id);
  return message;
}

/** The message `@original` or an id names for this interaction's webhook; others are unknown. */
export function webhookMessage(
  model: LocalDiscordModel,
  interaction: LocalInteraction,
  ref: string,
): LocalMessage {
  const id = ref === '@original' ? interaction.originalMessageId : ref;
  const isOwn = id !== null && (id === interaction.originalMessageId || interaction.followUpIds.includes(id));
  if (!isOwn) throw discordErrors.unknownMessage();
  return model.message(id);
}

/** The InteractionCallbackResponse of `?with_response=true`. */
export function callbackResponse(interaction: LocalInteraction, message: LocalMessage | null): JsonObject {
  const type = interaction.callback?.type;
  const flags = message?.api.flags ?? 0;
  const summary: JsonObject = { id: interaction.id, type: interaction.type };
  if (message) {
    summary.response_message_id = message.id;
    summary.response_message_loading = (flags & MessageFlags.Loading) !== 0;
    summary.response_message_ephemeral = (flags & MessageFlags.Ephemeral) !== 0;
  }
  const resource: JsonObject = { type };
  const carriesMessage =
    type === InteractionResponseType.ChannelMessageWithSource ||
    type === InteractionResponseType.UpdateMessage;
  if (message && carriesMessage) resource.message = message.api;
  return { interaction: summary, resource };
}

function createResponseMessage(
  model: LocalDiscordModel,
  interaction: LocalInteraction,
  input: ReturnType<typeof readMessageInput>,
  files: readonly UploadedFile[],
  requestedFlags: number,
  loading: boolean,
): LocalMessage {
  const ephemeral = (requestedFlags & MessageFlags.Ephemeral) !== 0;
  const systemFlags = (ephemeral ? MessageFlags.Ephemeral : 0) | (loading ? MessageFlags.Loading : 0);
  return model.createMessage(interaction.channelId, {
    input,
    files,
    authorId: model.botUser.id,
    visibleTo: ephemeral ? interaction.userId : null,
    interactionId: interaction.id,
    systemFlags,
    extra: responseMessageFields(model, interaction),
  });
}

/** What Discord adds to messages sent through an interaction: webhook, type and interaction metadata. */
function responseMessageFields(model: LocalDiscordModel, interaction: LocalInteraction): Partial<APIMessage> {
  const user = toApiUser(model.user(interaction.userId));
  const commandName =
    interaction.type === InteractionType.ApplicationCommand ? commandNameOf(interaction) : null;
  const metadata: JsonObject = {
    id: interaction.id,
    type: interaction.type,
    user,
    authorizing_integration_owners: { 0: interaction.guildId },
  };
  if (commandName !== null) Object.assign(metadata, { name: commandName, command_type: 1 });
  if (interaction.sourceMessageId) metadata.interacted_message_id = interaction.sourceMessageId;
  if (interaction.originalMessageId) metadata.original_response_message_id = interaction.originalMessageId;
  const fields: JsonObject = {
    type:
      commandName !== null && !interaction.originalMessageId
        ? MessageType.ChatInputCommand
        : MessageType.Default,
    webhook_id: model.applicationId,
    application_id: model.applicationId,
    interaction_metadata: metadata,
  };
  if (commandName !== null) {
    fields.interaction = { id: interaction.id, type: interaction.type, name: commandName, user };
  }
  return fields as Partial<APIMessage>;
}

/** The command's name with its subcommand group and subcommand (`duet campaign new`), as Discord names it in a message. */
function commandNameOf(interaction: LocalInteraction): string {
  const data = interaction.payload.data;
  return isJsonObject(data) ? [String(data.name), ...subcommandNames(data.options)].join(' ') : '';
}

/** The subcommand group and subcommand a command's options choose, outermost first. */
function subcommandNames(options: unknown): string[] {
  const [only] = Array.isArray(options) ? options : [];
  if (!isJsonObject(only)) return [];
  const nests =
    only.type === ApplicationCommandOptionType.Subcommand ||
    only.type === ApplicationCommandOptionType.SubcommandGroup;
  return nests ? [String(only.name), ...subcommandNames(only.options)] : [];
}

function validateModal(data: JsonObject | undefined): void {
  if (typeof data?.custom_id !== 'string') {
    throw invalidFormBody(['data', 'custom_id'], 'BASE_TYPE_REQUIRED', 'This field is required');
  }
  if (typeof data.title !== 'string' || data.title.length > MAX_MODAL_TITLE_LENGTH) {
    throw invalidFormBody(
      ['data', 'title'],
      'BASE_TYPE_BAD_LENGTH',
      `Must be between 1 and ${MAX_MODAL_TITLE_LENGTH} in length.`,
    );
  }
  const components = data.components;
  if (!Array.isArray(components) || components.length === 0 || components.length > MAX_MODAL_COMPONENTS) {
    throw invalidFormBody(
      ['data', 'components'],
      'BASE_TYPE_BAD_LENGTH',
      `Must be between 1 and ${MAX_MODAL_COMPONENTS} in length.`,
    );
  }
}
