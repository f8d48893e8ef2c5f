import { describe, expect, it } from 'vitest';
import { CI_OPTIONS } from '../chaos/options.js';
import { type ChaosReport, runChaos } from '../chaos/suite.js';

/**
 * The chaos suite at CI size (`npm run chaos` runs it at full size): the bot as its own process
 * with its own redis-server, attacked through the local Discord with forged interactions,
 * conflicting presses, hostile text, kill -9 and Redis faults. Its table is printed either way.
 */
describe('chaos: forged and conflicting input, hostile text, kill -9, Redis faults', () => {
  it('answers bad input privately, changes nothing with it, loses no move, leaks no key', async () => {
    const report: ChaosReport = await runChaos(CI_OPTIONS);
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
    const mayBeEmpty = (name: string) => name.startsWith('kill -9: presses sent while the bot was down');
    const idle = report.rows
      .filter((row) => row.counts.tried === 0 && !mayBeEmpty(row.name))
      .map((row) => row.name);
    expect.soft(idle, details).toEqual([]);
  }, 300_000);
});
