import type { LocalChannel, LocalUser } from '../../dev/local-discord/index.js';
import type { KeyColor } from '../../src/games/duet/engine/index.js';
import { buttonsOf, DuetTable } from '../support/duet-table.js';
import { checkAllGames, scanRequestsForLeaks } from './checks.js';
import {
  type Fixture,
  type FixtureKind,
  FORGE_ROWS,
  type ForgeContext,
  type Forgery,
  isLegitimate,
  namedFixture,
  ownBoard,
} from './forgers.js';
import { unfitText, visible } from './hostile-values.js';
import type { Tracked } from './observer.js';
import { forcePress, forgeModalSubmit } from './raw-interactions.js';
import type { ChaosWorld } from './world.js';
import { gameIdOf, sleep } from './world.js';

/** Holds channels one interaction at a time, so what changes in them is that interaction's doing. */
export class ChannelLocks {
  private readonly tails = new Map<string, Promise<void>>();

  async acquire(channels: Iterable<string>): Promise<() => void> {
    const sorted = [...new Set(channels)].sort();
    const releases: (() => void)[] = [];
    for (const channel of sorted) {
      const previous = this.tails.get(channel) ?? Promise.resolve();
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const tail = previous.then(() => held);
      this.tails.set(channel, tail);
      await previous;
      releases.push(() => {
        release();
        if (this.tails.get(channel) === tail) this.tails.delete(channel);
      });
    }
    return () => {
      for (const release of releases.reverse()) release();
    };
  }
}

const PAIRS: Record<Exclude<FixtureKind, 'rematch'>, [string, string]> = {
  fresh: ['alice', 'bob'],
  guessing: ['csilla', 'dan'],
  awaiting: ['erin', 'frank'],
  finished: ['grace', 'heidi'],
  lobby: ['kim', 'leo'],
};

async function keysOf(world: ChaosWorld, gameId: string): Promise<{ A: KeyColor[]; B: KeyColor[] }> {
  const game = await world.records.game(gameId);
  if (!game) throw new Error(`fixture ${gameId} not stored`);
  return game.engine.keyCard;
}

/** Reads a fixture's stored document and message again (after bad input may have moved it). */
export async function reloadFixture(world: ChaosWorld, fixture: Fixture): Promise<void> {
  const parsed = await world.records.parsed(fixture.gameId);
  if (!parsed.ok) return;
  fixture.document = parsed.document;
  const document = parsed.document;
  const messageId = document.stage === 'game' ? document.boardMessageId : document.rosterMessageId;
  if (messageId && fixture.kind !== 'finished') fixture.messageId = messageId;
  // Who plays (or ever played) each side: a side emptied by bad input keeps its former players.
  const user = (id: string) => world.local.model.user(id);
  const side = (now: string[], former: string[], previous: LocalUser[]) => {
    const ids = [...new Set([...now, ...former])];
    return ids.length > 0 ? ids.map(user) : previous;
  };
  const former = document.stage === 'game' ? document.formerMembers : { A: [], B: [] };
  fixture.players = {
    A: side(document.players.A, former.A, fixture.players.A),
    B: side(document.players.B, former.B, fixture.players.B),
  };
}

/** Whether the fixture is still in the phase its kind attacks. */
function stillFits(fixture: Fixture): boolean {
  const document = fixture.document;
  if (fixture.kind === 'lobby') return document.stage === 'lobby';
  if (document.stage !== 'game') return false;
  const phase = document.engine.phase.kind;
  const players = document.players.A.length > 0 && document.players.B.length > 0;
  switch (fixture.kind) {
    case 'fresh':
      return players && document.engine.moves.length === 0;
    case 'guessing':
      return players && phase === 'guessing';
    case 'awaiting':
      return players && phase === 'awaiting-clue' && document.engine.moves.length > 0;
    case 'rematch':
      return players && phase !== 'won' && phase !== 'lost';
    case 'finished':
      return phase === 'won' || phase === 'lost';
  }
}

/** Sets up a fixture of `kind` in a fresh channel, through the bot, as players would. */
async function setUp(
  world: ChaosWorld,
  kind: Exclude<FixtureKind, 'rematch'>,
  round: number,
  set: number,
): Promise<Fixture[]> {
  const [aName, bName] = PAIRS[kind];
  const a = world.user(set === 0 ? aName : `${aName}${set}`);
  const b = world.user(set === 0 ? bName : `${bName}${set}`);
  const channel = world.newChannel(`forged-${kind}-${set}-${round}`);
  if (kind === 'lobby') return [await setUpLobby(world, channel, a, b)];
  const { gameId, board } = await world.startGame(channel, a, b);
  const table = new DuetTable(world.local, channel.id, a, b, 5_000);
  const fixture = (fixtureKind: FixtureKind, id: string, messageId: string): Fixture => ({
    kind: fixtureKind,
    channelId: channel.id,
    gameId: id,
    players: { A: [a], B: [b] },
    document: { stage: 'lobby' } as Fixture['document'],
    messageId,
  });
  const keys = await keysOf(world, gameId);
  if (kind === 'guessing' || kind === 'awaiting' || kind === 'finished') await table.clue(a, 'zzqfix', 2);
  if (kind === 'awaiting') await table.guess(b, table.cellsWith(keys.A, 'bystander')[0] ?? -1);
  if (kind !== 'finished') {
    const made = fixture(kind, gameId, board.id);
    await reloadFixture(world, made);
    return [made];
  }
  await table.guess(b, keys.A.indexOf('assassin'));
  const old = fixture('finished', gameId, board.id);
  await reloadFixture(world, old);
  const rematchId = buttonsOf(world.local.model.message(board.id).api).find((button) =>
    button.customId.endsWith(':rematch'),
  )?.customId;
  if (!rematchId) throw new Error('no rematch button on the finished fixture');
  await world.local.driver
    .clickButton({ user: a, messageId: board.id, customId: rematchId })
    .awaitAnswer(5_000);
  const next = world.newestBoard(channel.id);
  const nextId = next ? gameIdOf(next) : null;
  if (!next || !nextId || nextId === gameId) throw new Error('the rematch posted no new board');
  await world.noteGame(nextId);
  const rematch = fixture('rematch', nextId, next.id);
  await reloadFixture(world, rematch);
  return [old, rematch];
}

async function setUpLobby(world: ChaosWorld, channel: LocalChannel, opener: LocalUser, other: LocalUser) {
  const opened = world.local.driver.runCommand({
    user: opener,
    channelId: channel.id,
    name: 'duet',
    subcommand: 'lobby',
    options: {},
  });
  await opened.awaitAnswer(5_000);
  const roster = opened.answerMessage();
  if (!roster) throw new Error('no lobby message');
  const join = buttonsOf(roster).find((button) => button.customId.endsWith(':join:B'))?.customId ?? '';
  await world.local.driver
    .clickButton({ user: other, messageId: roster.id, customId: join })
    .awaitAnswer(5_000);
  const gameId = join.split(':')[1] ?? '';
  const fixture: Fixture = {
    kind: 'lobby',
    channelId: channel.id,
    gameId,
    players: { A: [opener], B: [other] },
    document: { stage: 'lobby' } as Fixture['document'],
    messageId: roster.id,
  };
  await reloadFixture(world, fixture);
  return fixture;
}

interface Outcome {
  /** Bad input the bot made good (a clue cleaned of what it may not keep): not counted. */
  legit: boolean;
  tracked: Tracked;
  forgery: Forgery;
  changed: string[];
  /** Public messages of its channels created, edited or deleted while it ran. */
  publicChanges: number;
  culpritNearby: boolean;
}

function describe(forgery: Forgery): string {
  const fields = forgery.fields
    ? ` fields ${Object.entries(forgery.fields)
        .map(([name, value]) => `${name}=${visible(value)}`)
        .join(' ')}`
    : '';
  const where = forgery.kind === 'modal' && forgery.withoutMessage ? ' (no message)' : '';
  return `${forgery.user.username} ${forgery.kind === 'modal' ? 'submits modal' : 'presses'} ${visible(forgery.customId)}${fields}${where}`;
}

/**
 * Attack 1: forged presses and modal submits on fixtures of every phase, `total` of them, several
 * at once (one per channel). Each runs alone in its channels: their public messages and the Redis
 * records of the games involved are compared before and after it.
 */
export async function runForged(world: ChaosWorld, total: number): Promise<void> {
  if (total <= 0) return;
  const fixtures: Fixture[] = [];
  const kinds: Exclude<FixtureKind, 'rematch'>[] = ['fresh', 'guessing', 'awaiting', 'finished', 'lobby'];
  // A set of fixtures is five channels; more sets let more forgeries run at once.
  const sets = Math.max(1, Math.ceil(world.options.forgers / 3));
  for (let set = 0; set < sets; set++) {
    for (const kind of kinds) fixtures.push(...(await setUp(world, kind, 0, set)));
  }
  const strangers = ['mallory', 'trent', 'oscar', 'peggy'].map((name) => world.user(name));
  const context: ForgeContext = { local: world.local, rng: world.rng, fixtures, strangers };
  await world.observer.quiet(400, 20_000);
  world.log(`forged: ${fixtures.length} fixtures ready, ${total} forgeries to send`);

  const locks = new ChannelLocks();
  const outcomes: Outcome[] = [];
  const refreshes = new Map<FixtureKind, number>();
  const turns = new Map<string, number>();
  let sent = 0;
  let attempts = 0;

  const refresh = async (fixture: Fixture) => {
    await reloadFixture(world, fixture);
    if (stillFits(fixture) || fixture.kind === 'rematch' || fixture.kind === 'finished') return;
    const used = refreshes.get(fixture.kind) ?? 0;
    if (used >= world.options.maxRefreshes) return;
    refreshes.set(fixture.kind, used + 1);
    // New players too (a set of its own), so nobody plays two fixtures of one kind.
    const [fresh] = await setUp(world, fixture.kind, used + 1, sets + used);
    if (!fresh) return;
    // Its pictures follow by edits: they must be in before it is attacked.
    await world.observer.channelQuiet(fresh.channelId, 400, 15_000);
    fixtures.splice(fixtures.indexOf(fixture), 1, fresh);
  };

  const runOne = async () => {
    const row = FORGE_ROWS[attempts % FORGE_ROWS.length];
    attempts += 1;
    if (!row) return;
    const targets = row.targets(context);
    if (!targets || targets.length === 0) return;
    const release = await locks.acquire(targets.map((fixture) => fixture.channelId));
    try {
      // Another forger may have replaced a target (set up afresh) while this one waited.
      if (targets.some((fixture) => !fixtures.includes(fixture))) return;
      const turn = turns.get(row.name) ?? 0;
      turns.set(row.name, turn + 1);
      const forgery = row.build(context, targets, turn);
      if (!forgery || isLegitimate(context, forgery) || sent >= total) return;
      const named = namedFixture(context, forgery.customId);
      // Only what this forger holds may change meanwhile: a forgery naming another game is skipped.
      if (named && !targets.some((fixture) => fixture.channelId === named.channelId)) return;
      const involved = [...targets, ...(named ? [named] : [])];
      sent += 1;
      const channels = [...new Set(involved.map((fixture) => fixture.channelId))];
      const games = [
        ...new Set(
          channels.flatMap((channel) => fixtures.filter((f) => f.channelId === channel).map((f) => f.gameId)),
        ),
      ];
      const before = await world.records.fingerprint(games, channels);
      const publicBefore = channels.map((channel) => world.observer.publicChangesIn(channel));
      const handle =
        forgery.kind === 'button'
          ? forcePress(world.local, {
              user: forgery.user,
              messageId: forgery.message.id,
              customId: forgery.customId,
            })
          : forgeModalSubmit(world.local, {
              user: forgery.user,
              channelId: forgery.message.channelId,
              message: forgery.withoutMessage ? null : forgery.message,
              customId: forgery.customId,
              fields: forgery.fields,
            });
      const tracked = world.observer.track(handle, {
        row: forgery.row,
        label: describe(forgery),
        bad: true,
        channels,
        allowRedraw: ownBoard(context, forgery),
      });
      world.observer.hold(tracked);
      await handle.awaitResponse(3_200).catch(() => undefined);
      await world.observer.settle(tracked, 25);
      world.observer.release(tracked);
      const after = await world.records.fingerprint(games, channels);
      const changed = [...after.keys()].filter((key) => after.get(key) !== before.get(key));
      const publicChanges = channels.reduce(
        (sum, channel, index) => sum + world.observer.publicChangesIn(channel) - (publicBefore[index] ?? 0),
        0,
      );
      if (changed.length > 0 || tracked.publicEffects.length > 0) {
        // What it set off (a board redrawn, a picture) still belongs to it: wait for it here.
        world.observer.blame(tracked);
        world.observer.hold(tracked);
        await Promise.all(channels.map((channel) => world.observer.channelQuiet(channel, 300, 10_000)));
        world.observer.release(tracked);
      }
      const legit =
        changed.length > 0 && forgery.judgeByStoredClue === true && (await cleanClue(world, forgery));
      outcomes.push({
        legit,
        tracked,
        forgery,
        changed,
        publicChanges,
        culpritNearby: channels.some((channel) => world.observer.recentCulprit(channel, tracked, 5_000)),
      });
      if (changed.length > 0) for (const fixture of involved) await refresh(fixture);
    } finally {
      release();
    }
  };

  const started = Date.now();
  let lastReport = started;
  let errors = 0;
  const worker = async () => {
    while (sent < total && attempts < total * 4 + 100 && errors < 20) {
      try {
        await runOne();
      } catch (error) {
        errors += 1;
        const text = `forger error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
        if (!world.remarks.includes(text)) world.remarks.push(text);
      }
      if (world.options.verbose && Date.now() - lastReport > 10_000) {
        lastReport = Date.now();
        world.log(`forged: ${sent}/${total} sent (${((sent * 1000) / (Date.now() - started)).toFixed(0)}/s)`);
      }
      if (outcomes.length >= 500) {
        await judge(world, outcomes.splice(0, 250));
        // Scanned as it goes, so a long run keeps only a few thousand requests in memory.
        await scanRequestsForLeaks(world);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, world.options.forgers) }, worker));
  await world.observer.quiet();
  await judge(world, outcomes.splice(0));
  await checkAllGames(
    world,
    fixtures.map((fixture) => fixture.gameId),
  );
  await scanRequestsForLeaks(world);
  world.log(`forged: done, ${sent} sent in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The clue a forged form left in its game is one a game may keep (cleaned of invisible characters). */
async function cleanClue(world: ChaosWorld, forgery: Forgery): Promise<boolean> {
  const gameId = forgery.customId.split(':')[1] ?? '';
  const clue = (await world.records.game(gameId))?.engine.clues.at(-1);
  return clue !== undefined && unfitText(clue.word, 40) === null;
}

/** Counts what each forgery did, once its late requests (a picture edit, a follow-up) are in. */
async function judge(world: ChaosWorld, outcomes: Outcome[]): Promise<void> {
  await sleep(50);
  for (const { tracked, changed, publicChanges, culpritNearby, legit } of outcomes) {
    const { row, label } = tracked;
    world.countAnswer(tracked);
    if (legit) {
      world.tally.note(row, `accepted, cleaned: ${label}`);
      world.observer.forget(tracked);
      continue;
    }
    if (changed.length > 0) world.tally.add(row, 'changedBad', 1, `${label} → changed ${changed.join(', ')}`);
    const effects = [...tracked.publicEffects, ...(changed.length > 0 ? tracked.allowedEffects : [])];
    if (effects.length > 0) {
      world.tally.add(row, 'publicBad', 1, `${label} → ${effects[0]}`);
    } else if (publicChanges > 0 && tracked.allowedEffects.length === 0 && !culpritNearby) {
      world.tally.add(row, 'publicBad', 1, `${label} → a public message changed in its channel while it ran`);
    }
    world.observer.forget(tracked);
  }
}
