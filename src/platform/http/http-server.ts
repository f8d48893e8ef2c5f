import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../log.js';

/** One thing the bot answers over HTTP (health, metrics, interactions in HTTP mode). */
export interface HttpRoute {
  method: 'GET' | 'POST';
  path: string;
  handle(request: IncomingMessage, response: ServerResponse): void | Promise<void>;
}

export interface RunningHttpServer {
  /** The port it listens on (the one asked for, or the one given for port 0 in tests). */
  port: number;
  /** Stops taking connections; requests already in progress finish. */
  close(): Promise<void>;
}

/** Node's own HTTP server: a handful of fixed routes need no framework. */
export async function startHttpServer(options: {
  host?: string;
  port: number;
  routes: readonly HttpRoute[];
  log: Logger;
}): Promise<RunningHttpServer> {
  const routes = new Map(options.routes.map((route) => [`${route.method} ${route.path}`, route]));
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const route = routes.get(`${request.method} ${path}`);
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    Promise.resolve(route.handle(request, response)).catch((error: unknown) => {
      options.log.error({ err: String(error), path }, 'http route failed');
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end();
    });
  });
  server.listen(options.port, options.host ?? '0.0.0.0');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
