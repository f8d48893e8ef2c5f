import { CHAOS_GAMES, gameRow } from './games/index.js';
import { Ledger } from './ledger.js';
import { keepPlaying } from './players.js';
import { backgroundGames } from './table-tables.js';
import { type ChaosWorld, sleep } from './world.js';

export const FREEZE_ROW = 'redis frozen (SIGSTOP … SIGCONT) mid-game';
export const STOP_ROW = 'redis killed and restarted mid-game';

/**
 * Attack 5: players keep pressing while the bot's redis-server is frozen (SIGSTOP, longer than
 * the bot's command timeout, then SIGCONT) and while it is killed and started again. Every press
 * must still be answered within Discord's 3 s ("try again" is fine), and nothing corrupted: the
 * ledger and the state checks compare every game with its presses afterwards.
 */
export async function runRedisFaults(world: ChaosWorld, freezes: number, stops: number): Promise<void> {
  if (freezes + stops <= 0) return;
  const ledger = new Ledger(world.local);
  const rowRef = { row: FREEZE_ROW };
  const { tables, stop, playing } = await keepPlaying(world, ledger, rowRef, ['rosa', 'sven'], 'redis');
  const others = await backgroundGames(world, CHAOS_GAMES, FREEZE_ROW);
  try {
    for (let freeze = 0; freeze < freezes; freeze++) {
      rowRef.row = FREEZE_ROW;
      others.row(FREEZE_ROW);
      await sleep(800 + world.rng.int(800));
      world.redis.freeze();
      await sleep(world.options.freezeMs);
      world.redis.thaw();
      world.log(`redis: frozen ${freeze + 1}/${freezes} for ${world.options.freezeMs} ms`);
      await sleep(1_500);
    }
    for (let kill = 0; kill < stops; kill++) {
      rowRef.row = STOP_ROW;
      others.row(STOP_ROW);
      await sleep(800 + world.rng.int(800));
      await world.redis.kill();
      await sleep(world.options.stopMs);
      await world.redis.restart();
      world.faultEnded();
      world.log(`redis: stopped ${kill + 1}/${stops} for ${world.options.stopMs} ms`);
      await sleep(2_500);
    }
  } finally {
    world.redis.thaw();
    stop.done = true;
    await playing;
    await others.finish(freezes > 0 ? FREEZE_ROW : STOP_ROW);
  }
  await world.observer.quiet();
  for (const table of tables) await table.refreshBoard();
  await world.observer.quiet();
  await ledger.check(world.records, world.tally, freezes > 0 ? FREEZE_ROW : STOP_ROW);
  for (const prefix of ['', ...CHAOS_GAMES.map((game) => gameRow(game, '').trimEnd() + ' ')]) {
    if (freezes > 0)
      world.tally.rename(
        `${prefix}${FREEZE_ROW}`,
        `${prefix}${FREEZE_ROW} ×${freezes}, ${world.options.freezeMs} ms each`,
      );
    if (stops > 0)
      world.tally.rename(
        `${prefix}${STOP_ROW}`,
        `${prefix}${STOP_ROW} ×${stops}, ${world.options.stopMs} ms down each`,
      );
  }
}
