import type { APIMessage } from 'discord.js';
import type { LocalDiscordModel } from '../model/model.js';
import type { InteractionCallback, JsonObject, LocalInteraction } from '../model/types.js';

const DEFAULT_RESPONSE_TIMEOUT_MS = 3000;
const DEFERRED_REPLY = 5;
const DEFERRED_UPDATE = 6;
const LOADING = 1 << 7;
const EPHEMERAL = 1 << 6;
/** After a deferral's first words, how long the answer may still grow (a public message after a private "done"). */
const ANSWER_SETTLES_MS = 80;

/** A dispatched interaction, to await and inspect what the bot made of it. */
export class InteractionHandle {
  constructor(
    private readonly model: LocalDiscordModel,
    readonly interaction: LocalInteraction,
    private readonly botWasConnected: boolean,
    /** Private messages that only point to a public answer following them (see `Driver.pointerTexts`). */
    private readonly pointerTexts: ReadonlySet<string> = new Set(),
  ) {}

  get id(): string {
    return this.interaction.id;
  }

  /** The INTERACTION_CREATE payload the bot received. */
  get payload(): JsonObject {
    return this.interaction.payload;
  }

  /** Resolves with the callback (type and data) once the bot called the callback route. */
  awaitResponse(timeoutMs = DEFAULT_RESPONSE_TIMEOUT_MS): Promise<InteractionCallback> {
    const { callback, callbackWaiters } = this.interaction;
    if (callback) return Promise.resolve(callback);
    return new Promise((resolve, reject) => {
      const waiter = (answered: InteractionCallback) => {
        clearTimeout(timer);
        resolve(answered);
      };
      const timer = setTimeout(() => {
        callbackWaiters.splice(callbackWaiters.indexOf(waiter), 1);
        const hint = this.botWasConnected
          ? ''
          : ' (no bot was connected to the gateway when it was dispatched)';
        const failure = this.interaction.failure ? ` It failed: ${this.interaction.failure}.` : '';
        reject(
          new Error(
            `The bot did not answer interaction ${this.describe()} within ${timeoutMs} ms${hint}.${failure}`,
          ),
        );
      }, timeoutMs);
      callbackWaiters.push(waiter);
    });
  }

  /**
   * The answer as its player ends up seeing it, deferred or not. A callback that is no deferral is
   * returned as it is. A deferred reply (type 5) becomes the message that filled it (type 4), or,
   * when a public message followed a private "thinking" (the bot's own message of its answer),
   * that public message. A deferred update (type 6) becomes the edit of its message (type 7), or
   * the message that followed it (type 4). Still a deferral when nothing came in `timeoutMs`.
   */
  async awaitAnswer(timeoutMs = DEFAULT_RESPONSE_TIMEOUT_MS): Promise<InteractionCallback> {
    const answer = await this.awaitResponse(timeoutMs);
    if (answer.type !== DEFERRED_REPLY && answer.type !== DEFERRED_UPDATE) return answer;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.settled(answer.type)) {
        await new Promise((resolve) => setTimeout(resolve, ANSWER_SETTLES_MS));
        return this.settled(answer.type) ?? answer;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return answer;
  }

  /**
   * The message its player reads as the answer, once `awaitAnswer` settled: the reply or its
   * filled "thinking…", the public message that followed a private pointer, or the message that
   * followed a deferred update; the message pressed on when the answer was its redraw.
   */
  answerMessage(): APIMessage | undefined {
    const original = this.originalMessage();
    const type = this.interaction.callback?.type;
    const followUps = this.followUps();
    const publicFollowUp = followUps.find((message) => (Number(message.flags ?? 0) & EPHEMERAL) === 0);
    if (type === DEFERRED_UPDATE) return this.originalEdited || !followUps[0] ? original : followUps[0];
    if (type !== DEFERRED_REPLY) return original;
    const pointer = original !== undefined && this.pointerTexts.has(original.content);
    return (pointer || !original) && publicFollowUp ? publicFollowUp : (original ?? followUps[0]);
  }

  private settled(type: number): InteractionCallback | null {
    const asAnswer = (callbackType: number, message: APIMessage): InteractionCallback => ({
      type: callbackType,
      data: {
        content: message.content,
        components: (message.components ?? []) as unknown as JsonObject[],
        flags: message.flags ?? 0,
      },
    });
    const original = this.originalMessage();
    const followUps = this.followUps();
    const publicFollowUp = followUps.find((message) => (Number(message.flags ?? 0) & EPHEMERAL) === 0);
    if (type === DEFERRED_UPDATE) {
      if (this.originalEdited && original) return asAnswer(7, original);
      return followUps[0] ? asAnswer(4, followUps[0]) : null;
    }
    const filled = original !== undefined && (Number(original.flags ?? 0) & LOADING) === 0;
    if (publicFollowUp && (!original || Number(original.flags ?? 0) & EPHEMERAL))
      return asAnswer(4, publicFollowUp);
    if (filled && this.pointerTexts.has(original.content)) return null;
    if (filled) return asAnswer(4, original);
    return followUps[0] ? asAnswer(4, followUps[0]) : null;
  }

  /** Milliseconds from dispatch to the bot's callback; undefined until answered. */
  get responseTimeMs(): number | undefined {
    const { callbackAt, dispatchedAt } = this.interaction;
    return callbackAt === null ? undefined : callbackAt - dispatchedAt;
  }

  /** The message `@original` names now: the reply, or the component's message after an update. */
  originalMessage(): APIMessage | undefined {
    const id = this.interaction.originalMessageId;
    return id === null ? undefined : this.currentMessage(id);
  }

  /** Whether the bot edited `@original` after answering (how a deferred update is filled in). */
  get originalEdited(): boolean {
    return this.interaction.originalEdited;
  }

  /** The follow-up messages still existing, oldest first. */
  followUps(): APIMessage[] {
    return this.interaction.followUpIds.flatMap((id) => this.currentMessage(id) ?? []);
  }

  private currentMessage(id: string): APIMessage | undefined {
    return this.model.findMessage(id)?.api;
  }

  private describe(): string {
    const data = this.interaction.payload.data as JsonObject | undefined;
    const name = data?.name ?? data?.custom_id ?? '';
    return `${this.interaction.id} (type ${this.interaction.type}${name === '' ? '' : ` '${String(name)}'`})`;
  }
}
