import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitUntil } from './free-port.js';
import { answersPing, failFastClient } from './redis-ping.js';

/**
 * A redis-server of the suite's own, on a free port, with an fsync-always append-only file,
 * so the suite can kill, freeze and restart it without touching the machine's shared Redis.
 */
export class DedicatedRedis {
  private process: ChildProcess | null = null;
  private frozen = false;

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(): Promise<DedicatedRedis> {
    const redis = new DedicatedRedis(await freePort(), mkdtempSync(join(tmpdir(), 'rdv-e2e-redis-')));
    await redis.restart();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async restart(): Promise<void> {
    this.process = spawn(
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
    await waitUntil(() => this.answers(), 10_000, 'the dedicated redis-server');
  }

  /** SIGSTOP: the server keeps its connections open and answers nothing, as a stalled host would. */
  freeze(): void {
    if (!this.process?.pid || this.frozen) return;
    process.kill(this.process.pid, 'SIGSTOP');
    this.frozen = true;
  }

  thaw(): void {
    if (!this.process?.pid || !this.frozen) return;
    process.kill(this.process.pid, 'SIGCONT');
    this.frozen = false;
  }

  /** SIGKILL: no goodbye, like a crashed server (the append-only file keeps every acknowledged write). */
  kill(): Promise<void> {
    return this.end({ resumeFirst: true });
  }

  /** SIGKILL while frozen, not resumed first: the commands waiting in its sockets are never run. */
  crashWhileFrozen(): Promise<void> {
    return this.end({ resumeFirst: false });
  }

  private async end({ resumeFirst }: { resumeFirst: boolean }): Promise<void> {
    const running = this.process;
    if (!running) return;
    this.process = null;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    if (resumeFirst && this.frozen && running.pid) process.kill(running.pid, 'SIGCONT');
    this.frozen = false;
    running.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private answers(): Promise<boolean> {
    return answersPing(failFastClient(this.url));
  }
}
