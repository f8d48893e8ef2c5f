import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { LocalDiscord } from '../../dev/local-discord/index.js';
import { waitUntil } from './free-port.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The bot as it runs in production: its own Node process, configured only by environment. */
export class BotProcess {
  readonly output: string[] = [];
  private child: ChildProcess | null = null;

  constructor(
    private readonly local: LocalDiscord,
    private readonly environment: Record<string, string>,
    private readonly entry = 'src/index.ts',
    private readonly placement: { cpu?: string; nodeArgs?: string[] } = {},
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  private get env(): NodeJS.ProcessEnv {
    return {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DISCORD_TOKEN: 'local-e2e-token',
      DISCORD_CLIENT_ID: this.local.model.applicationId,
      DISCORD_API_URL: this.local.restBaseUrl,
      LOG_LEVEL: 'debug',
      // Off unless a test asks for a port: several bots run at once, and 8080 may be taken.
      HTTP_PORT: '0',
      // The test suite's second pass: every interaction deferred at once, as if every answer were slow.
      ...(process.env.RENDEZVOUS_DEFER_AT_ONCE
        ? { RENDEZVOUS_DEFER_AT_ONCE: process.env.RENDEZVOUS_DEFER_AT_ONCE }
        : {}),
      ...this.environment,
    };
  }

  /** Registers the slash commands with the real deploy script: in `guildId`, or globally without it. */
  async deployCommands(guildId?: string): Promise<string> {
    const deploy = spawn(process.execPath, ['--import', 'tsx', 'scripts/deploy-commands.ts'], {
      cwd: root,
      env: { ...this.env, ...(guildId ? { DISCORD_GUILD_ID: guildId } : {}) },
    });
    let text = '';
    deploy.stdout.on('data', (chunk) => {
      text += String(chunk);
    });
    deploy.stderr.on('data', (chunk) => {
      text += String(chunk);
    });
    const [code] = await once(deploy, 'exit');
    if (code !== 0) throw new Error(`deploy-commands failed: ${text}`);
    return text;
  }

  async start(): Promise<void> {
    const mark = this.output.length;
    // TypeScript sources run through tsx; a built entry (`dist/…js`) runs as production runs it.
    const loader = this.entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
    const node = [process.execPath, ...(this.placement.nodeArgs ?? []), ...loader, this.entry];
    // `taskset -c <cpus>` pins the bot (all its threads) to the given cores, as a benchmark asks.
    const [command, ...args] = this.placement.cpu ? ['taskset', '-c', this.placement.cpu, ...node] : node;
    const child = spawn(command as string, args, { cwd: root, env: this.env });
    child.stdout?.on('data', (chunk) => this.output.push(String(chunk)));
    child.stderr?.on('data', (chunk) => this.output.push(String(chunk)));
    this.child = child;
    await waitUntil(
      () => this.output.slice(mark).join('').includes('"bot ready"'),
      20_000,
      `the bot to be ready:\n${this.output.join('')}`,
    );
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    this.child = null;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  }
}
