import { describe, expect, it } from 'vitest';
import { HttpAnswers, type HttpReply } from '../../../src/platform/interactions-http/http-answers.js';

const API = 'http://discord.test/api/v10';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What discord.js gets back from the REST strategy of HTTP mode, with Discord played by `discord`. */
function answersWith(discord: (url: string) => Response) {
  const seen: string[] = [];
  const answers = new HttpAnswers(Date.now, async (url) => {
    seen.push(url);
    return discord(url);
  });
  return { answers, seen };
}

/** Holds interaction 1 the way the route does, replying with whatever is sent (or failing to). */
function hold(answers: HttpAnswers, sent = true): HttpReply[] {
  const replies: HttpReply[] = [];
  answers.expect('1', 'tok', (reply) => {
    replies.push(reply);
    if (reply.kind === 'response') reply.delivered(sent);
  });
  return replies;
}

const callback = (
  answers: HttpAnswers,
  body: string | FormData | Buffer,
  query = '',
  headers: Record<string, string> = {},
) =>
  // The global FormData and undici's are one class at run time; their type declarations differ.
  answers.makeRequest(`${API}/interactions/1/tok/callback${query}`, {
    method: 'POST',
    body,
    headers,
  } as Parameters<HttpAnswers['makeRequest']>[1]);

describe('answers to interactions received over HTTP', () => {
  it('answers once in the reply; a second callback goes to Discord, which refuses it', async () => {
    const { answers, seen } = answersWith(() => json({ code: 40060, message: 'already acknowledged' }, 400));
    const replies = hold(answers);
    expect((await callback(answers, '{"type":9}')).status).toBe(204);
    expect((await callback(answers, '{"type":4}')).status).toBe(400);
    expect(replies).toEqual([{ kind: 'response', body: '{"type":9}', delivered: expect.any(Function) }]);
    expect(seen).toHaveLength(1);
  });

  it('answers in the reply with a board update sent as preset JSON bytes', async () => {
    const { answers, seen } = answersWith(() => new Response(null, { status: 204 }));
    const replies = hold(answers);
    const update = Buffer.from('{"type":7,"data":{"components":[]}}');
    const response = await callback(answers, update, '', { 'Content-Type': 'application/json' });
    expect(response.status).toBe(204);
    expect(replies).toEqual([{ kind: 'response', body: update, delivered: expect.any(Function) }]);
    expect(seen).toHaveLength(0);
  });

  it('tells discord.js "Unknown interaction" when the reply could not be sent', async () => {
    const { answers } = answersWith(() => new Response(null, { status: 204 }));
    hold(answers, false);
    const response = await callback(answers, '{"type":6}');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 10062 });
  });

  it("keeps waiting after a refused callback with files, so the router's error answer can still be the reply", async () => {
    let refuse = true;
    const { answers } = answersWith(() =>
      refuse ? json({ code: 50035 }, 400) : new Response(null, { status: 204 }),
    );
    const replies = hold(answers);
    const files = new FormData();
    files.set('payload_json', '{"type":4}');
    expect((await callback(answers, files)).status).toBe(400);
    expect(replies).toEqual([]);
    refuse = false;
    expect((await callback(answers, files)).status).toBe(204);
    expect(replies).toEqual([{ kind: 'accepted' }]);
  });

  it('tries a follow-up again while Discord has not taken in the reply yet (404 for a moment)', async () => {
    let misses = 2;
    const { answers, seen } = answersWith((url) =>
      url.includes('/webhooks/') && misses-- > 0
        ? json({ code: 10015, message: 'Unknown Webhook' }, 404)
        : json({ id: '9' }),
    );
    hold(answers);
    await callback(answers, '{"type":6}');
    const edit = await answers.makeRequest(`${API}/webhooks/100/tok/messages/@original`, {
      method: 'PATCH',
      body: '{}',
    });
    expect(edit.status).toBe(200);
    expect(seen.filter((url) => url.includes('/webhooks/'))).toHaveLength(3);
    const stranger = await answers.makeRequest(`${API}/webhooks/100/other/messages/@original`, {
      method: 'PATCH',
      body: '{}',
    });
    expect(stranger.status).toBe(200);
  });

  it('does not try again a 404 for an interaction it did not answer in a reply', async () => {
    const { answers, seen } = answersWith(() => json({ code: 10008, message: 'Unknown Message' }, 404));
    const edit = await answers.makeRequest(`${API}/webhooks/100/other/messages/5`, {
      method: 'PATCH',
      body: '{}',
    });
    expect(edit.status).toBe(404);
    expect(seen).toHaveLength(1);
  });
});
