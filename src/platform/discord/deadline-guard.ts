import { type Interaction, MessageFlags, MessagePayload, type RepliableInteraction } from 'discord.js';
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
  /** The handler is done: no deferral any more. */
  done(): void;
  /** Null while nothing has been sent. */
  readonly firstAnswer: FirstAnswer | null;
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

/**
 * Watches one interaction from the moment it arrives: whichever answer the handler gives first
 * goes out as it is; if none has started by DEFER_AFTER_MS, the interaction is deferred (a press
 * keeps its message, a command shows "thinking") and the handler's answer, whenever it comes,
 * becomes an edit of that message (or a private follow-up when it was meant to be private).
 * Handlers call `reply`, `update` and `showModal` as usual and never see the difference.
 */
export function guardDeadline(
  interaction: Interaction,
  log: Logger,
  /** Told once when the first answer (or the deferral) reached Discord, or Discord refused it. */
  onAcknowledged?: (sent: boolean) => void,
): GuardedInteraction {
  if (!interaction.isRepliable()) return { done: () => {}, firstAnswer: null };
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
  const call = (name: keyof AnswerMethods, options?: unknown): Promise<unknown> => {
    const method = methods[name];
    return method ? method.call(target, options) : Promise.reject(new Error(`no ${name} here`));
  };
  /** A preset board update goes out as its bytes; anything else as discord.js sends it. */
  const update = (options: unknown) =>
    options instanceof PresetPayload && (interaction.isMessageComponent() || interaction.isModalSubmit())
      ? sendPresetUpdate(interaction, options)
      : call('update', options);
  /** The first acknowledgement, once one has started: a handler's answer, or the deferral. */
  let acknowledged: Promise<unknown> | null = null;
  let deferral: { kind: 'update' | 'reply'; sent: Promise<unknown> } | null = null;

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

  const responded = (options: unknown, message: unknown) =>
    wantsResponse(options) ? { resource: { message } } : message;

  /**
   * The handler's answer after a deferral. A press was deferred keeping its message: `update`
   * edits it, `reply` (a new message, private or public) follows up. A command was deferred with a
   * public "thinking" message: `reply` fills it in, or, when private, follows up and removes it.
   */
  async function afterDeferral(method: 'reply' | 'update', options: unknown): Promise<unknown> {
    if (!deferral) throw new Error('no deferral');
    await deferral.sent;
    if (deferral.kind === 'update' && method === 'update')
      return responded(options, await call('editReply', asEdit(options)));
    if (deferral.kind === 'update') return responded(options, await call('followUp', options));
    if (!isEphemeral(options)) return responded(options, await call('editReply', asEdit(options)));
    const message = await call('followUp', options);
    await call('deleteReply').catch(() => undefined);
    return responded(options, message);
  }

  target.reply = (options: unknown) =>
    deferral ? afterDeferral('reply', options) : first(() => call('reply', options));
  if (target.update)
    target.update = (options: unknown) =>
      deferral ? afterDeferral('update', options) : first(() => update(options));
  if (target.showModal)
    target.showModal = (options: unknown) => {
      if (!deferral) return first(() => call('showModal', options));
      // A form can only be the first answer: the press must be repeated.
      const content = tPlatform(languageOfLocale(repliable.locale), 'error.formTooSlow');
      return afterDeferral('reply', { content, flags: MessageFlags.Ephemeral });
    };
  // A handler deferring by itself after the guard did: the deferral already on its way stands for it.
  target.deferReply = (options: unknown) => deferral?.sent ?? first(() => call('deferReply', options));
  if (target.deferUpdate)
    target.deferUpdate = (options: unknown) => deferral?.sent ?? first(() => call('deferUpdate', options));

  const timer = setTimeout(() => {
    if (acknowledged || repliable.replied || repliable.deferred) return;
    const press =
      interaction.isMessageComponent() || (interaction.isModalSubmit() && interaction.isFromMessage());
    const kind = press ? 'update' : 'reply';
    const sent = press ? call('deferUpdate') : call('deferReply');
    deferral = { kind, sent };
    firstAnswer = 'deferred';
    watch(sent);
    sent.catch((error: unknown) =>
      log.warn({ interactionId: interaction.id, err: String(error) }, 'could not defer a slow interaction'),
    );
    log.warn({ interactionId: interaction.id, kind }, 'slow interaction deferred');
  }, DEFER_AFTER_MS);
  timer.unref();
  return {
    done: () => clearTimeout(timer),
    get firstAnswer() {
      return firstAnswer;
    },
  };
}
