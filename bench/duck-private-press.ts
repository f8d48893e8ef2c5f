import { createHash } from 'node:crypto';
import type { LocalUser } from '../dev/local-discord/index.js';
import { duckSetups } from '../src/games/duck/setups.js';
import { REWAIT_LUA } from '../src/platform/reminders/redis-reminder-store.js';
import { COMPARE_AND_SET_LUA } from '../src/platform/store/redis-store.js';
import { DuckTable, menusOf } from '../test/support/duck-table.js';
import { startE2eWorld } from '../test/support/e2e-world.js';
import { waitUntil } from '../test/support/free-port.js';
import { actionOf } from '../test/support/staged-table.js';
import { isSweep } from './game-load.js';
import { countRedisCommands } from './redis-monitor.js';

/**
 * `npm run bench:duck-private`: the Redis commands a Duck! Duck! Go! private move costs. Races are
 * played through the local Discord against the bot as its own process with its own Redis; around
 * each card chosen in a racer's private message (a move made from that message, not from the
 * board), every command the bot sends is counted and named. Prints figures, asserts nothing.
 */
const races = Number(process.argv[2] ?? 10);
/** Longer than an earlier press's board edit and reminder take after its answer. */
const SETTLE_MS = 1_500;

const e2e = await startE2eWorld('duck-bench');
const { local, world } = e2e;
const { alice, bob } = world.users;
const board = duckSetups.find((setup) => setup.difficulty === 'beginner') ?? duckSetups[0];

const byCommand = new Map<string, number>();
let presses = 0;
let commands = 0;

const sha = (lua: string) => createHash('sha1').update(lua).digest('hex');
const SCRIPTS = new Map([
  [sha(COMPARE_AND_SET_LUA), 'the move (compare-and-set)'],
  [sha(REWAIT_LUA), 'turn reminder rescheduled'],
]);

/** `+1700000000.1 [0 127.0.0.1:5555] "evalsha" "<sha>" …`: what the command is for, or its name. */
function commandOf(line: string): string {
  const [, name = '?', script = ''] = /\] "(\w+)"(?: "([0-9a-f]{40})")?/iu.exec(line) ?? [];
  if (name.toLowerCase() === 'hmget')
    return line.includes('game:{') ? 'the game read' : "a document read (the server's settings)";
  return SCRIPTS.get(script.toLowerCase()) ?? name.toLowerCase();
}

/** One private move: the first card offered in the racer's choosing menu, with the commands it cost. */
async function chooseOneCard(table: DuckTable, racer: LocalUser): Promise<boolean> {
  const { message } = await table.myMove(racer);
  const current = message();
  const menu = current ? menusOf(current).find((found) => actionOf(found.customId) === 'choose') : undefined;
  const value = menu?.values[0];
  if (!current || !menu || value === undefined) return false;
  // What earlier presses do after their answers (a board edit, then its reminder) settles first.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const counted = await countRedisCommands(
    e2e.redis.url,
    '',
    async () => {
      await table.select(racer, current, menu.customId, value);
    },
    (line) => {
      // The bot's periodic sweeps run whether anyone presses or not: not charged to the move.
      if (isSweep(line)) return true;
      const name = commandOf(line);
      byCommand.set(name, (byCommand.get(name) ?? 0) + 1);
      return false;
    },
  );
  presses += 1;
  commands += counted.counted;
  return true;
}

try {
  for (let race = 0; race < races; race++) {
    const channel = local.model.createTextChannel(world.guild.id, { name: `duck-bench-${race}` });
    const table = new DuckTable(local, channel.id);
    await table.command(alice, 'lobby', { board: board?.id ?? '', language: 'en' });
    await table.press(bob, table.lobby(bob), 'join');
    await table.press(alice, table.lobby(alice), 'start');
    await waitUntil(() => table.hasBoard(alice), 10_000, 'the board');
    // Both ducks placed by My move first; then each racer chooses their cards for the round.
    for (let placed = 0, round = 0; placed < 2 && round < 6; round++)
      for (const racer of [alice, bob])
        placed += (await table.playMyMove(racer)).filter((text) => text.startsWith('Your duck is on')).length;
    for (const racer of [alice, bob]) await chooseOneCard(table, racer);
    // Ended, so its deadlines and reminders do not run into the next race's count.
    const asked = local.driver.runCommand({
      user: alice,
      channelId: channel.id,
      name: 'duck',
      subcommand: 'stop',
    });
    await asked.awaitAnswer(5_000);
    const question = asked.originalMessage();
    if (question) await table.press(alice, question, 'end-game');
  }
  const named = [...byCommand]
    .sort((a, b) => b[1] - a[1])
    .map(([name, count]) => `${name} ${(count / presses).toFixed(2)}`)
    .join('; ');
  console.log(`Duck! Duck! Go! private moves (a card chosen in a racer's private menu): ${presses}`);
  console.log(`Redis commands per private move: ${(commands / presses).toFixed(2)} (${named})`);
} finally {
  await e2e.close();
}
