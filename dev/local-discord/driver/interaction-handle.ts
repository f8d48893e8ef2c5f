import type { APIMessage } from 'discord.js';
import type { LocalDiscordModel } from '../model/model.js';
import type { InteractionCallback, JsonObject, LocalInteraction } from '../model/types.js';

const DEFAULT_RESPONSE_TIMEOUT_MS = 3000;

/** A dispatched interaction, to await and inspect what the bot made of it. */
export class InteractionHandle {
  constructor(
    private readonly model: LocalDiscordModel,
    readonly interaction: LocalInteraction,
    private readonly botWasConnected: boolean,
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
