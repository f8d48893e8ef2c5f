import type { LocalUser } from '../../dev/local-discord/index.js';
import { buttonsOf } from '../support/duet-table.js';
import type { AnyChaosGame } from './games/chaos-game.js';
import { gameRow } from './games/index.js';
import { actionOf } from './games/table-setup.js';
import { readGame, TableLedger } from './table-ledger.js';
import { newestBoardOf, privateAnswerOf, type RowRef, tablePlay } from './table-play.js';
import { type ChaosWorld, sleep } from './world.js';

/** A table of one of the shared attacks' games: its channel, players and current game. */
export interface GameTable {
  game: AnyChaosGame;
  channelId: string;
  players: LocalUser[];
  gameId: string;
}

/** Opens a table of `game` in a fresh channel, through its commands and lobby, with players named `<name><n>`. */
export async function openTable(world: ChaosWorld, game: AnyChaosGame, name: string): Promise<GameTable> {
  const channel = world.newChannel(`${game.prefix}-${name}`);
  const players = Array.from({ length: game.seats }, (_, index) =>
    world.user(`${game.prefix}${name}p${index}`),
  );
  await game.open(world, channel.id, players);
  const table: GameTable = { game, channelId: channel.id, players, gameId: '' };
  refreshGameId(world, table);
  if (!table.gameId) throw new Error(`no ${game.title} game came up in #${channel.name}`);
  return table;
}

/** The game the table's newest board shows (a rematch starts a new one). */
export function refreshGameId(world: ChaosWorld, table: GameTable): string {
  const board = newestBoardOf(world, table.game, table.channelId);
  const id = board
    ? buttonsOf(board).find((button) => button.customId.startsWith(`${table.game.prefix}:`))
    : undefined;
  const gameId = id?.customId.split(':')[1];
  if (gameId) {
    table.gameId = gameId;
    world.book.note(table.game, gameId, table.channelId);
  }
  return table.gameId;
}

/** The table's stored document (null while Redis cannot say, or the record is unreadable). */
export async function documentOf(world: ChaosWorld, table: GameTable): Promise<unknown> {
  const read = await readGame(world.records, table.game, table.gameId).catch(() => null);
  return read?.ok ? read.document : null;
}

/** One step of the table's players, read from the stored game; counted in `rowRef`'s row. */
export async function stepTable(
  world: ChaosWorld,
  table: GameTable,
  rowRef: RowRef,
  ledger: TableLedger | null,
) {
  refreshGameId(world, table);
  const document = await documentOf(world, table);
  if (document === null) return;
  ledger?.watch(table.gameId, table.game.moves(document).length);
  await table.game.step(tablePlay(world, table.game, { ...table, document }, rowRef, ledger));
}

/** Ends a running game the way its players do: `/<game> stop`, then the question's "end" button. */
export async function finishTable(world: ChaosWorld, table: GameTable): Promise<void> {
  const [player] = table.players;
  if (!player) return;
  const asked = world.local.driver.runCommand({
    user: player,
    channelId: table.channelId,
    name: table.game.prefix,
    subcommand: 'stop',
    options: {},
    locale: 'en-US',
  });
  await asked.awaitAnswer(5_000);
  const question = privateAnswerOf(world, asked);
  const end = question
    ? buttonsOf(question).find((button) => actionOf(button.customId) === 'end-game')
    : undefined;
  if (!question || !end) throw new Error(`/${table.game.prefix} stop asked nothing`);
  await world.local.driver
    .clickButton({ user: player, messageId: question.id, customId: end.customId })
    .awaitAnswer(5_000);
  await sleep(200);
}

/**
 * Tables of every game played in the background of the kill and Redis attacks, counted per game
 * in the row the attack names now (`row(name)`); `finish` stops them and checks their ledgers.
 */
export async function backgroundGames(world: ChaosWorld, games: readonly AnyChaosGame[], name: string) {
  const attack = { name };
  const ledgers = new Map(games.map((game) => [game, new TableLedger(game)]));
  const tables: GameTable[] = [];
  for (const game of games) {
    for (let index = 0; index < Math.max(1, Math.ceil(world.options.tables / 3)); index++)
      tables.push(await openTable(world, game, `${name.replace(/[^a-z0-9]/gi, '').slice(0, 8)}${index}`));
  }
  const stop = { done: false };
  const playing = Promise.all(
    tables.map(async (table) => {
      while (!stop.done) {
        const rowRef = { row: gameRow(table.game, attack.name) };
        await stepTable(world, table, rowRef, ledgers.get(table.game) ?? null).catch((error: unknown) =>
          world.log(`${table.game.prefix} player: ${String(error)}`),
        );
        await sleep(30 + world.rng.int(60));
      }
    }),
  );
  return {
    /** From now on, presses count in this attack's row. */
    row(next: string) {
      attack.name = next;
    },
    async finish(checkRow: string) {
      stop.done = true;
      await playing;
      await world.observer.quiet();
      for (const [game, ledger] of ledgers)
        await ledger.check(world.records, world.tally, gameRow(game, checkRow), world.book.shownVersions);
    },
  };
}
