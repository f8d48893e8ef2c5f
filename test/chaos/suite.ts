import { runBursts } from './bursts.js';
import {
  checkAllGames,
  countBoardRegressions,
  SECRECY_ROW,
  STATE_ROW,
  scanLogsForLeaks,
  scanRequestsForLeaks,
} from './checks.js';
import { runForged } from './forged.js';
import { CHAOS_GAMES, gameRow } from './games/index.js';
import { runHostileText } from './hostile-text.js';
import { runKills } from './kills.js';
import type { ChaosOptions } from './options.js';
import { runRedisFaults } from './redis-faults.js';
import { TABLE_SECRECY, TABLE_STATE } from './table-book.js';
import { runTableBursts } from './table-bursts.js';
import { runTableForged } from './table-forged.js';
import type { ChaosFigures } from './tally.js';
import { ChaosWorld } from './world.js';

export interface ChaosReport extends ChaosFigures {
  /** The printed table (Markdown). */
  table: string;
  /** What caused each non-zero cell. */
  examples: string;
  remarks: string[];
  machineLine: string;
  seconds: number;
}

/**
 * Runs every attack against a freshly started bot (its own process, its own redis-server, the
 * local Discord), then checks every game it saw and scans every request and log line for leaks.
 */
export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const started = Date.now();
  const world = await ChaosWorld.start(options);
  const logCursor = { chunk: 0 };
  try {
    const phase = async (name: string, attack: () => Promise<void>) => {
      world.log(`${name}…`);
      try {
        await attack();
      } catch (error) {
        world.remarks.push(`${name} stopped early: ${error instanceof Error ? error.stack : String(error)}`);
      }
      await scanRequestsForLeaks(world);
      await scanLogsForLeaks(world, logCursor);
      countBoardRegressions(world);
    };
    await phase('forged interactions', () => runForged(world, options.forged));
    for (const game of CHAOS_GAMES)
      await phase(`${game.title}: forged interactions`, () =>
        runTableForged(world, game, options.gameForged),
      );
    await phase('hostile text', () => runHostileText(world, options.hostileRounds));
    await phase('conflicting presses', () => runBursts(world, options.bursts));
    for (const game of CHAOS_GAMES)
      await phase(`${game.title}: conflicting presses`, () =>
        runTableBursts(world, game, options.gameBursts),
      );
    await phase('kill -9', () => runKills(world, options.kills));
    await phase('redis faults', () => runRedisFaults(world, options.redisFreezes, options.redisStops));
    await world.observer.quiet();
    await world.boardsHadTimeToConverge();
    await checkAllGames(
      world,
      world.knownSecrets().map((secret) => secret.gameId),
    );
    await world.book.checkStates(world.records, world.tally);
    await scanRequestsForLeaks(world);
    await scanLogsForLeaks(world, logCursor);
    countBoardRegressions(world);
    world.noteAnswerTimes();
    // The secrecy and state rows go last, after the attacks.
    for (const name of [SECRECY_ROW, STATE_ROW]) world.tally.moveToEnd(name);
    for (const game of CHAOS_GAMES)
      for (const name of [TABLE_SECRECY, TABLE_STATE]) world.tally.moveToEnd(gameRow(game, name));
  } finally {
    await world.close();
  }
  const seconds = (Date.now() - started) / 1000;
  const figures = world.tally.figures();
  return {
    ...figures,
    table: world.tally.format(),
    examples: world.tally.formatExamples(),
    remarks: world.remarks,
    machineLine: world.tally.machineLine({ seconds: Math.round(seconds) }),
    seconds,
  };
}
