/**
 * `npm run chaos [-- --forged N --bursts N --kills N …]` (or CHAOS_FORGED=N …): the chaos suite at
 * full size against the bot as its own process, its own redis-server and the local Discord. Prints
 * one table (a row per attack), what caused every non-zero failure cell, and one machine line
 * (`CHAOS {json}`); exits 1 when any of the last four columns is not zero (2 on a usage error).
 */
import { parseChaosOptions } from './options.js';
import { runChaos } from './suite.js';

let options: ReturnType<typeof parseChaosOptions>;
try {
  options = parseChaosOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
if (options.verbose) {
  const { verbose: _verbose, ...sizes } = options;
  console.error(`chaos: ${JSON.stringify(sizes)}`);
}
const report = await runChaos(options);
console.log(report.table);
console.log(
  `\n"unanswered within 3 s": no answer the presser could see within 3 s minus ${options.networkAllowanceMs} ms ` +
    "for Discord's own round trips (a deferral counts once its answer follows); informational, not a failure.\n",
);
if (report.examples) console.log(`${report.examples}\n`);
for (const remark of report.remarks) console.log(`remark: ${remark}`);
console.log(report.machineLine);
process.exit(report.failed ? 1 : 0);
