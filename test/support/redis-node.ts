import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Redis } from 'ioredis';
import { waitUntil } from './free-port.js';
import { answersPing, failFastClient } from './redis-ping.js';

const execFileAsync = promisify(execFile);

export async function runRedisCli(args: string[]): Promise<string> {
  return (await execFileAsync('redis-cli', args)).stdout;
}

/** One redis-server (or sentinel) process of a test topology, in a temp dir of its own, keeping nothing on disk. */
export class RedisNodeProcess {
  private readonly process: ChildProcess;
  private readonly exited: Promise<unknown>;

  private constructor(
    readonly port: number,
    readonly dir: string,
    args: (dir: string) => string[],
  ) {
    this.process = spawn('redis-server', args(dir), { stdio: 'ignore' });
    this.exited = new Promise((resolve) => this.process.once('exit', resolve));
  }

  /** `args` gets the node's temp dir; the node answers PING when this resolves. */
  static async start(port: number, args: (dir: string) => string[]): Promise<RedisNodeProcess> {
    const node = new RedisNodeProcess(port, mkdtempSync(join(tmpdir(), 'rdv-redis-node-')), args);
    try {
      await waitUntil(() => node.answers(), 10_000, `redis node on port ${port}`);
    } catch (error) {
      await node.stop();
      throw error;
    }
    return node;
  }

  /** A client of this node only (no Cluster routing, no Sentinel), failing at once when it is down. */
  client(): Redis {
    return failFastClient({ host: '127.0.0.1', port: this.port });
  }

  async stop(): Promise<void> {
    if (this.process.exitCode === null && this.process.signalCode === null) {
      this.process.kill('SIGKILL');
      await this.exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  private answers(): Promise<boolean> {
    return answersPing(this.client());
  }
}

/** Nothing on disk: no snapshots, no append-only file. */
export const NO_PERSISTENCE = ['--save', '', '--appendonly', 'no'];
