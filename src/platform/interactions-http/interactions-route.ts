import type { ServerResponse } from 'node:http';
import type { HttpRoute } from '../http/http-server.js';
import type { Logger } from '../log.js';
import type { HttpAnswers, HttpReply } from './http-answers.js';
import { interactionEnvelope, PING } from './interaction-envelope.js';
import { BodyTooLarge, readBoundedBody } from './read-body.js';
import type { SignatureCheck } from './signature.js';

/** Interaction payloads are a few KiB; anything near this is not from Discord. */
export const MAX_INTERACTION_BYTES = 64 * 1024;
/**
 * Discord waits 3 s for the reply. The deadline guard defers any answer not started by 1.5 s, so
 * an answer is normally long there by now; past this the POST is closed with 202 (an answer still
 * on its way goes to the callback endpoint, where Discord takes it until its own 3 s are up).
 */
export const REPLY_DEADLINE_MS = 2_800;

export interface InteractionsRouteOptions {
  check: SignatureCheck;
  answers: HttpAnswers;
  /** Hands a verified interaction to discord.js (and so to the router). */
  dispatch(payload: Record<string, unknown>): void;
  log: Logger;
  replyDeadlineMs?: number;
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain' }).end(`${text}\n`);
}

/**
 * POST /interactions: Discord's Interactions Endpoint URL. The signature is checked on the raw
 * body before anything else (401 otherwise, and no work done); then the envelope is read, a PING
 * answered with PONG, and any other interaction handed to discord.js, its first answer sent back
 * as the reply.
 */
export function interactionsRoute(options: InteractionsRouteOptions): HttpRoute {
  const deadlineMs = options.replyDeadlineMs ?? REPLY_DEADLINE_MS;
  return {
    method: 'POST',
    path: '/interactions',
    async handle(request, response) {
      let body: Buffer;
      try {
        body = await readBoundedBody(request, MAX_INTERACTION_BYTES);
      } catch (error) {
        if (!(error instanceof BodyTooLarge)) throw error;
        response.setHeader('connection', 'close');
        return sendText(response, 413, 'payload too large');
      }
      const signature = header(request.headers['x-signature-ed25519']);
      const timestamp = header(request.headers['x-signature-timestamp']);
      if (!options.check({ signature, timestamp, body })) {
        options.log.debug({ bytes: body.length }, 'interaction refused: bad signature');
        return sendText(response, 401, 'invalid request signature');
      }
      let payload: unknown;
      try {
        payload = JSON.parse(body.toString('utf8'));
      } catch {
        return sendText(response, 400, 'invalid JSON');
      }
      const envelope = interactionEnvelope.safeParse(payload);
      if (!envelope.success) return sendText(response, 400, 'not an interaction');
      const interaction = envelope.data;
      if (interaction.type === PING) {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"type":1}');
        return;
      }
      const reply = await answerOf(interaction.id, interaction.token, response, () =>
        options.dispatch(interaction as Record<string, unknown>),
      );
      sendReply(response, reply, interaction.id);
    },
  };

  /** The first answer, or 202 at the deadline or when the caller hung up (later answers go to the endpoint). */
  function answerOf(
    id: string,
    token: string,
    response: ServerResponse,
    dispatch: () => void,
  ): Promise<HttpReply> {
    return new Promise<HttpReply>((resolve) => {
      const giveUp = (why: string) => {
        clearTimeout(timer);
        held.release();
        options.log.warn({ interactionId: id }, why);
        resolve({ kind: 'accepted' });
      };
      const timer = setTimeout(() => giveUp('no answer in time: the reply is 202'), deadlineMs);
      const hungUp = () => giveUp('the caller hung up before the answer');
      response.once('close', hungUp);
      const held = options.answers.expect(id, token, (reply) => {
        clearTimeout(timer);
        response.off('close', hungUp);
        resolve(reply);
      });
      dispatch();
    });
  }

  function sendReply(response: ServerResponse, reply: HttpReply, interactionId: string): void {
    if (reply.kind === 'accepted') {
      if (!response.destroyed) response.writeHead(202).end();
      return;
    }
    if (response.destroyed) {
      reply.delivered(false);
      return;
    }
    let settled = false;
    const settle = (sent: boolean) => {
      if (settled) return;
      settled = true;
      if (!sent) options.log.warn({ interactionId }, 'the answer could not be sent in the reply');
      reply.delivered(sent);
    };
    response.once('close', () => settle(response.writableFinished));
    response
      .writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(reply.body),
      })
      .end(reply.body, () => settle(true));
  }
}
