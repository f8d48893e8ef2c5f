import { randomBytes } from 'node:crypto';
import { InteractionType } from 'discord.js';
import { DiscordError } from '../model/discord-error.js';
import { answerInteraction } from '../model/interaction-responses.js';
import type { LocalDiscordModel } from '../model/model.js';
import type { LocalInteraction } from '../model/types.js';
import { type RequestLog, withBodyBytes } from '../rest/request-log.js';
import { ApplicationKey } from './application-key.js';
import { type EndpointReply, signedPost } from './signed-post.js';

/** How long the Portal waits for each verification PING. */
const VERIFY_TIMEOUT_MS = 3_000;

export class EndpointNotVerified extends Error {}

/**
 * Discord's Interactions Endpoint URL: once one is saved, interactions go to it as signed POSTs
 * instead of INTERACTION_CREATE over the gateway. A JSON reply is taken exactly as a callback
 * POST would be (same validation, same errors); 202 with no body means the app answered through
 * the callback endpoint; any other reply, or none within the interaction's deadline, fails it
 * ("This interaction failed").
 */
export class HttpDelivery {
  private url: string | null = null;

  constructor(
    private readonly model: LocalDiscordModel,
    private readonly key: ApplicationKey,
    /** A JSON reply is logged as the callback request it stands for, so request scans see every answer. */
    private readonly requests: RequestLog,
  ) {}

  get endpointUrl(): string | null {
    return this.url;
  }

  /**
   * Saves the URL as the Developer Portal does: only after a signed PING gets 200 with a PONG and
   * a PING with a bad signature gets 401 (proof that the app checks signatures). null goes back
   * to the gateway.
   */
  async setEndpointUrl(url: string | null): Promise<void> {
    if (url === null) {
      this.url = null;
      return;
    }
    const ping = () =>
      JSON.stringify({
        id: this.model.ids.next(),
        application_id: this.model.applicationId,
        type: InteractionType.Ping,
        token: randomBytes(48).toString('base64url'),
        version: 1,
      });
    const refuse = (why: string) => {
      throw new EndpointNotVerified(`The specified interactions endpoint url could not be verified: ${why}.`);
    };
    const good = await signedPost(url, ping(), this.key, VERIFY_TIMEOUT_MS).catch((error: unknown) =>
      refuse(`the PING was not answered (${String(error)})`),
    );
    if (!isPong(good)) refuse(`a signed PING got ${good.status} ${good.text}`);
    const bad = await signedPost(url, ping(), new ApplicationKey(), VERIFY_TIMEOUT_MS).catch(
      (error: unknown) => refuse(`the forged PING was not answered (${String(error)})`),
    );
    if (bad.status !== 401) refuse(`a PING with a bad signature got ${bad.status}, not 401`);
    this.url = url;
  }

  /** Sends the interaction to the endpoint; false when none is set (it goes over the gateway). */
  deliver(interaction: LocalInteraction): boolean {
    const url = this.url;
    if (url === null) return false;
    void this.post(url, interaction);
    return true;
  }

  private async post(url: string, interaction: LocalInteraction): Promise<void> {
    const remaining = () => this.model.interactionDeadlineMs - (Date.now() - interaction.createdAtMs);
    let reply: EndpointReply;
    try {
      reply = await signedPost(url, JSON.stringify(interaction.payload), this.key, remaining());
    } catch (error) {
      return this.fail(interaction, `no reply from the endpoint in time (${String(error)})`);
    }
    if (reply.status === 202 && reply.text === '') {
      // Answered through the callback endpoint: it must be there by the deadline.
      if (!interaction.callback) {
        setTimeout(
          () => this.fail(interaction, 'the endpoint replied 202 but no callback came'),
          Math.max(0, remaining()),
        ).unref();
      }
      return;
    }
    if (reply.status !== 200 || !reply.contentType?.startsWith('application/json')) {
      return this.fail(
        interaction,
        `the endpoint replied ${reply.status} (${reply.contentType ?? 'no type'})`,
      );
    }
    const at = Date.now();
    let body: unknown;
    let status = 204;
    try {
      body = JSON.parse(reply.text);
      answerInteraction(this.model, interaction, body, []);
    } catch (error) {
      status = error instanceof DiscordError ? error.status : 400;
      const why = error instanceof DiscordError ? `${error.code} ${error.message}` : String(error);
      this.fail(interaction, `the reply was not a valid interaction response: ${why}`);
    } finally {
      this.requests.add(
        withBodyBytes(
          {
            method: 'POST',
            path: `/interactions/${interaction.id}/${interaction.token}/callback`,
            query: {},
            route: '/interactions/:interactionId/:token/callback',
            files: [],
            status,
            at,
            durationMs: Date.now() - at,
            viaEndpointReply: true,
          },
          body === undefined ? undefined : Buffer.from(reply.text),
        ),
      );
    }
  }

  private fail(interaction: LocalInteraction, reason: string): void {
    if (interaction.callback || interaction.failure) return;
    interaction.failure = reason;
    this.model.events.emit('interactionFailed', interaction, reason);
  }
}

function isPong(reply: EndpointReply): boolean {
  if (reply.status !== 200 || !reply.contentType?.startsWith('application/json')) return false;
  try {
    return (JSON.parse(reply.text) as { type?: unknown }).type === InteractionType.Ping;
  } catch {
    return false;
  }
}
