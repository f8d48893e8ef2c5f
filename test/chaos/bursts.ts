import type { LocalUser } from '../../dev/local-discord/index.js';
import type { DuetSession } from '../../src/games/duet/document.js';
import { buttonsOf } from '../support/duet-table.js';
import { Ledger } from './ledger.js';
import type { Tracked } from './observer.js';
import {
  boardMessage,
  cellsFor,
  clueWord,
  countAnswers,
  openClueForm,
  press,
  settleAll,
  submitClue,
} from './presses.js';
import type { ChaosWorld } from './world.js';

export const BURST_ROWS = {
  doubleClick: 'conflicting presses: double click on a word',
  bothPlayers: 'conflicting presses: both players at once',
  stopGuess: 'conflicting presses: stop + guess',
  flagGuess: 'conflicting presses: flag + guess',
  clueTwice: 'conflicting presses: clue submitted twice',
  racePicture: "conflicting presses: moves racing a new board's picture",
} as const;

type BurstKind = keyof typeof BURST_ROWS;

interface Table {
  channelId: string;
  players: { A: LocalUser; B: LocalUser };
  gameId: string;
}

const GUESSING_KINDS: BurstKind[] = ['doubleClick', 'bothPlayers', 'stopGuess', 'flagGuess'];

/**
 * Attack 2: bursts of presses that race each other on one board (double clicks, both players at
 * once, stop or flag with a guess, a clue submitted twice). Every move must be applied exactly
 * once: each burst's acknowledgements are checked against the stored move list (the ledger), the
 * stored game must replay, and the board must show the stored state.
 */
export async function runBursts(world: ChaosWorld, count: number): Promise<void> {
  if (count <= 0) return;
  const ledger = new Ledger(world.local);
  const budget = { left: count };
  const done: Record<BurstKind, number> = {
    doubleClick: 0,
    bothPlayers: 0,
    stopGuess: 0,
    flagGuess: 0,
    clueTwice: 0,
    racePicture: 0,
  };
  const started = Date.now();
  let lastReport = started;
  const worker = async (index: number) => {
    const channel = world.newChannel(`bursts-${index}`);
    const a = world.user(`ana${index}`);
    const b = world.user(`ben${index}`);
    const table: Table = { channelId: channel.id, players: { A: a, B: b }, gameId: '' };
    table.gameId = (await world.startGame(channel, a, b)).gameId;
    ledger.watch(table.gameId, 0);
    let fresh = true;
    let turn = index;
    let stuck = 0;
    while (budget.left > 0 && stuck < 5) {
      const session = await world.records.game(table.gameId);
      const board = session ? boardMessage(world, session) : null;
      if (!session || !board) {
        stuck += 1;
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      const phase = session.engine.phase.kind;
      if (phase === 'won' || phase === 'lost' || phase === 'expired') {
        const next = await rematch(world, table, session);
        if (!next) {
          stuck += 1;
          continue;
        }
        table.gameId = next;
        ledger.watch(next, 0);
        fresh = true;
        continue;
      }
      turn += 1;
      if (fresh) {
        // A new board's picture is still being drawn: a clue and guesses, one after another.
        fresh = false;
        if (await racePicture(world, ledger, table, session)) {
          done.racePicture += 1;
          budget.left -= 1;
        }
        continue;
      }
      const kind = await burst(world, ledger, table, session, turn).catch((error: unknown) => {
        const text = `burst error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
        if (!world.remarks.includes(text)) world.remarks.push(text);
        return null;
      });
      // The budget counts bursts that raced; one the board's phase did not allow is tried again.
      if (kind) {
        done[kind] += 1;
        budget.left -= 1;
        stuck = 0;
      } else stuck += 1;
      if (world.options.verbose && Date.now() - lastReport > 10_000) {
        lastReport = Date.now();
        world.log(`bursts: ${count - budget.left}/${count}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, world.options.tables) }, (_, index) => worker(index)));
  await world.observer.quiet();
  await ledger.check(world.records, world.tally, BURST_ROWS.doubleClick);
  // The boards are checked with every other game's at the end (state checks).
  for (const kind of Object.keys(BURST_ROWS) as BurstKind[]) {
    world.tally.rename(BURST_ROWS[kind], `${BURST_ROWS[kind]} (${done[kind]} bursts)`);
  }
  world.log(`bursts: ${count - budget.left} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function rematch(world: ChaosWorld, table: Table, session: DuetSession): Promise<string | null> {
  const board = boardMessage(world, session);
  const button = board
    ? buttonsOf(board.api).find((candidate) => candidate.customId.endsWith(':rematch'))
    : undefined;
  if (!board || !button) return null;
  const handle = world.local.driver.clickButton({
    user: table.players.A,
    messageId: board.id,
    customId: button.customId,
  });
  await handle.awaitAnswer(5_000).catch(() => undefined);
  const next = world.newestBoard(table.channelId);
  const gameId = next ? buttonsOf(next.api)[0]?.customId.split(':')[1] : undefined;
  if (!gameId || gameId === table.gameId) return null;
  await world.noteGame(gameId);
  return gameId;
}

/** One burst fitting the game's phase; returns its kind (null if none could be made). */
async function burst(
  world: ChaosWorld,
  ledger: Ledger,
  table: Table,
  session: DuetSession,
  turn: number,
): Promise<BurstKind | null> {
  const { rng } = world;
  const board = boardMessage(world, session);
  if (!board) return null;
  const version = session.engine.moves.length;
  const { gameId } = table;
  const phase = session.engine.phase;
  const wordId = (cell: number) => `duet:${gameId}:${version}:word:${cell}`;
  const guess = (row: string, side: 'A' | 'B', cell: number) =>
    press(world, ledger, {
      row,
      user: table.players[side],
      message: board,
      customId: wordId(cell),
      gameId,
      move: `g${cell}`,
    });
  const sent: Tracked[] = [];
  let kind: BurstKind;

  if (phase.kind === 'awaiting-clue') {
    kind = 'clueTwice';
    const row = BURST_ROWS.clueTwice;
    const sides: ('A' | 'B')[] = phase.clueGiver ? [phase.clueGiver, phase.clueGiver] : ['A', 'B'];
    const sameForm = phase.clueGiver !== null && turn % 2 === 0;
    const openers = [];
    for (const side of sameForm ? sides.slice(0, 1) : sides) {
      openers.push({
        side,
        opener: await openClueForm(world, row, table.players[side], board, gameId, version),
      });
    }
    for (const [index, { side, opener }] of openers.entries()) {
      if (!opener) continue;
      const word = clueWord(world);
      const number = 1 + rng.int(3);
      sent.push(submitClue(world, ledger, { row, user: table.players[side], opener, gameId, word, number }));
      if (sameForm && index === 0) {
        sent.push(
          submitClue(world, ledger, {
            row,
            user: table.players[side],
            opener,
            gameId,
            word,
            number,
            again: true,
          }),
        );
      }
    }
    if (sent.length === 0) return null;
  } else if (phase.kind === 'sudden-death') {
    kind = 'bothPlayers';
    const row = BURST_ROWS.bothPlayers;
    for (const side of ['A', 'B'] as const) {
      const cells = cellsFor(session, side, 'agent');
      if (cells.length > 0) sent.push(guess(row, side, rng.pick(cells)));
    }
    if (sent.length === 0) return null;
  } else if (phase.kind === 'guessing') {
    kind = GUESSING_KINDS[turn % GUESSING_KINDS.length] as BurstKind;
    const row = BURST_ROWS[kind];
    const guesser = phase.guesser;
    const agents = cellsFor(session, guesser, 'agent');
    const bystanders = cellsFor(session, guesser, 'bystander');
    const cell =
      rng.chance(kind === 'stopGuess' ? 0.8 : 0.65) || bystanders.length === 0
        ? rng.pick(agents.length > 0 ? agents : bystanders)
        : rng.pick(bystanders);
    if (cell === undefined) return null;
    const control = (action: 'stop' | 'flag') =>
      press(world, ledger, {
        row,
        user: table.players[guesser],
        message: board,
        customId: `duet:${gameId}:${version}:${action}`,
        gameId,
        move: action === 'stop' ? 's' : 'f',
      });
    switch (kind) {
      case 'doubleClick':
        sent.push(guess(row, guesser, cell), guess(row, guesser, cell));
        if (rng.chance(0.3)) sent.push(guess(row, guesser, cell));
        break;
      case 'bothPlayers': {
        const other = guesser === 'A' ? 'B' : 'A';
        const theirs = rng.pick([...cellsFor(session, other, 'agent'), cell]);
        sent.push(guess(row, guesser, cell), guess(row, other, theirs));
        break;
      }
      case 'stopGuess':
        sent.push(control('stop'), guess(row, guesser, cell));
        break;
      default:
        sent.push(guess(row, guesser, cell), control('flag'));
        break;
    }
  } else {
    return null;
  }
  await settleAll(world, sent);
  countAnswers(world, sent);
  return kind;
}

/**
 * Players who do not wait for a new board's picture: the first clue, then three guesses, each
 * pressed as soon as the last one was answered, while the board's picture is still being drawn.
 */
async function racePicture(
  world: ChaosWorld,
  ledger: Ledger,
  table: Table,
  session: DuetSession,
): Promise<boolean> {
  const row = BURST_ROWS.racePicture;
  const board = boardMessage(world, session);
  const { gameId } = table;
  if (!board || session.engine.phase.kind !== 'awaiting-clue' || session.engine.moves.length > 0)
    return false;
  const opener = await openClueForm(world, row, table.players.A, board, gameId, 0);
  if (!opener) return false;
  const clue = submitClue(world, ledger, {
    row,
    user: table.players.A,
    opener,
    gameId,
    word: clueWord(world),
    number: 3,
  });
  await settleAll(world, [clue], 0);
  countAnswers(world, [clue]);
  let version = 1;
  for (const cell of cellsFor(session, 'B', 'agent').slice(0, 3)) {
    const guess = press(world, ledger, {
      row,
      user: table.players.B,
      message: board,
      customId: `duet:${gameId}:${version}:word:${cell}`,
      gameId,
      move: `g${cell}`,
    });
    await settleAll(world, [guess], 0);
    countAnswers(world, [guess]);
    version += 1;
  }
  return true;
}
