import { DefaultRestOptions, type RESTOptions, type ResponseLike } from '@discordjs/rest';

type MakeRequest = RESTOptions['makeRequest'];
type RequestInit = Parameters<MakeRequest>[1];

/** What the POST Discord sent is answered with. */
export type HttpReply =
  /** The interaction response itself (JSON), as Discord takes it from the reply. */
  | { kind: 'response'; body: string | Uint8Array; delivered: (sent: boolean) => void }
  /** Answered through the callback endpoint (it carried files, or asked `with_response`): 202, no body. */
  | { kind: 'accepted' };

interface Waiting {
  token: string;
  reply: (reply: HttpReply) => void;
  /** A callback is on its way to the real endpoint; its outcome decides. */
  passing: boolean;
}

const CALLBACK_PATH = /\/interactions\/(\d+)\/([^/]+)\/callback$/;
const WEBHOOK_PATH = /\/webhooks\/\d+\/([^/?]+)/;
/** Discord may take an answer it got in a reply a moment after a follow-up arrives (see below). */
const FOLLOW_UP_RETRY_WINDOW_MS = 5_000;
const FOLLOW_UP_RETRY_DELAYS_MS = [50, 150, 400, 800];

/** A JSON answer: discord.js's own (a string), or a preset one (bytes sent as JSON). */
function isJson(init: RequestInit): boolean {
  if (typeof init.body === 'string') return true;
  const headers = (init.headers ?? {}) as Record<string, string>;
  return init.body instanceof Uint8Array && headers['Content-Type'] === 'application/json';
}

const unknownInteraction = () =>
  new Response(JSON.stringify({ message: 'Unknown interaction', code: 10062 }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });

/**
 * The answers to interactions received over HTTP, keyed by interaction id. discord.js answers an
 * interaction by POSTing to /interactions/{id}/{token}/callback; `makeRequest` (the REST
 * strategy of both REST clients in HTTP mode) catches that request for an interaction this
 * process is still holding the POST of, and hands its JSON to the route as the HTTP reply,
 * returning to discord.js the 204 Discord would. A callback with files (multipart cannot be a
 * reply) or one that asks `with_response` goes to the real endpoint, and the POST gets 202.
 */
export class HttpAnswers {
  private readonly waiting = new Map<string, Waiting>();
  /** Tokens answered in a reply lately, by when: their follow-ups may race the reply. */
  private readonly answeredInReply = new Map<string, number>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly base: MakeRequest = DefaultRestOptions.makeRequest,
  ) {}

  /** Holds the interaction's answer for the reply; `reply` is called once, with the first answer. */
  expect(interactionId: string, token: string, reply: (reply: HttpReply) => void): { release(): void } {
    this.waiting.set(interactionId, { token, reply, passing: false });
    return { release: () => this.waiting.delete(interactionId) };
  }

  readonly makeRequest: MakeRequest = async (url, init) => {
    const callback = CALLBACK_PATH.exec(new URL(url).pathname);
    const waiting = callback ? this.waiting.get(callback[1] as string) : undefined;
    if (callback && waiting && !waiting.passing && waiting.token === callback[2]) {
      return this.answer(callback[1] as string, waiting, url, init);
    }
    const token = WEBHOOK_PATH.exec(new URL(url).pathname)?.[1];
    const answeredAt = token === undefined ? undefined : this.answeredInReply.get(token);
    if (answeredAt !== undefined && this.now() - answeredAt < FOLLOW_UP_RETRY_WINDOW_MS) {
      return this.followUp(url, init);
    }
    return this.base(url, init);
  };

  private async answer(id: string, waiting: Waiting, url: string, init: RequestInit): Promise<ResponseLike> {
    const inReply = isJson(init) && new URL(url).searchParams.get('with_response') !== 'true';
    if (!inReply) {
      waiting.passing = true;
      const response = await this.base(url, init).catch((error: unknown) => {
        waiting.passing = false;
        throw error;
      });
      waiting.passing = false;
      // A refused callback leaves the interaction unanswered: the next one may still be the answer.
      if (response.ok && this.waiting.delete(id)) waiting.reply({ kind: 'accepted' });
      return response;
    }
    this.waiting.delete(id);
    const sent = await new Promise<boolean>((delivered) =>
      waiting.reply({ kind: 'response', body: init.body as string | Uint8Array, delivered }),
    );
    if (!sent) return unknownInteraction();
    this.noteAnsweredInReply(waiting.token);
    return new Response(null, { status: 204 });
  }

  /**
   * Discord may still be taking in the reply when a follow-up or an edit of `@original` arrives
   * (discord/discord-api-docs#7220: "Unknown Webhook" for a moment): a 404 soon after an answer in
   * a reply is tried again a few times before discord.js sees it.
   */
  private async followUp(url: string, init: RequestInit): Promise<ResponseLike> {
    for (const delay of FOLLOW_UP_RETRY_DELAYS_MS) {
      const response = await this.base(url, init);
      if (response.status !== 404) return response;
      await response.arrayBuffer().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
    return this.base(url, init);
  }

  private noteAnsweredInReply(token: string): void {
    const now = this.now();
    for (const [old, at] of this.answeredInReply) {
      if (now - at < FOLLOW_UP_RETRY_WINDOW_MS) break;
      this.answeredInReply.delete(old);
    }
    this.answeredInReply.set(token, now);
  }
}
