import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { type APIMessage, ButtonStyle, ComponentType, InteractionType } from 'discord.js';
import { type CommandOptionValue, commandData } from './driver/command-options.js';
import { InteractionHandle } from './driver/interaction-handle.js';
import { interactionPayload, noResolvableIds, resolvedData } from './driver/interaction-payloads.js';
import { type ModalFieldValue, modalSubmitData } from './driver/modal-submission.js';
import { checkSelectedValues, collectResolvable } from './driver/selected-values.js';
import { postUserMessage } from './driver/user-message.js';
import type { GatewayServer } from './gateway/gateway-server.js';
import type { HttpDelivery } from './http-delivery/http-delivery.js';
import { findComponentByCustomId } from './model/component-tree.js';
import { SELECT_TYPES } from './model/message-validation.js';
import type { LocalDiscordModel } from './model/model.js';
import type { JsonObject, LocalInteraction, LocalMessage, ShownModal } from './model/types.js';

/** A simulated user: an id, or anything with one (a LocalUser). */
export type UserRef = string | { readonly id: string };

export interface RunCommand {
  user: UserRef;
  channelId: string;
  name: string;
  subcommandGroup?: string;
  subcommand?: string;
  options?: Readonly<Record<string, CommandOptionValue>>;
  /** Overrides the user's locale for this interaction. */
  locale?: string;
}

export interface Autocomplete extends RunCommand {
  /** The option being typed in; `options[focused]` is the text typed so far. */
  focused: string;
}

export interface SendMessage {
  user: UserRef;
  channelId: string;
  content: string;
}

export interface ClickButton {
  user: UserRef;
  messageId: string;
  customId: string;
  /** Send the interaction even if the button is gone or disabled (a stale client, for tests). */
  force?: boolean;
  locale?: string;
}

export interface SelectMenu {
  user: UserRef;
  messageId: string;
  customId: string;
  values: readonly string[];
  force?: boolean;
  locale?: string;
}

export interface SubmitModal {
  user: UserRef;
  /** The interaction the bot answered with the modal (handle or id), or the modal's custom_id. */
  interactionOf: InteractionHandle | string;
  fields: Readonly<Record<string, ModalFieldValue>>;
  locale?: string;
}

const DEFAULT_WAIT_MS = 5000;

/**
 * Plays the simulated humans: runs commands, types messages, presses buttons, picks options, submits modals,
 * each refused (with an Error) when a real Discord client could not do it. Also reads the
 * channels as a given user sees them.
 */
export class Driver {
  /**
   * Texts of a bot's private "done: the answer is in the channel", which fills its private
   * "thinking…" before the public answer follows as a message of its own: an answer awaited
   * (`awaitAnswer`) is then that public message. Set by whoever knows the bot.
   */
  readonly pointerTexts = new Set<string>();

  constructor(
    private readonly model: LocalDiscordModel,
    private readonly gateway: GatewayServer,
    /** With an Interactions Endpoint URL set, interactions go there instead of the gateway. */
    private readonly httpDelivery?: HttpDelivery,
  ) {}

  runCommand(call: RunCommand): InteractionHandle {
    const channel = this.model.channel(call.channelId);
    const data = commandData(this.model, channel, call);
    return this.dispatch(InteractionType.ApplicationCommand, call.user, call.channelId, data, call.locale);
  }

  autocomplete(call: Autocomplete): InteractionHandle {
    const channel = this.model.channel(call.channelId);
    const data = commandData(this.model, channel, call);
    return this.dispatch(
      InteractionType.ApplicationCommandAutocomplete,
      call.user,
      call.channelId,
      data,
      call.locale,
    );
  }

  /** A plain message typed by a member, in a channel or a thread (the bot gets MESSAGE_CREATE if it has the intent). */
  sendMessage(message: SendMessage): APIMessage {
    return postUserMessage(this.model, idOf(message.user), message.channelId, message.content).api;
  }

  clickButton(click: ClickButton): InteractionHandle {
    const message = this.messageSeenBy(click.user, click.messageId);
    const button = findComponentByCustomId(message.api.components ?? [], click.customId);
    if (!click.force) {
      if (button?.type !== ComponentType.Button) {
        throw new Error(`Message ${message.id} has no button '${click.customId}'.`);
      }
      if (button.disabled === true) throw new Error(`Button '${click.customId}' is disabled.`);
      if (button.style === ButtonStyle.Link || button.style === ButtonStyle.Premium) {
        throw new Error(`Button '${click.customId}' does not send interactions.`);
      }
    }
    const data = { custom_id: click.customId, component_type: ComponentType.Button };
    return this.dispatchOnMessage(click.user, message, data, click.locale);
  }

  selectMenu(choice: SelectMenu): InteractionHandle {
    const message = this.messageSeenBy(choice.user, choice.messageId);
    const menu = findComponentByCustomId(message.api.components ?? [], choice.customId);
    if (!choice.force) {
      if (!menu || !SELECT_TYPES.has(menu.type)) {
        throw new Error(`Message ${message.id} has no select menu '${choice.customId}'.`);
      }
      if (menu.disabled === true) throw new Error(`Select menu '${choice.customId}' is disabled.`);
      checkSelectedValues(menu, choice.customId, choice.values, true);
    }
    const componentType = menu?.type ?? ComponentType.StringSelect;
    const ids = noResolvableIds();
    collectResolvable(componentType, choice.values, ids);
    const data: JsonObject = {
      custom_id: choice.customId,
      component_type: componentType,
      values: [...choice.values],
    };
    const resolved = resolvedData(this.model, message.guildId, ids);
    if (resolved) data.resolved = resolved;
    return this.dispatchOnMessage(choice.user, message, data, choice.locale);
  }

  submitModal(submission: SubmitModal): InteractionHandle {
    const userId = idOf(submission.user);
    const modal = this.findModal(userId, submission.interactionOf);
    if (modal.userId !== userId) {
      throw new Error(`Modal '${modal.customId}' was not shown to user ${userId}.`);
    }
    if (modal.submitted) throw new Error(`Modal '${modal.customId}' was already submitted.`);
    const opener = this.model.interactions.get(modal.interactionId);
    if (!opener) throw new Error(`The interaction that opened modal '${modal.customId}' has expired.`);
    const data = modalSubmitData(this.model, opener.guildId, modal, submission.fields);
    modal.submitted = true;
    const source = opener.sourceMessageId ? this.model.findMessage(opener.sourceMessageId) : undefined;
    return this.dispatch(
      InteractionType.ModalSubmit,
      userId,
      opener.channelId,
      data,
      submission.locale,
      source,
    );
  }

  /** The channel's messages as this user sees them (public ones and their own ephemeral ones), oldest first. */
  channelView(channelId: string, user: UserRef): APIMessage[] {
    return this.model.visibleMessages(channelId, idOf(user)).map((message) => message.api);
  }

  /** The newest message of a channel that this user (or, without a user, everyone) sees. */
  lastMessage(channelId: string, user?: UserRef): APIMessage | undefined {
    const messages =
      user === undefined
        ? [...this.model.channel(channelId).messages.values()].filter((message) => message.visibleTo === null)
        : this.model.visibleMessages(channelId, idOf(user));
    return messages.at(-1)?.api;
  }

  /** Resolves with the next message created or edited (from now on) that matches. */
  waitForMessage(
    predicate: (message: APIMessage, local: LocalMessage) => boolean,
    timeoutMs = DEFAULT_WAIT_MS,
  ): Promise<APIMessage> {
    const { events } = this.model;
    return new Promise((resolve, reject) => {
      const check = (local: LocalMessage) => {
        if (!predicate(local.api, local)) return;
        stop();
        resolve(local.api);
      };
      const stop = () => {
        clearTimeout(timer);
        events.off('message', check);
        events.off('messageUpdate', check);
      };
      const timer = setTimeout(() => {
        stop();
        reject(new Error(`No matching message within ${timeoutMs} ms.`));
      }, timeoutMs);
      events.on('message', check);
      events.on('messageUpdate', check);
    });
  }

  /** The last modal the bot opened for this user. */
  modalShownTo(user: UserRef): ShownModal | undefined {
    return this.model.modals.shownTo(idOf(user));
  }

  private findModal(userId: string, interactionOf: InteractionHandle | string): ShownModal {
    const key = typeof interactionOf === 'string' ? interactionOf : interactionOf.id;
    const byInteraction = this.model.modals.openedBy(key);
    if (byInteraction) return byInteraction;
    const lastShown = this.model.modals.shownTo(userId);
    if (typeof interactionOf === 'string' && lastShown?.customId === interactionOf) return lastShown;
    throw new Error(`No modal was opened by or named '${key}' for user ${userId}.`);
  }

  private messageSeenBy(user: UserRef, messageId: string): LocalMessage {
    const message = this.model.message(messageId);
    const userId = idOf(user);
    const visible = message.visibleTo === null || message.visibleTo === userId;
    if (!visible || !this.model.canView(userId, message.channelId)) {
      throw new Error(`User ${userId} cannot see message ${messageId}.`);
    }
    return message;
  }

  private dispatchOnMessage(
    user: UserRef,
    message: LocalMessage,
    data: JsonObject,
    locale: string | undefined,
  ): InteractionHandle {
    return this.dispatch(InteractionType.MessageComponent, user, message.channelId, data, locale, message);
  }

  private dispatch(
    type: InteractionType,
    userRef: UserRef,
    channelId: string,
    data: JsonObject,
    locale: string | undefined,
    sourceMessage?: LocalMessage,
  ): InteractionHandle {
    const user = this.model.user(idOf(userRef));
    const channel = this.model.channel(channelId);
    if (!this.model.canView(user.id, channel.id)) {
      throw new Error(`User ${user.username} cannot see #${channel.name}.`);
    }
    const id = this.model.ids.next();
    const token = randomBytes(48).toString('base64url');
    const payload = interactionPayload(this.model, {
      id,
      token,
      type,
      user,
      channel,
      locale: locale ?? user.locale,
      data,
      ...(sourceMessage ? { message: sourceMessage.api } : {}),
    });
    const interaction: LocalInteraction = {
      id,
      token,
      type,
      userId: user.id,
      channelId: channel.id,
      guildId: channel.guildId,
      payload,
      dispatchedAt: performance.now(),
      createdAtMs: Date.now(),
      sourceMessageId: sourceMessage?.id ?? null,
      callback: null,
      callbackAt: null,
      originalMessageId: null,
      originalEdited: false,
      followUpIds: [],
      callbackWaiters: [],
    };
    this.model.interactions.add(interaction);
    this.model.events.emit('interaction', interaction);
    const botWasConnected = this.gateway.connectedSessionCount > 0;
    const delivered = this.httpDelivery?.deliver(interaction) ?? false;
    if (!delivered) this.gateway.dispatch('INTERACTION_CREATE', payload);
    return new InteractionHandle(this.model, interaction, botWasConnected || delivered, this.pointerTexts);
  }
}

function idOf(user: UserRef): string {
  return typeof user === 'string' ? user : user.id;
}
