import type { Arrival } from '../model/arrival.js';
import type { UploadedFile } from '../model/attachment-store.js';

export interface RouteRequest {
  /** A path parameter of the route pattern, e.g. `param('channelId')`. */
  param(name: string): string;
  query: URLSearchParams;
  body: unknown;
  files: UploadedFile[];
  /** When the request arrived, before its body was read. */
  arrival: Arrival;
}

export interface RouteResult {
  status: number;
  body?: unknown;
}

export interface Route {
  method: string;
  /** e.g. `/channels/:channelId/messages/:messageId`; also the route's name in the request log. */
  pattern: string;
  /** Interaction callbacks and interaction webhooks are called without the bot token. */
  needsBotToken: boolean;
  handle(request: RouteRequest): RouteResult | Promise<RouteResult>;
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

export const ok = (body: unknown, status = 200): RouteResult => ({ status, body });
export const noContent = (): RouteResult => ({ status: 204 });

/** Matches paths segment by segment; literal segments win over parameters (`@me` before `:userId`). */
export class Router {
  private readonly routes: { route: Route; segments: string[] }[] = [];

  add(
    method: string,
    pattern: string,
    handle: Route['handle'],
    options: { needsBotToken?: boolean } = {},
  ): void {
    const route: Route = { method, pattern, handle, needsBotToken: options.needsBotToken ?? true };
    this.routes.push({ route, segments: pattern.split('/').filter(Boolean) });
    this.routes.sort((a, b) => literalWeight(b.segments) - literalWeight(a.segments));
  }

  match(method: string, path: string): RouteMatch | null {
    const parts = path.split('/').filter(Boolean);
    for (const { route, segments } of this.routes) {
      if (route.method !== method || segments.length !== parts.length) continue;
      const params = matchSegments(segments, parts);
      if (params) return { route, params };
    }
    return null;
  }
}

function literalWeight(segments: string[]): number {
  return segments.reduce(
    (weight, segment, index) => (segment.startsWith(':') ? weight : weight + 2 ** -index),
    0,
  );
}

function matchSegments(segments: string[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(part);
    else if (segment !== part) return null;
  }
  return params;
}
