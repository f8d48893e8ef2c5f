import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningHttpServer, startHttpServer } from '../../../src/platform/http/http-server.js';
import { HttpAnswers } from '../../../src/platform/interactions-http/http-answers.js';
import { interactionsRoute } from '../../../src/platform/interactions-http/interactions-route.js';
import { signatureCheck } from '../../../src/platform/interactions-http/signature.js';
import { captureLogger } from '../../support/capture-logger.js';

const rawPublicKey = (key: KeyObject) =>
  key.export({ format: 'der', type: 'spki' }).subarray(12).toString('hex');

const app = generateKeyPairSync('ed25519');
const stranger = generateKeyPairSync('ed25519');
const API = 'http://127.0.0.1:1/api/v10';

function signed(
  body: string,
  privateKey = app.privateKey,
  timestamp = String(Math.floor(Date.now() / 1000)),
) {
  const signature = sign(null, Buffer.from(timestamp + body), privateKey).toString('hex');
  return { 'x-signature-ed25519': signature, 'x-signature-timestamp': timestamp };
}

const press = (id: string) =>
  JSON.stringify({
    id,
    application_id: '100',
    type: 3,
    token: `token-${id}`,
    data: { custom_id: 'x', component_type: 2 },
  });

describe('POST /interactions', () => {
  let server: RunningHttpServer;
  let url: string;
  /** Interactions that reached discord.js, and what the "bot" answers each with. */
  const dispatched: string[] = [];
  const realCallbacks: string[] = [];
  const answers = new HttpAnswers(Date.now, async (callbackUrl) => {
    realCallbacks.push(callbackUrl);
    return new Response(null, { status: 204 });
  });
  let answer: (id: string, token: string) => Promise<unknown> = async () => undefined;

  beforeAll(async () => {
    const { log } = captureLogger();
    const route = interactionsRoute({
      check: signatureCheck(rawPublicKey(app.publicKey)),
      answers,
      log,
      replyDeadlineMs: 1_000,
      dispatch(payload) {
        dispatched.push(String(payload.id));
        void answer(String(payload.id), String(payload.token));
      },
    });
    server = await startHttpServer({ host: '127.0.0.1', port: 0, routes: [route], log });
    url = `http://127.0.0.1:${server.port}/interactions`;
  });
  afterAll(() => server.close());

  const post = (body: string, headers: Record<string, string>) =>
    fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

  it('answers a signed PING with PONG', async () => {
    const body = JSON.stringify({ id: '1', application_id: '100', type: 1, token: 't', version: 1 });
    const reply = await post(body, signed(body));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/json');
    expect(await reply.json()).toEqual({ type: 1 });
  });

  it('sends the first JSON callback back as the reply, and tells discord.js 204', async () => {
    const told: number[] = [];
    answer = async (id, token) => {
      const response = await answers.makeRequest(`${API}/interactions/${id}/${token}/callback`, {
        method: 'POST',
        body: JSON.stringify({ type: 6 }),
      });
      told.push(response.status);
    };
    const body = press('20');
    const reply = await post(body, signed(body));
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ type: 6 });
    await expect.poll(() => told).toEqual([204]);
    expect(realCallbacks).toEqual([]);
  });

  it('sends a callback with files (or asking with_response) to the endpoint, and replies 202', async () => {
    answer = (id, token) =>
      answers.makeRequest(`${API}/interactions/${id}/${token}/callback?with_response=true`, {
        method: 'POST',
        body: JSON.stringify({ type: 4, data: { content: 'table' } }),
      });
    const body = press('21');
    const reply = await post(body, signed(body));
    expect(reply.status).toBe(202);
    expect(await reply.text()).toBe('');
    expect(realCallbacks).toEqual([`${API}/interactions/21/token-21/callback?with_response=true`]);
  });

  it('closes the POST with 202 when no answer comes in time', async () => {
    answer = async () => undefined;
    const body = press('22');
    const reply = await post(body, signed(body));
    expect(reply.status).toBe(202);
  });

  describe('refuses with 401, before any work, a request that is not signed by the application', () => {
    const body = press('30');
    const cases: [string, () => Promise<Response>][] = [
      ['an altered body', () => post(body.replace('"x"', '"y"'), signed(body))],
      [
        'an altered timestamp',
        () => {
          const headers = signed(body);
          return post(body, {
            ...headers,
            'x-signature-timestamp': String(Number(headers['x-signature-timestamp']) + 1),
          });
        },
      ],
      ['another key', () => post(body, signed(body, stranger.privateKey))],
      ['no signature headers', () => post(body, {})],
      ['a signature that is not hex', () => post(body, { ...signed(body), 'x-signature-ed25519': 'zz' })],
    ];
    for (const [name, send] of cases) {
      it(name, async () => {
        const before = dispatched.length;
        const reply = await send();
        expect(reply.status).toBe(401);
        expect(dispatched.length).toBe(before);
      });
    }
  });

  it('refuses an oversized body with 413, unread', async () => {
    const body = JSON.stringify({ pad: 'x'.repeat(70 * 1024) });
    const before = dispatched.length;
    const reply = await post(body, signed(body));
    expect(reply.status).toBe(413);
    expect(dispatched.length).toBe(before);
  });

  it('refuses a signed body that is not an interaction with 400', async () => {
    const body = JSON.stringify({ hello: 'world' });
    const reply = await post(body, signed(body));
    expect(reply.status).toBe(400);
  });
});
