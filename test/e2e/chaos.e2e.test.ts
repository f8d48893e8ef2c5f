import { describe, expect, it } from 'vitest';
import { type ChaosOptions, CI_OPTIONS } from '../chaos/options.js';
import { type ChaosReport, runChaos } from '../chaos/suite.js';

/**
 * The chaos suite at CI size (`npm run chaos` runs it at full size): the bot as its own process
 * with its own redis-server, attacked through the local Discord with forged interactions,
 * conflicting presses, hostile text, kill -9 and Redis faults, on Duet, classic Codenames,
 * Duck! Duck! Go! and THE KEY. Once as it runs, once with the bot deferring every interaction at
 * once (the slow path, where a private answer follows a deferral). Its tables are printed either way.
 */
async function expectClean(options: ChaosOptions): Promise<void> {
  const report: ChaosReport = await runChaos(options);
  const details = [report.table, report.examples, ...report.remarks].join('\n');
  console.log(`${details}\n${report.machineLine}`);
  expect.soft(report.total.publicBad, `public answers to bad input\n${details}`).toBe(0);
  expect.soft(report.total.changedBad, `games changed by bad input\n${details}`).toBe(0);
  expect.soft(report.total.lostOrDuplicated, `lost or duplicated moves\n${details}`).toBe(0);
  expect.soft(report.total.leaks, `leaks\n${details}`).toBe(0);
  // Every attack ran (a run that stopped early would show zeros it never measured).
  const stoppedEarly = report.remarks.filter((remark) => /stopped early|error/.test(remark));
  expect.soft(stoppedEarly, details).toEqual([]);
  // Presses land while the bot is down only when a restart is slow enough: that row may be empty.
  const mayBeEmpty = (name: string) => name.includes('kill -9: presses sent while the bot was down');
  const idle = report.rows
    .filter((row) => row.counts.tried === 0 && !mayBeEmpty(row.name))
    .map((row) => row.name);
  expect.soft(idle, details).toEqual([]);
}

describe('chaos: forged and conflicting input, hostile text, kill -9, Redis faults, on every game', () => {
  it('answers bad input privately, changes nothing with it, loses no move, leaks no secret', async () => {
    await expectClean(CI_OPTIONS);
  }, 420_000);

  it('does the same when the bot defers every interaction at once (the slow path)', async () => {
    // What the slow path changes is how answers reach Discord: every attack on input, at half the
    // first run's size; kills and Redis faults are the first run's (their answers are deferred
    // either way).
    await expectClean({
      ...CI_OPTIONS,
      slowPath: true,
      seed: CI_OPTIONS.seed + 1,
      forged: CI_OPTIONS.forged / 2,
      bursts: CI_OPTIONS.bursts / 2,
      gameForged: CI_OPTIONS.gameForged / 2,
      gameBursts: CI_OPTIONS.gameBursts / 2,
      kills: 0,
      redisFreezes: 0,
      redisStops: 0,
    });
  }, 420_000);
});
