import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInteractionRest } from '../../../src/platform/discord/interaction-rest.js';

const APPLICATION_ID = '100000000000000001';
const token = (index: number) => `tok${String(index).padStart(3, '0')}${'x'.repeat(64)}`;

describe('the interaction-token REST client', () => {
  let server: Server;
  let api: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('forgets each token’s request queue soon after its last edit, so a busy bot does not carry an hour of them', async () => {
    // Long enough for all thirty edits to finish before the first sweep, on a loaded machine too.
    const rest = createInteractionRest({ api, sweepMs: 2_000 });
    const edits = Array.from({ length: 30 }, (_, index) =>
      rest.patch(Routes.webhookMessage(APPLICATION_ID, token(index), '@original'), {
        body: { content: 'picture' },
        auth: false,
      }),
    );
    await Promise.all(edits);
    expect(rest.handlers.size).toBe(30);
    await expect.poll(() => rest.handlers.size, { timeout: 10_000, interval: 200 }).toBe(0);
    rest.clearHandlerSweeper();
    rest.clearHashSweeper();
  });
});
