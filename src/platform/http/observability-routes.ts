import type { Registry } from 'prom-client';
import type { HttpRoute } from './http-server.js';

/**
 * One part of being ready to serve (Discord reachable, Redis answering, not shutting down):
 * null when fine, else a short reason for the operator. Each mode of receiving interactions
 * brings its own Discord check.
 */
export type ReadinessCheck = () => Promise<string | null>;

/** A check that does not answer within this long counts as failed: a probe must not hang. */
const CHECK_TIMEOUT_MS = 2_000;

function withTimeout(check: ReadinessCheck): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('health check timed out'), CHECK_TIMEOUT_MS);
  });
  return Promise.race([
    check().catch((error: unknown) => (error instanceof Error ? error.message : String(error))),
    late,
  ]).finally(() => clearTimeout(timer));
}

/** `GET /healthz`: 200 `ok` when every check passes, else 503 with the first reason. */
export function healthRoute(checks: readonly ReadinessCheck[]): HttpRoute {
  return {
    method: 'GET',
    path: '/healthz',
    async handle(_request, response) {
      const reasons = await Promise.all(checks.map(withTimeout));
      const reason = reasons.find((found) => found !== null);
      const headers = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
      if (reason) response.writeHead(503, headers).end(`${reason}\n`);
      else response.writeHead(200, headers).end('ok\n');
    },
  };
}

/** `GET /metrics`: the registry in Prometheus's text format. */
export function metricsRoute(registry: Registry): HttpRoute {
  return {
    method: 'GET',
    path: '/metrics',
    async handle(_request, response) {
      const text = await registry.metrics();
      response.writeHead(200, { 'content-type': registry.contentType }).end(text);
    },
  };
}

/** Redis answers a PING (the probe that the stores' connection is usable). */
export function redisCheck(ping: () => Promise<unknown>): ReadinessCheck {
  return async () => {
    try {
      await ping();
      return null;
    } catch (error) {
      return `redis not answering: ${error instanceof Error ? error.message : String(error)}`;
    }
  };
}
