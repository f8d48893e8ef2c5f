import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDiscord, type SeededWorld, startLocalDiscord } from '../../dev/local-discord/index.js';
import { signatureCheck } from '../../src/platform/interactions-http/signature.js';

type Payload = { id: string; token: string; type: number };
/** What the app under the endpoint does with a verified interaction. */
type Behaviour = (payload: Payload, response: ServerResponse) => void | Promise<void>;

/** The local Discord delivering interactions to an endpoint instead of the gateway, as Discord does. */
describe('local Discord: the Interactions Endpoint URL', () => {
  let local: LocalDiscord;
  let world: SeededWorld;
  let app: ReturnType<typeof createServer>;
  let behaviour: Behaviour = () => {};
  const json = (response: ServerResponse, body: unknown): void => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  beforeAll(async () => {
    local = await startLocalDiscord({ interactionDeadlineMs: 600 });
    world = local.seedDefault();
    local.model.commands.overwrite(world.guild.id, [{ name: 'ping', description: 'ping', type: 1 }]);
    const check = signatureCheck(local.applicationPublicKey);
    app = createServer(async (request: IncomingMessage, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const signature = request.headers['x-signature-ed25519'] as string | undefined;
      const timestamp = request.headers['x-signature-timestamp'] as string | undefined;
      if (!check({ signature, timestamp, body })) return void response.writeHead(401).end();
      const payload = JSON.parse(body.toString()) as Payload;
      if (payload.type === 1) return json(response, { type: 1 });
      await behaviour(payload, response);
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    await local.setInteractionsEndpointUrl(`http://127.0.0.1:${(app.address() as AddressInfo).port}/`);
  });

  afterAll(async () => {
    app?.closeAllConnections();
    app?.close();
    await local?.close();
  });

  const ping = () =>
    local.driver.runCommand({
      user: world.users.alice,
      channelId: world.channels.games[0]?.id ?? '',
      name: 'ping',
    });
  const failureOf = async (id: string) => {
    await expect.poll(() => local.model.interactions.get(id)?.failure).toBeDefined();
    return local.model.interactions.get(id)?.failure;
  };

  it('serves the application key as the bot would read it', async () => {
    const reply = await fetch(`${local.restBaseUrl}/v10/applications/@me`, {
      headers: { authorization: 'Bot x' },
    });
    expect(((await reply.json()) as { verify_key: string }).verify_key).toBe(local.applicationPublicKey);
  });

  it('takes a JSON reply as the callback: the message is posted', async () => {
    behaviour = (_payload, response) => json(response, { type: 4, data: { content: 'pong' } });
    const handle = ping();
    expect(await handle.awaitResponse()).toEqual({ type: 4, data: { content: 'pong' } });
    expect(handle.originalMessage()?.content).toBe('pong');
  });

  it('takes 202 after an answer through the callback endpoint', async () => {
    behaviour = async (payload, response) => {
      const callback = await fetch(
        `${local.restBaseUrl}/v10/interactions/${payload.id}/${payload.token}/callback`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ type: 4, data: { content: 'by the endpoint' } }),
        },
      );
      expect(callback.status).toBe(204);
      response.writeHead(202).end();
    };
    const handle = ping();
    await handle.awaitResponse();
    expect(handle.originalMessage()?.content).toBe('by the endpoint');
    expect(local.model.interactions.get(handle.id)?.failure).toBeUndefined();
  });

  it('fails an interaction whose reply is not a valid response, and refuses later callbacks', async () => {
    behaviour = (_payload, response) =>
      json(response, { type: 7, data: { content: 'no message to update' } });
    const handle = ping();
    expect(await failureOf(handle.id)).toMatch(/not a valid interaction response: 50035/);
    const late = await fetch(
      `${local.restBaseUrl}/v10/interactions/${handle.id}/${handle.interaction.token}/callback`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 4, data: { content: 'too late' } }),
      },
    );
    expect(late.status).toBe(404);
    await expect(handle.awaitResponse(100)).rejects.toThrow(/It failed: the reply was not a valid/);
  });

  it('fails an interaction answered 500, 202 without a callback, or not at all in time', async () => {
    behaviour = (_payload, response) => void response.writeHead(500).end();
    expect(await failureOf(ping().id)).toMatch(/replied 500/);
    behaviour = (_payload, response) => void response.writeHead(202).end();
    expect(await failureOf(ping().id)).toMatch(/202 but no callback/);
    behaviour = () => {};
    expect(await failureOf(ping().id)).toMatch(/no reply from the endpoint in time/);
  });
});
