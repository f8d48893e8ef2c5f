import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { type Arrival, arrivingNow } from '../model/arrival.js';
import { DiscordError, discordErrors } from '../model/discord-error.js';
import type { LocalDiscordModel } from '../model/model.js';
import { type ParsedBody, parseBody, readBody, sendBytes, sendJson, sendNoContent } from './http-io.js';
import { type RequestLog, withBodyBytes } from './request-log.js';
import type { RouteMatch, RouteResult, Router } from './router.js';

/** `/api/v10/channels/1` → `/channels/1`; discord.js puts `/v10` after the base it was given. */
const API_PATH = /^\/api\/v\d+(\/.*)$/;
const ATTACHMENT_PATH = /^\/attachments\/(\d+)\/[^/]+$/;

export interface RestHandlerDeps {
  model: LocalDiscordModel;
  router: Router;
  log: RequestLog;
}

/** The HTTP side of the local Discord: the REST API below /api, and uploaded files below /attachments. */
export function createRestHandler({ model, router, log }: RestHandlerDeps) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://local');
    const attachmentId = ATTACHMENT_PATH.exec(url.pathname)?.[1];
    if (attachmentId !== undefined) {
      const file = model.attachments.get(attachmentId);
      if (file) sendBytes(response, file.contentType, file.data);
      else sendJson(response, 404, discordErrors.routeNotFound().toBody());
      return;
    }
    const at = Date.now();
    const started = performance.now();
    const method = request.method ?? 'GET';
    const path = API_PATH.exec(url.pathname)?.[1] ?? url.pathname;
    const match = API_PATH.test(url.pathname) ? router.match(method, path) : null;
    let parsed: ParsedBody = { json: undefined, files: [] };
    let status = 500;
    let error: string | undefined;
    try {
      const raw = await readBody(request);
      // Received in full: from here on the time is Discord's own (parsing, checking, storing).
      const arrival = arrivingNow();
      parsed = await parseBody(request.headers['content-type'], raw);
      const result = await answer(match, request, url, parsed, arrival);
      status = result.status;
      writeResult(response, result);
    } catch (caught) {
      const discordError = caught instanceof DiscordError ? caught : null;
      status = discordError?.status ?? 500;
      error = discordError ? undefined : String((caught as Error)?.stack ?? caught);
      sendJson(
        response,
        status,
        discordError?.toBody() ?? { code: 0, message: '500: Internal Server Error' },
      );
    } finally {
      log.add(
        withBodyBytes(
          {
            method,
            path,
            query: Object.fromEntries(url.searchParams),
            route: match?.route.pattern ?? null,
            files: parsed.files.map(({ fieldName, filename, contentType, data }) => ({
              fieldName,
              filename,
              contentType,
              size: data.length,
            })),
            status,
            at,
            durationMs: performance.now() - started,
            error,
          },
          parsed.jsonBytes,
        ),
      );
    }
  };
}

async function answer(
  match: RouteMatch | null,
  request: IncomingMessage,
  url: URL,
  parsed: ParsedBody,
  arrival: Arrival,
): Promise<RouteResult> {
  if (!match) throw discordErrors.routeNotFound();
  if (match.route.needsBotToken && !request.headers.authorization?.startsWith('Bot ')) {
    throw discordErrors.unauthorized();
  }
  const { params } = match;
  return match.route.handle({
    param: (name) => params[name] ?? '',
    query: url.searchParams,
    body: parsed.json,
    files: parsed.files,
    arrival,
  });
}

function writeResult(response: ServerResponse, result: RouteResult): void {
  if (result.status === 204) sendNoContent(response);
  else sendJson(response, result.status, result.body);
}
