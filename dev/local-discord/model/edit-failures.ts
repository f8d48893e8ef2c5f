import { DiscordError } from './discord-error.js';
import type { LocalMessage } from './types.js';

export interface EditFailure {
  /** Defaults to 404 for Discord's 10xxx "Unknown …" codes, 400 otherwise. */
  status?: number;
  code: number;
  message?: string;
}

/** Failures armed by tests for the next PATCH of a message, or of any message in a channel. */
export class EditFailures {
  private readonly armed = new Map<string, DiscordError>();

  arm(messageOrChannelId: string, failure: EditFailure): void {
    const isUnknownResource = failure.code >= 10_000 && failure.code < 20_000;
    const status = failure.status ?? (isUnknownResource ? 404 : 400);
    const message = failure.message ?? `Simulated edit failure ${failure.code}`;
    this.armed.set(messageOrChannelId, new DiscordError(status, failure.code, message));
  }

  /** The failure armed for this message (by its id, then its channel's), disarmed by the call. */
  take(message: LocalMessage): DiscordError | undefined {
    for (const key of [message.id, message.channelId]) {
      const failure = this.armed.get(key);
      if (failure) {
        this.armed.delete(key);
        return failure;
      }
    }
    return undefined;
  }
}
