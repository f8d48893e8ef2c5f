import { createServer } from 'node:http';
import { signatureCheck } from '../src/platform/interactions-http/signature.js';

/**
 * The floor in HTTP mode: an Interactions Endpoint that checks each request's signature (as any
 * HTTP bot must) and answers with a fixed reply: `/ping` posts one button, a press is a fixed
 * type-7 update. What the transport and the signature cost, with no game and no discord.js.
 */
const check = signatureCheck(process.env.DISCORD_PUBLIC_KEY ?? '');
const button = {
  type: 1,
  components: [{ type: 2, custom_id: 'floor', label: 'press', style: 1 }],
};
const server = createServer(async (request, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const signed = {
    signature: request.headers['x-signature-ed25519'] as string | undefined,
    timestamp: request.headers['x-signature-timestamp'] as string | undefined,
    body,
  };
  if (!check(signed)) {
    response.writeHead(401).end();
    return;
  }
  const interaction = JSON.parse(body.toString('utf8')) as { type: number };
  const reply =
    interaction.type === 1
      ? { type: 1 }
      : interaction.type === 2
        ? { type: 4, data: { content: 'floor', components: [button] } }
        : { type: 7, data: { content: 'pressed', components: [button] } };
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
});
server.listen(Number(process.env.HTTP_PORT), '127.0.0.1', () => console.log('"bot ready"'));
