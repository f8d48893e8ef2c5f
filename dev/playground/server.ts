import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { z } from 'zod';
import type { LocalDiscord } from '../local-discord/index.js';
import {
  autocomplete,
  autocompleteRequest,
  chooseFromMenu,
  chooseFromMenuRequest,
  clickButton,
  clickButtonRequest,
  runCommand,
  runCommandRequest,
  sendMessage,
  sendMessageRequest,
  submitModal,
  submitModalRequest,
} from './actions.js';
import { streamEvents } from './event-stream.js';
import { servePageFont } from './page-fonts.js';
import { serveStaticFile } from './static-files.js';
import { channelsView, commandsView, worldView } from './views.js';

const MAX_BODY_BYTES = 64 * 1024;

class NotFound extends Error {}

/**
 * The playground's HTTP server: the page's static files, a JSON API that reads the local
 * Discord's model and plays the simulated users through its driver, and an event stream.
 */
export function createPlaygroundServer(local: LocalDiscord, guildId: string): Server {
  const { model } = local;
  const post = async <T>(
    request: IncomingMessage,
    schema: z.ZodType<T>,
    act: (body: T) => Promise<unknown>,
  ) => act(schema.parse(JSON.parse(await readBody(request))));

  /** Answers with the JSON to send, or undefined when the response was written already (files, events). */
  async function route(request: IncomingMessage, response: ServerResponse, url: URL): Promise<unknown> {
    const userId = () => model.user(url.searchParams.get('user') ?? '').id;
    const { pathname } = url;
    if (request.method === 'GET') {
      if (pathname === '/api/world') return worldView(model, guildId);
      if (pathname === '/api/channels') return channelsView(model, guildId, userId());
      if (pathname === '/api/commands') return commandsView(model, guildId);
      if (pathname === '/api/events') {
        const channelId = model.channel(url.searchParams.get('channel') ?? '').id;
        streamEvents(response, model, { guildId, userId: userId(), channelId });
        return undefined;
      }
      if (await servePageFont(pathname, response)) return undefined;
      if (await serveStaticFile(pathname, response)) return undefined;
    }
    if (request.method === 'POST') {
      if (pathname === '/api/commands') {
        return post(request, runCommandRequest, (body) => runCommand(local, body));
      }
      if (pathname === '/api/autocomplete') {
        return post(request, autocompleteRequest, (body) => autocomplete(local, body));
      }
      if (pathname === '/api/messages') {
        return post(request, sendMessageRequest, (body) => sendMessage(local, body));
      }
      if (pathname === '/api/button-clicks') {
        return post(request, clickButtonRequest, (body) => clickButton(local, body));
      }
      if (pathname === '/api/select-menus') {
        return post(request, chooseFromMenuRequest, (body) => chooseFromMenu(local, body));
      }
      if (pathname === '/api/modal-submissions') {
        return post(request, submitModalRequest, (body) => submitModal(local, body));
      }
    }
    throw new NotFound(`No ${request.method} ${pathname} here.`);
  }

  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://playground');
    route(request, response, url).then(
      (body) => {
        if (body !== undefined) sendJson(response, 200, body);
      },
      (error: unknown) =>
        sendJson(response, error instanceof NotFound ? 404 : 400, { error: describe(error) }),
    );
  });
}

function describe(error: unknown): string {
  if (error instanceof z.ZodError) return `Malformed request: ${z.prettifyError(error)}`;
  return error instanceof Error ? error.message : String(error);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent) return;
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('Request body too large.');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
