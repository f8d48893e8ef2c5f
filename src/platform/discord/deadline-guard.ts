import {
  type Interaction,
  MessageFlags,
  MessagePayload,
  type RepliableInteraction,
  Routes,
} from 'discord.js';
import { languageOfLocale, tPlatform } from '../i18n/index.js';
import type { Logger } from '../log.js';
import { PresetPayload, sendPresetUpdate } from './preset-payload.js';

/**
 * Discord fails an interaction not answered within 3 s of being sent. If the answer is not on its
 * way after this long (a slow store, a cold import), the interaction is deferred and the answer
 * goes out as an edit instead; the rest of the 3 s is left for the deferral to arrive.
 */
export const DEFER_AFTER_MS = 1_500;

type Answer = (options?: unknown) => Promise<unknown>;

/** Who first answered an interaction: its handler, or the guard by deferring it. */
export type FirstAnswer = 'handler' | 'deferred';

export interface GuardedInteraction {
  /** The handler is done: no deferral any more, and a private deferral left empty is taken away. */
  done(): void;
  /** Null while nothing has been sent. */
  readonly firstAnswer: FirstAnswer | null;
}

/**
 * How a press on a public message is answered, as its game declares it before the press is
 * handled: by redrawing that message (the default); privately (only the presser sees the answer:
 * a key, a hand, help, a question); or by a form, which can only be a first answer and so is
 * never deferred before the usual time (when late, the presser is told privately to press again).
 */
export type PressAnswer = 'redraw' | 'private' | 'form';

export interface GuardOptions {
  /**
   * How the press will be answered (see `PressAnswer`). Commands and forms not opened from a
   * message are always deferred privately, and presses on a private message keep that message:
   * their privacy is known without asking.
   */
  answer?: PressAnswer;
  /** How long an answer may take to start before the guard defers it (tests force 0; forms wait as usual). */
  deferAfterMs?: number;
  /** Told once when the first answer (or the deferral) reached Discord, or Discord refused it. */
  onAcknowledged?: (sent: boolean) => void;
}

interface AnswerMethods {
  reply: Answer;
  update: Answer;
  showModal: Answer;
  deferReply: Answer;
  deferUpdate: Answer;
  editReply: Answer;
  followUp: Answer;
  deleteReply: Answer;
}

/**
 * How the guard deferred: `update` keeps the message pressed on (`@original` is that message, so
 * only a redraw of it may edit `@original`); `private` answers with a "thinking" message only the
 * presser sees (`@original` is that private message, and the pressed message is edited by id).
 */
type DeferralKind = 'update' | 'private';

/** Interactions the guard deferred with a private "thinking" message: `@original` is not the pressed message. */
const deferredPrivately = new WeakSet<object>();

/** Whether `@original` of this interaction is a private deferral rather than the message it was pressed on. */
export function wasDeferredPrivately(interaction: object): boolean {
  return deferredPrivately.has(interaction);
}

function isEphemeral(options: unknown): boolean {
  const flags = (options as { flags?: unknown } | undefined)?.flags;
  return typeof flags === 'number' && (flags & MessageFlags.Ephemeral) !== 0;
}

function wantsResponse(options: unknown): boolean {
  return (options as { withResponse?: unknown } | undefined)?.withResponse === true;
}

/** An edit takes the message fields of an answer, never its response-only options. */
function asEdit(options: unknown): unknown {
  if (typeof options !== 'object' || options === null || options instanceof MessagePayload) return options;
  const { withResponse: _withResponse, flags: _flags, ...edit } = options as Record<string, unknown>;
  return edit;
}

/** Whether the interaction was made on a message (a component, or a form opened from one). */
function isPress(interaction: Interaction): boolean {
  return interaction.isMessageComponent() || (interaction.isModalSubmit() && interaction.isFromMessage());
}

/** The message a press was made on, when only its presser sees it (its redraw is private too). */
function pressedOnPrivateMessage(interaction: Interaction): boolean {
  if (!interaction.isMessageComponent() && !interaction.isModalSubmit()) return false;
  return interaction.message?.flags.has(MessageFlags.Ephemeral) ?? false;
}

/**
 * Watches one interaction from the moment it arrives: whichever answer the handler gives first
 * goes out as it is; if none has started in time, the interaction is deferred the way its answer
 * will be seen, and the handler's answer, whenever it comes, goes where that answer belongs:
 *
 * - a press whose answer redraws the message pressed on (or any press on a private message) keeps
 *   that message (type 6): `update` edits it, `reply` follows up as a message of its own, with
 *   its own privacy;
 * - a command, a form not opened from a message, or a press declared private gets a "thinking"
 *   message only its presser sees (type 5, ephemeral): a private answer fills it in; a public one
 *   fills it with a short private "done" and goes out as its own message (Discord's first
 *   follow-up would otherwise fill the private message, whatever its own flags); an `update`
 *   edits the pressed message itself, by id.
 *
 * A private answer is never an edit of a message others can see. Handlers call `reply`, `update`,
 * `followUp` and `showModal` as usual and never see the difference.
 */
export function guardDeadline(
  interaction: Interaction,
  log: Logger,
  options: GuardOptions = {},
): GuardedInteraction {
  if (!interaction.isRepliable()) return { done: () => {}, firstAnswer: null };
  const { onAcknowledged, answer: pressAnswer = 'redraw' } = options;
  const deferAfterMs = pressAnswer === 'form' ? DEFER_AFTER_MS : (options.deferAfterMs ?? DEFER_AFTER_MS);
  const repliable: RepliableInteraction = interaction;
  // discord.js's overloads do not type a wrapper; each method is replaced by one of its own kind.
  const target = interaction as unknown as Partial<AnswerMethods>;
  // discord.js's own methods, read before they are replaced below and called on the interaction
  // when needed: most interactions use one or two, so none is bound in advance.
  const methods: Partial<AnswerMethods> = {
    reply: target.reply,
    update: target.update,
    showModal: target.showModal,
    deferReply: target.deferReply,
    deferUpdate: target.deferUpdate,
    editReply: target.editReply,
    followUp: target.followUp,
    deleteReply: target.deleteReply,
  };
  const call = (name: keyof AnswerMethods, answer?: unknown): Promise<unknown> => {
    const method = methods[name];
    return method ? method.call(target, answer) : Promise.reject(new Error(`no ${name} here`));
  };
  /** A preset board update goes out as its bytes; anything else as discord.js sends it. */
  const update = (answer: unknown) =>
    answer instanceof PresetPayload && (interaction.isMessageComponent() || interaction.isModalSubmit())
      ? sendPresetUpdate(interaction, answer)
      : call('update', answer);
  /** The first acknowledgement, once one has started: a handler's answer, or the deferral. */
  let acknowledged: Promise<unknown> | null = null;
  let deferral: { kind: DeferralKind; sent: Promise<unknown> } | null = null;
  /** A private deferral was given its words (or its first follow-up, which Discord makes the same). */
  let filled = false;
  /** The handler deferred privately itself after the guard kept the pressed message: its edits are private. */
  let handlerDeferredPrivately = false;

  let firstAnswer: FirstAnswer | null = null;
  const watch = (sent: Promise<unknown>) => {
    acknowledged = sent.then(
      () => onAcknowledged?.(true),
      () => onAcknowledged?.(false),
    );
  };
  const first = (answer: () => Promise<unknown>) => {
    firstAnswer = 'handler';
    const sent = answer();
    watch(sent);
    return sent;
  };

  const responded = (answer: unknown, message: unknown) =>
    wantsResponse(answer) ? { resource: { message } } : message;

  /** A private answer after a private deferral: the first fills it in, later ones follow it. */
  function privately(answer: unknown): Promise<unknown> {
    if (filled) return call('followUp', answer);
    filled = true;
    return call('editReply', asEdit(answer));
  }

  /** A public answer after a private deferral: the deferral says "done", the answer is its own message. */
  async function publicly(answer: unknown): Promise<unknown> {
    if (!filled) {
      filled = true;
      const content = tPlatform(languageOfLocale(repliable.locale), 'answer.postedInChannel');
      await call('editReply', { content, components: [], allowedMentions: { parse: [] } });
    }
    return call('followUp', answer);
  }

  /** A redraw of the pressed message after a private deferral: `@original` is not that message. */
  async function editPressedMessage(answer: unknown): Promise<unknown> {
    const message =
      interaction.isMessageComponent() || interaction.isModalSubmit() ? interaction.message : null;
    if (!message) throw new Error('an update without a message pressed on');
    const payload =
      answer instanceof MessagePayload ? answer : MessagePayload.create(message, asEdit(answer) as never);
    const { body, files } = await payload.resolveBody().resolveFiles();
    const route = Routes.channelMessage(message.channelId, message.id);
    return interaction.client.rest.patch(route, { body, files: files ?? [] });
  }

  /** The handler's answer after the guard deferred: where that answer belongs (see above). */
  async function afterDeferral(method: 'reply' | 'update', answer: unknown): Promise<unknown> {
    if (!deferral) throw new Error('no deferral');
    await deferral.sent;
    if (deferral.kind === 'update') {
      if (method === 'update') return responded(answer, await call('editReply', asEdit(answer)));
      return responded(answer, await call('followUp', answer));
    }
    if (method === 'update') return responded(answer, await editPressedMessage(answer));
    return responded(answer, await (isEphemeral(answer) ? privately(answer) : publicly(answer)));
  }

  /** A follow-up the handler sends itself: after a private deferral it must not fill that deferral by accident. */
  async function followUp(answer: unknown): Promise<unknown> {
    if (deferral) await deferral.sent;
    if (deferral?.kind !== 'private' || filled) return call('followUp', answer);
    return isEphemeral(answer) ? privately(answer) : publicly(answer);
  }

  /** An edit of the answer the handler deferred itself: never of a public message it meant to keep private. */
  async function editReply(answer: unknown): Promise<unknown> {
    if (deferral) await deferral.sent;
    if (handlerDeferredPrivately) {
      const edit = asEdit(answer);
      return call(
        'followUp',
        typeof edit === 'object' && edit !== null && !(edit instanceof MessagePayload)
          ? { ...edit, flags: MessageFlags.Ephemeral }
          : edit,
      );
    }
    if (deferral?.kind === 'private') filled = true;
    return call('editReply', answer);
  }

  target.reply = (answer: unknown) =>
    deferral ? afterDeferral('reply', answer) : first(() => call('reply', answer));
  if (target.update)
    target.update = (answer: unknown) =>
      deferral ? afterDeferral('update', answer) : first(() => update(answer));
  if (target.showModal)
    target.showModal = (answer: unknown) => {
      if (!deferral) return first(() => call('showModal', answer));
      // A form can only be the first answer: the press must be repeated.
      const content = tPlatform(languageOfLocale(repliable.locale), 'error.formTooSlow');
      return afterDeferral('reply', { content, flags: MessageFlags.Ephemeral });
    };
  // A handler deferring by itself after the guard did: the deferral already on its way stands for it.
  target.deferReply = (answer: unknown) => {
    if (!deferral) return first(() => call('deferReply', answer));
    if (deferral.kind === 'update' && isEphemeral(answer)) handlerDeferredPrivately = true;
    return deferral.sent;
  };
  if (target.deferUpdate)
    target.deferUpdate = (answer: unknown) => deferral?.sent ?? first(() => call('deferUpdate', answer));
  target.followUp = followUp;
  target.editReply = editReply;

  const timer = setTimeout(() => {
    if (acknowledged || repliable.replied || repliable.deferred) return;
    const keepsMessage =
      isPress(interaction) && (pressedOnPrivateMessage(interaction) || pressAnswer === 'redraw');
    const kind: DeferralKind = keepsMessage ? 'update' : 'private';
    if (kind === 'private') deferredPrivately.add(interaction);
    const sent = keepsMessage ? call('deferUpdate') : call('deferReply', { flags: MessageFlags.Ephemeral });
    deferral = { kind, sent };
    firstAnswer = 'deferred';
    watch(sent);
    sent.catch((error: unknown) =>
      log.warn({ interactionId: interaction.id, err: String(error) }, 'could not defer a slow interaction'),
    );
    log.warn({ interactionId: interaction.id, kind }, 'slow interaction deferred');
  }, deferAfterMs);
  timer.unref();
  return {
    done() {
      clearTimeout(timer);
      const left = deferral;
      // A private "thinking" nobody filled (the answer was a redraw of the board): taken away.
      if (left?.kind === 'private' && !filled)
        void left.sent
          .then(() => call('deleteReply'))
          .catch((error: unknown) =>
            log.debug({ interactionId: interaction.id, err: String(error) }, 'empty deferral not removed'),
          );
    },
    get firstAnswer() {
      return firstAnswer;
    },
  };
}
