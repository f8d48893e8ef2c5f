import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type {
  LocalChannel,
  LocalDiscord,
  LocalMessage,
  LocalUser,
  SeededWorld,
} from '../../dev/local-discord/index.js';
import { startLocalDiscord } from '../../dev/local-discord/index.js';
import { UNPUBLISHED_GRACE_MS } from '../../src/platform/store/game-store.js';
import { knowAnswerPointers } from '../support/answer-pointers.js';
import { BotProcess } from '../support/bot-process.js';
import { buttonsOf } from '../support/duet-table.js';
import { DedicatedRedis } from '../support/redis-server.js';
import { CHAOS_GAMES } from './games/index.js';
import { answerDelayMs, Observer, type Tracked } from './observer.js';
import type { ChaosOptions } from './options.js';
import { type GameSecret, Records, secretOf } from './records.js';
import { GameBook } from './table-book.js';
import { Tally } from './tally.js';

/** The bot's sweep, short here: deadlines, reminders and boards left behind come back within a run. */
const SWEEP_SECONDS = 2;

const root = fileURLToPath(new URL('../../', import.meta.url));
const PREFIX = 'chaos:';
const DEPLOY_EXIT_GRACE_MS = 5_000;

/** A small seeded random source, so a run can be repeated. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0 || 1;
  }
  next(): number {
    // mulberry32
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(below: number): number {
    return Math.floor(this.next() * below);
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from nothing');
    return items[this.int(items.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bot process, its own redis-server and a local Discord, plus what the attacks share. */
export class ChaosWorld {
  readonly records: Records;
  readonly observer: Observer;
  readonly tally = new Tally();
  readonly rng: Rng;
  /** The games of the shared attacks (Codenames, Duck! Duck! Go!, THE KEY) seen so far. */
  readonly book: GameBook;
  /** Things worth saying that are not figures (e.g. a deploy script that hung). */
  readonly remarks: string[] = [];
  private readonly secrets = new Map<string, GameSecret | null>();
  private readonly gamesByChannel = new Map<string, Set<string>>();
  private readonly users = new Map<string, LocalUser>();
  private channelCount = 0;
  /** When the bot or Redis last came back from a kill: a board left behind converges after it. */
  private faultEndedAt: number | null = null;

  private constructor(
    readonly local: LocalDiscord,
    readonly seeded: SeededWorld,
    readonly redis: DedicatedRedis,
    readonly bot: BotProcess,
    readonly options: ChaosOptions,
  ) {
    this.records = new Records(redis.url, PREFIX);
    this.observer = new Observer(local);
    this.rng = new Rng(options.seed);
    this.book = new GameBook(local, CHAOS_GAMES);
  }

  /** A kill of the bot or Redis just ended: a write whose table never followed may be left behind. */
  faultEnded(): void {
    this.faultEndedAt = Date.now();
  }

  /**
   * Waits until a board left behind by the last kill has had its time to come back: the grace
   * other processes' tables get, then two sweeps. Nothing to wait for when nothing was killed.
   */
  async boardsHadTimeToConverge(): Promise<void> {
    if (this.faultEndedAt === null) return;
    const ready = this.faultEndedAt + UNPUBLISHED_GRACE_MS + 2 * SWEEP_SECONDS * 1000;
    if (Date.now() < ready) this.log('waiting for boards left behind by the kills to be republished…');
    await sleep(Math.max(0, ready - Date.now()));
  }

  static async start(options: ChaosOptions): Promise<ChaosWorld> {
    const local = await startLocalDiscord({ requestLogCapacity: 200_000 });
    const seeded = local.seedDefault();
    knowAnswerPointers(local);
    const redis = await DedicatedRedis.start();
    // The forced slow path: the bot defers every interaction at once, as when an answer is slow.
    const slowPath: Record<string, string> = options.slowPath ? { RENDEZVOUS_DEFER_AT_ONCE: '1' } : {};
    const bot = new BotProcess(local, {
      REDIS_URL: redis.url,
      REDIS_PREFIX: PREFIX,
      EXPIRY_SWEEP_SECONDS: String(SWEEP_SECONDS),
      ...slowPath,
    });
    const world = new ChaosWorld(local, seeded, redis, bot, options);
    try {
      await world.records.connect();
      await world.deployCommands();
      await bot.start();
    } catch (error) {
      await world.close();
      throw error;
    }
    return world;
  }

  log(line: string): void {
    if (this.options.verbose)
      process.stderr.write(`[chaos ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
  }

  /**
   * The real deploy script, as an operator runs it: it must register the commands and then exit
   * by itself (a script that hangs after "Registered …" is reported and killed).
   */
  private async deployCommands(): Promise<void> {
    const deploy = spawn(process.execPath, ['--import', 'tsx', 'scripts/deploy-commands.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DISCORD_TOKEN: 'local-e2e-token',
        DISCORD_CLIENT_ID: this.local.model.applicationId,
        DISCORD_API_URL: this.local.restBaseUrl,
        DISCORD_GUILD_ID: this.seeded.guild.id,
      },
    });
    let text = '';
    deploy.stdout.on('data', (chunk) => {
      text += String(chunk);
    });
    deploy.stderr.on('data', (chunk) => {
      text += String(chunk);
    });
    const exited = new Promise<number | null>((resolve) => deploy.once('exit', (code) => resolve(code)));
    const deadline = Date.now() + 60_000;
    while (!text.includes('Registered') && deploy.exitCode === null && Date.now() < deadline) await sleep(50);
    if (!text.includes('/clue') || !text.includes('/duet')) {
      deploy.kill('SIGKILL');
      throw new Error(`deploy-commands did not register the commands: ${text}`);
    }
    const code = await Promise.race([exited, sleep(DEPLOY_EXIT_GRACE_MS).then(() => 'hung' as const)]);
    if (code === 'hung') {
      deploy.kill('SIGKILL');
      this.remarks.push(
        `deploy-commands registered the commands but had not exited ${DEPLOY_EXIT_GRACE_MS / 1000} s later (killed)`,
      );
    } else if (code !== 0) {
      this.remarks.push(`deploy-commands exited with code ${code}`);
    }
  }

  /** How long each row's answers took (ms), for the notes. */
  readonly answerTimes = new Map<string, number[]>();

  /**
   * Counts an interaction as tried in its row, and as unanswered unless the presser saw an answer
   * within Discord's 3 s (less the network allowance); a deferral counts once its answer follows.
   */
  countAnswer(tracked: Tracked): void {
    this.tally.add(tracked.row, 'tried');
    const delay = answerDelayMs(tracked);
    const budget = 3_000 - this.options.networkAllowanceMs;
    if (delay !== null) {
      const times = this.answerTimes.get(tracked.row) ?? [];
      times.push(delay);
      this.answerTimes.set(tracked.row, times);
    }
    if (delay === null || delay > budget) {
      const callback = tracked.handle.interaction.callback;
      const what =
        delay !== null
          ? `answered after ${Math.round(delay)} ms`
          : callback
            ? `deferred (callback type ${callback.type}), then no answer${
                tracked.requests.length > 1
                  ? ` (then: ${tracked.requests
                      .slice(1)
                      .map((entry) => `${entry.method} ${entry.path.split('/')[1]} → ${entry.status}`)
                      .join(', ')})`
                  : ''
              }`
            : 'no callback at all';
      this.tally.add(
        tracked.row,
        'unanswered',
        1,
        `${tracked.label} (interaction ${tracked.handle.id}) → ${what}`,
      );
    }
  }

  /** Notes the answer times (median, 99th percentile, slowest) of rows where some answer took over a second. */
  noteAnswerTimes(): void {
    for (const [row, times] of this.answerTimes) {
      if (times.length === 0 || Math.max(...times) < 1_000) continue;
      const sorted = [...times].sort((a, b) => a - b);
      const at = (q: number) =>
        Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
      this.tally.note(
        row,
        `answers: median ${at(0.5)} ms, 99th percentile ${at(0.99)} ms, slowest ${at(1)} ms`,
      );
    }
  }

  /** A guild member by name, created on first use. */
  user(name: string): LocalUser {
    const seeded = (this.seeded.users as Record<string, LocalUser>)[name];
    if (seeded) return seeded;
    let user = this.users.get(name);
    if (!user) {
      const locale = ['en-US', 'ja', 'hu', 'en-GB'][this.users.size % 4] ?? 'en-US';
      user = this.local.model.createUser({ username: name, globalName: name, locale });
      this.local.model.addMember(this.seeded.guild.id, user.id);
      this.users.set(name, user);
    }
    return user;
  }

  newChannel(name: string): LocalChannel {
    this.channelCount += 1;
    return this.local.model.createTextChannel(this.seeded.guild.id, { name: `${name}-${this.channelCount}` });
  }

  /** `/duet start partner:` in the channel; resolves with the new game's id and its board message. */
  async startGame(
    channel: LocalChannel,
    a: LocalUser,
    b: LocalUser,
    options: Record<string, string | number | boolean> = {},
  ): Promise<{ gameId: string; board: LocalMessage }> {
    const handle = this.local.driver.runCommand({
      user: a,
      channelId: channel.id,
      name: 'duet',
      subcommand: 'start',
      options: { partner: b.id, ...options },
    });
    await handle.awaitAnswer(5_000);
    const answer = handle.answerMessage();
    const board = answer ? this.local.model.findMessage(answer.id) : undefined;
    const gameId = board ? gameIdOf(board) : null;
    if (!board || !gameId)
      throw new Error(`no board in #${channel.name}: ${JSON.stringify(handle.interaction.callback)}`);
    await this.noteGame(gameId);
    return { gameId, board };
  }

  /** The newest public board message of a channel (a rematch posts a new one below the old). */
  newestBoard(channelId: string): LocalMessage | null {
    const messages = [...this.local.model.channel(channelId).messages.values()];
    for (let index = messages.length - 1; index >= 0; index--) {
      const message = messages[index];
      if (message && message.visibleTo === null && gameIdOf(message) !== null && hasWords(message))
        return message;
    }
    return null;
  }

  /** Remembers a game (its secrets, for the leak scan) once it is in Redis. */
  async noteGame(gameId: string): Promise<GameSecret | null> {
    const known = this.secrets.get(gameId);
    if (known) return known;
    const game = await this.records.game(gameId).catch(() => null);
    const secret = game ? secretOf(gameId, game) : null;
    this.secrets.set(gameId, secret);
    if (secret) {
      const games = this.gamesByChannel.get(secret.channelId) ?? new Set();
      games.add(gameId);
      this.gamesByChannel.set(secret.channelId, games);
    }
    return secret;
  }

  secret(gameId: string): GameSecret | null {
    return this.secrets.get(gameId) ?? null;
  }

  knownSecrets(): GameSecret[] {
    return [...this.secrets.values()].filter((secret): secret is GameSecret => secret !== null);
  }

  gamesIn(channelId: string): string[] {
    return [...(this.gamesByChannel.get(channelId) ?? [])];
  }

  async close(): Promise<void> {
    await this.bot.kill().catch(() => undefined);
    // CHAOS_BOT_LOG=<file> keeps the bot's log of the run, to look into a finding.
    if (process.env.CHAOS_BOT_LOG) writeFileSync(process.env.CHAOS_BOT_LOG, this.bot.output.join(''));
    this.records.close();
    await this.redis.stop().catch(() => undefined);
    await this.local.close().catch(() => undefined);
  }
}

export function gameIdOf(message: LocalMessage | { api: LocalMessage['api'] }): string | null {
  for (const button of buttonsOf(message.api)) {
    const match = button.customId.match(/^duet:([a-z0-9]+):/);
    if (match) return match[1] ?? null;
  }
  return null;
}

export function hasWords(message: { api: LocalMessage['api'] }): boolean {
  return buttonsOf(message.api).some((button) => /^duet:[^:]+:\d+:word:/.test(button.customId));
}
