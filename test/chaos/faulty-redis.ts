import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort, waitUntil } from '../support/free-port.js';

/**
 * The chaos run's own redis-server (as test/support/redis-server.ts starts one: a free port, an
 * fsync-always append-only file), which it can also freeze (SIGSTOP) and thaw (SIGCONT) by pid.
 */
export class FaultyRedis {
  private child: ChildProcess | null = null;
  private frozen = false;

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(): Promise<FaultyRedis> {
    const redis = new FaultyRedis(await freePort(), mkdtempSync(join(tmpdir(), 'rdv-chaos-redis-')));
    await redis.restart();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async restart(): Promise<void> {
    this.child = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--dir',
        this.dir,
      ],
      { stdio: 'ignore' },
    );
    this.frozen = false;
    await waitUntil(() => this.answers(), 10_000, 'the chaos redis-server');
  }

  /** SIGSTOP: the server keeps its connections open and answers nothing, as a stalled host would. */
  freeze(): void {
    if (!this.child?.pid || this.frozen) return;
    process.kill(this.child.pid, 'SIGSTOP');
    this.frozen = true;
  }

  thaw(): void {
    if (!this.child?.pid || !this.frozen) return;
    process.kill(this.child.pid, 'SIGCONT');
    this.frozen = false;
  }

  /** SIGKILL: no goodbye, like a crashed server (the append-only file keeps every acknowledged write). */
  async kill(): Promise<void> {
    const running = this.child;
    if (!running) return;
    this.child = null;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    if (this.frozen && running.pid) process.kill(running.pid, 'SIGCONT');
    this.frozen = false;
    running.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async answers(): Promise<boolean> {
    const client = new Redis(this.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    client.on('error', () => {});
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  }
}
