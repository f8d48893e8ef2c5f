import type { LocalMessage, LocalUser } from '../../dev/local-discord/index.js';
import type { KeyColor } from '../../src/games/duet/engine/index.js';
import { type BoardButton, buttonsOf, textOf } from '../support/duet-table.js';
import type { Ledger } from './ledger.js';
import type { Tracked } from './observer.js';
import { clueWord, countAnswers, openClueForm, press, settleAll, submitClue } from './presses.js';
import { type ChaosWorld, gameIdOf, sleep } from './world.js';

/** Which row the presses being made now count in (an attack switches it between its faults). */
export interface RowRef {
  row: string;
}

/**
 * Two players at a table who play as people do: they read the board (not Redis, which may be
 * frozen or down), press what it offers, and go on whatever the bot answers. Every press is in
 * the ledger, so the attack can check afterwards that no acknowledged move was lost or doubled.
 */
export class PlayerTable {
  private readonly keys = new Map<string, { A: KeyColor[]; B: KeyColor[] }>();
  readonly pressed: Tracked[] = [];
  readonly gameIds = new Set<string>();
  private channelId = '';

  constructor(
    private readonly world: ChaosWorld,
    private readonly ledger: Ledger,
    private readonly rowRef: RowRef,
    private readonly a: LocalUser,
    private readonly b: LocalUser,
    private readonly name: string,
  ) {}

  async start(): Promise<void> {
    const channel = this.world.newChannel(this.name);
    this.channelId = channel.id;
    const { gameId } = await this.world.startGame(channel, this.a, this.b);
    this.gameIds.add(gameId);
    this.ledger.watch(gameId, 0);
  }

  private board(): { message: LocalMessage; gameId: string; buttons: BoardButton[] } | null {
    const message = this.world.newestBoard(this.channelId);
    const gameId = message ? gameIdOf(message) : null;
    return message && gameId ? { message, gameId, buttons: buttonsOf(message.api) } : null;
  }

  private async keysOf(gameId: string): Promise<{ A: KeyColor[]; B: KeyColor[] } | null> {
    const known = this.keys.get(gameId);
    if (known) return known;
    const game = await this.world.records.game(gameId).catch(() => null);
    if (!game) return null;
    this.keys.set(gameId, game.engine.keyCard);
    return game.engine.keyCard;
  }

  private userNamed(text: string): LocalUser | null {
    const id = text.match(/▶️ <@(\d+)>/u)?.[1];
    return id === this.a.id ? this.a : id === this.b.id ? this.b : null;
  }

  /** One move (or a rematch), as the board suggests it. */
  async step(): Promise<void> {
    const board = this.board();
    if (!board) return;
    const { message, gameId, buttons } = board;
    if (!this.gameIds.has(gameId)) {
      this.gameIds.add(gameId);
      this.ledger.watch(gameId, 0);
    }
    const row = this.rowRef.row;
    const { rng } = this.world;
    const rematch = buttons.find((button) => button.customId.endsWith(':rematch'));
    if (rematch) {
      await this.finish([
        press(this.world, null, {
          row,
          user: this.a,
          message,
          customId: rematch.customId,
          gameId,
          move: null,
        }),
      ]);
      return;
    }
    const keys = await this.keysOf(gameId);
    if (!keys) return;
    const words = buttons.filter((button) => button.customId.includes(':word:'));
    const version = Number(words[0]?.customId.split(':')[2] ?? 0);
    const clue = buttons.find((button) => button.customId.endsWith(':clue'));
    const stop = buttons.find((button) => button.customId.endsWith(':stop'));
    const named = this.userNamed(textOf(message.api));
    if (clue && !clue.disabled) {
      const giver = named ?? (rng.chance(0.5) ? this.a : this.b);
      const opener = await openClueForm(this.world, row, giver, message, gameId, version);
      if (!opener) return;
      const word = clueWord(this.world);
      await this.finish([
        submitClue(this.world, this.ledger, {
          row,
          user: giver,
          opener,
          gameId,
          word,
          number: 1 + rng.int(3),
        }),
      ]);
      return;
    }
    const guessing = stop !== undefined && !stop.disabled;
    const guesser = guessing && named ? named : rng.chance(0.5) ? this.a : this.b;
    const side = guesser === this.a ? 'A' : 'B';
    const judge = keys[side === 'A' ? 'B' : 'A'];
    const open = words.flatMap((button, cell) => (button.disabled ? [] : [{ button, cell }]));
    const agents = open.filter(({ cell }) => judge[cell] === 'agent');
    const bystanders = open.filter(
      ({ button, cell }) => judge[cell] === 'bystander' && !button.label.endsWith(` · ${side}`),
    );
    const roll = rng.next();
    if (guessing && stop && roll < 0.15) {
      await this.finish([
        press(this.world, this.ledger, {
          row,
          user: guesser,
          message,
          customId: stop.customId,
          gameId,
          move: 's',
        }),
      ]);
      return;
    }
    const pool =
      guessing && roll < 0.4 && bystanders.length > 0 ? bystanders : agents.length > 0 ? agents : bystanders;
    if (pool.length === 0) return;
    const { button, cell } = rng.pick(pool);
    await this.finish([
      press(this.world, this.ledger, {
        row,
        user: guesser,
        message,
        customId: button.customId,
        gameId,
        move: `g${cell}`,
      }),
    ]);
  }

  private async finish(tracked: Tracked[]): Promise<void> {
    await settleAll(this.world, tracked, 20);
    countAnswers(this.world, tracked);
    this.pressed.push(...tracked);
  }

  /**
   * A board a crash left behind its record (the move was stored, its answer never sent) is
   * redrawn by the next press on it: a player presses one of its (now stale) buttons.
   */
  async refreshBoard(): Promise<void> {
    for (const gameId of this.gameIds) {
      const session = await this.world.records.game(gameId).catch(() => null);
      const message = session?.boardMessageId
        ? this.world.local.model.findMessage(session.boardMessageId)
        : undefined;
      if (!session || !message) continue;
      const word = buttonsOf(message.api).find((button) => button.customId.includes(':word:'));
      if (!word || word.customId.split(':')[2] === String(session.engine.moves.length)) continue;
      const user = session.players.A.includes(this.a.id) ? this.a : this.b;
      await this.world.local.driver
        .clickButton({ user, messageId: message.id, customId: word.customId, force: true })
        .awaitAnswer(3_200)
        .catch(() => undefined);
    }
  }
}

/** Runs the tables' players until `stop.done`, a press or so every `pauseMs` per table. */
export async function playUntil(
  world: ChaosWorld,
  tables: PlayerTable[],
  stop: { done: boolean },
  pauseMs = 60,
) {
  await Promise.all(
    tables.map(async (table) => {
      while (!stop.done) {
        await table.step().catch((error: unknown) => world.log(`player: ${String(error)}`));
        await sleep(pauseMs / 2 + world.rng.int(pauseMs));
      }
    }),
  );
}

/**
 * Tables of two players each (`<first><n>` and `<second><n>`, in channels `<prefix>-<n>`), started
 * and kept playing until `stop.done`: the background the kill and Redis attacks strike into.
 */
export async function keepPlaying(
  world: ChaosWorld,
  ledger: Ledger,
  rowRef: { row: string },
  [first, second]: readonly [string, string],
  prefix: string,
) {
  const tables = Array.from(
    { length: Math.max(2, world.options.tables) },
    (_, index) =>
      new PlayerTable(
        world,
        ledger,
        rowRef,
        world.user(`${first}${index}`),
        world.user(`${second}${index}`),
        `${prefix}-${index}`,
      ),
  );
  for (const table of tables) await table.start();
  const stop = { done: false };
  return { tables, stop, playing: playUntil(world, tables, stop) };
}
