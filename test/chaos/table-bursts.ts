import type { AnyChaosGame } from './games/chaos-game.js';
import { gameRow } from './games/index.js';
import { TableLedger } from './table-ledger.js';
import { tablePlay } from './table-play.js';
import { documentOf, type GameTable, openTable, refreshGameId, stepTable } from './table-tables.js';
import type { ChaosWorld } from './world.js';

/**
 * Bursts of conflicting presses on one game's tables (the game's own kinds: double clicks, two
 * players at once, confirm with withdraw, a card changed as the last one reveals): `count` of
 * them, the tables played on between bursts. Every stored move must come from a press, none
 * applied twice (the ledger), and every board must show its stored game (the state checks).
 */
export async function runTableBursts(world: ChaosWorld, game: AnyChaosGame, count: number): Promise<void> {
  if (count <= 0 || game.bursts.length === 0) return;
  const ledger = new TableLedger(game);
  const done = new Map<string, number>(game.bursts.map((burst) => [burst.name, 0]));
  const budget = { left: count };
  const tables: GameTable[] = [];
  for (let index = 0; index < Math.max(1, Math.ceil(world.options.tables / 2)); index++)
    tables.push(await openTable(world, game, `bursts${index}`));
  const rowOf = (name: string) => gameRow(game, `conflicting presses: ${name}`);
  const started = Date.now();
  await Promise.all(
    tables.map(async (table, index) => {
      let turn = index;
      let idle = 0;
      while (budget.left > 0 && idle < 200) {
        refreshGameId(world, table);
        const document = await documentOf(world, table);
        if (document === null) {
          idle += 1;
          continue;
        }
        ledger.watch(table.gameId, game.moves(document).length);
        const burst = game.bursts[turn % game.bursts.length];
        turn += 1;
        if (!burst) continue;
        const row = { row: rowOf(burst.name) };
        const raced = await burst
          .run(tablePlay(world, game, { ...table, document }, row, ledger))
          .catch((error: unknown) => {
            const text = `${game.prefix} burst error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
            if (!world.remarks.includes(text)) world.remarks.push(text);
            return false;
          });
        if (raced) {
          budget.left -= 1;
          done.set(burst.name, (done.get(burst.name) ?? 0) + 1);
          idle = 0;
        } else idle += 1;
        // The game goes on between bursts, so each phase comes round.
        await stepTable(world, table, { row: rowOf('moves between bursts') }, ledger).catch(() => undefined);
      }
    }),
  );
  await world.observer.quiet();
  await ledger.check(world.records, world.tally, rowOf('moves between bursts'), world.book.shownVersions);
  for (const [name, bursts] of done) world.tally.rename(rowOf(name), `${rowOf(name)} (${bursts} bursts)`);
  world.log(
    `${game.prefix} bursts: ${count - budget.left} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
