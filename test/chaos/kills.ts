import { performance } from 'node:perf_hooks';
import { CHAOS_GAMES, gameRow } from './games/index.js';
import { Ledger } from './ledger.js';
import { keepPlaying } from './players.js';
import { backgroundGames } from './table-tables.js';
import { type ChaosWorld, sleep } from './world.js';

export const KILL_ROW = 'kill -9 of the bot during presses';
export const DOWN_ROW = 'kill -9: presses sent while the bot was down';

/**
 * Attack 4: players keep pressing at several tables while the bot is killed with SIGKILL at
 * random moments and started again. No acknowledged move may be lost, none applied twice, and
 * every game must still be what its moves replay to (checked by the ledger and the state checks).
 */
export async function runKills(world: ChaosWorld, count: number): Promise<void> {
  if (count <= 0) return;
  const ledger = new Ledger(world.local);
  const rowRef = { row: KILL_ROW };
  const { tables, stop, playing } = await keepPlaying(world, ledger, rowRef, ['kai', 'lena'], 'kills');
  const others = await backgroundGames(world, CHAOS_GAMES, KILL_ROW);
  let downMs = 0;
  try {
    for (let kill = 0; kill < count; kill++) {
      await sleep(400 + world.rng.int(1_600));
      ledger.kills.push(performance.now());
      const down = performance.now();
      await world.bot.kill('SIGKILL');
      // Presses sent now cannot be answered: they count apart from those the kill cut short.
      rowRef.row = DOWN_ROW;
      others.row(DOWN_ROW);
      await sleep(world.rng.int(500));
      await world.bot.start();
      world.faultEnded();
      rowRef.row = KILL_ROW;
      others.row(KILL_ROW);
      downMs += performance.now() - down;
      world.log(`kill -9: ${kill + 1}/${count} (bot back after ${Math.round(performance.now() - down)} ms)`);
    }
    await sleep(1_500);
  } finally {
    stop.done = true;
    await playing;
    await others.finish(KILL_ROW);
  }
  await world.observer.quiet();
  for (const table of tables) await table.refreshBoard();
  await world.observer.quiet();
  await ledger.check(world.records, world.tally, KILL_ROW);
  world.tally.note(
    DOWN_ROW,
    `the bot was down ${(downMs / 1000).toFixed(1)} s in all: these cannot be answered`,
  );
  for (const row of [KILL_ROW, ...CHAOS_GAMES.map((game) => gameRow(game, KILL_ROW))])
    world.tally.rename(row, `${row} (${count} kills)`);
}
