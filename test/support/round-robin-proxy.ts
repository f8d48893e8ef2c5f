import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer in front of several bot processes: each request goes, whole (method, path,
 * headers, body), to the next upstream in turn, and its reply comes back as it was.
 */
export class RoundRobinProxy {
  private constructor(
    private readonly server: ReturnType<typeof createServer>,
    readonly url: string,
  ) {}

  static async start(upstreams: readonly string[]): Promise<RoundRobinProxy> {
    let turn = 0;
    const server = createServer((incoming, outgoing) => {
      const target = new URL(incoming.url ?? '/', upstreams[turn++ % upstreams.length]);
      const forwarded = request(
        target,
        { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
        (reply) => {
          outgoing.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(outgoing);
        },
      );
      forwarded.on('error', () => {
        if (!outgoing.headersSent) outgoing.writeHead(502);
        outgoing.end();
      });
      incoming.pipe(forwarded);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new RoundRobinProxy(server, `http://127.0.0.1:${port}`);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
