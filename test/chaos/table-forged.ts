import type { APIMessage } from 'discord.js';
import type { InteractionHandle, LocalUser } from '../../dev/local-discord/index.js';
import { buttonsOf } from '../support/duet-table.js';
import { menusOf } from '../support/staged-table.js';
import { ChannelLocks } from './forged.js';
import type { AnyChaosGame } from './games/chaos-game.js';
import { gameRow } from './games/index.js';
import { HOSTILE_VALUES, visible } from './hostile-values.js';
import { forcePress, forgeModalSubmit } from './raw-interactions.js';
import { newestBoardOf } from './table-play.js';
import { documentOf, finishTable, type GameTable, openTable, refreshGameId } from './table-tables.js';
import type { ChaosWorld, Rng } from './world.js';

export const TABLE_FORGED = {
  mangled: 'forged: random and mangled ids',
  stale: 'forged: every kind at a stale version',
  finished: 'forged: every kind on a finished game',
  outsiders: 'forged: strangers and spectators',
  menus: 'forged: menu values not offered, or from the wrong seat',
  fromBoard: 'forged: private presses on the public board',
  otherChannel: 'forged: ids of a game in another channel',
  forms: 'forged: form submits (hostile text, wrong person, stale)',
} as const;

type RowKey = keyof typeof TABLE_FORGED;

interface Forgery {
  row: RowKey;
  user: LocalUser;
  message: APIMessage;
  kind: 'button' | 'select' | 'modal';
  customId: string;
  values?: string[];
  fields?: Record<string, string> | null;
  withoutMessage?: boolean;
  /** A rightful player's press that only came from the wrong message: it may move the game (privately). */
  mayMove?: boolean;
}

const MUST_REFUSE = HOSTILE_VALUES.filter((value) => value.mustRefuse).map((value) => value.value);
const VERSION_MUTATIONS = ['', '-1', '1e0', '0x0', ' 0', '01', 'NaN', '99999999999999999999', '٠', '+0'];

function mutate(rng: Rng, customId: string, turn: number): string {
  const parts = customId.split(':');
  const [game = '', gameId = '', version = '0'] = parts;
  const variants = [
    () => [game, gameId, rng.pick(VERSION_MUTATIONS).replace('0', version), ...parts.slice(3)].join(':'),
    () => [game.toUpperCase(), ...parts.slice(1)].join(':'),
    () => [game, `${gameId}x`, ...parts.slice(2)].join(':'),
    () => [game, gameId.slice(1), ...parts.slice(2)].join(':'),
    () => [game, 'zzzz0000nothere', ...parts.slice(2)].join(':'),
    () =>
      [
        ...parts.slice(0, 3),
        rng.pick(['__proto__', 'constructor', 'WORD', '', 'a'.repeat(21)]),
        ...parts.slice(4),
      ].join(':'),
    () => `${customId}:x`,
    () => `${customId}:`,
    () =>
      [
        ...parts.slice(0, 4),
        rng.pick(['', '-1', '99', '1e1', '0x1', '../..', 'a'.repeat(40), '1-99999']),
      ].join(':'),
    () => Array.from({ length: 1 + rng.int(90) }, () => String.fromCharCode(32 + rng.int(95))).join(''),
    () =>
      `${game}:${Array.from({ length: 20 }, () => rng.pick(['\u200b', '\u202e', 'ß', '🦊', ':', '名'])).join('')}`,
  ];
  return (variants[turn % variants.length] as () => string)();
}

/** A value a menu never offered. */
function unofferedValue(rng: Rng, offered: readonly string[]): string {
  const candidates = [
    '',
    '-1',
    '999',
    'zzz',
    '0x1',
    '\u200b',
    'a'.repeat(120),
    '__proto__',
    '1e1',
    `${offered[0] ?? '0'}x`,
  ];
  return rng.pick(candidates.filter((value) => !offered.includes(value)));
}

interface Fixture {
  table: GameTable;
  finished: boolean;
  /** A private message of each player, as last opened (for menu forgeries). */
  privates: Map<string, APIMessage>;
}

/** Builds one forgery of the row for the fixture (null: nothing fits now). */
function forge(
  world: ChaosWorld,
  game: AnyChaosGame,
  row: RowKey,
  fixture: Fixture,
  others: Fixture[],
  turn: number,
  strangers: LocalUser[],
): Forgery | null {
  const { rng } = world;
  const board = newestBoardOf(world, game, fixture.table.channelId);
  if (!board) return null;
  const current = buttonsOf(board)
    .map((button) => button.customId)
    .concat(menusOf(board).map((menu) => menu.customId));
  const player = rng.pick(fixture.table.players);
  const outsider = rng.chance(0.5)
    ? rng.pick(strangers)
    : rng.pick(others.flatMap((other) => other.table.players).concat(strangers));
  const version = Number(current[0]?.split(':')[2] ?? 0);
  const id = (action: string, at: number, arg?: string) =>
    [game.prefix, fixture.table.gameId, String(at), action, ...(arg === undefined ? [] : [arg])].join(':');
  const argOf = (action: string) => {
    const seen = [...fixture.privates.values(), board]
      .flatMap((message) => [
        ...buttonsOf(message).map((button) => button.customId),
        ...menusOf(message).map((menu) => menu.customId),
      ])
      .find((customId) => customId.split(':')[3] === action);
    return seen?.split(':')[4];
  };
  const press = (user: LocalUser, customId: string, extra: Partial<Forgery> = {}): Forgery => ({
    row,
    user,
    message: board,
    kind: 'button',
    customId,
    ...extra,
  });
  switch (row) {
    case 'mangled':
      return current.length > 0
        ? press(rng.chance(0.7) ? player : outsider, mutate(rng, rng.pick(current), turn))
        : null;
    case 'stale': {
      const action = game.kinds[turn % game.kinds.length] ?? 'help';
      const at = rng.pick([version + 1, version + 2, version + 50, ...(version > 0 ? [version - 1] : [])]);
      return press(player, id(action, at, argOf(action)));
    }
    case 'finished': {
      const action = game.kinds[turn % game.kinds.length] ?? 'help';
      // Offered on a finished board, by design (a rematch, THE KEY's next mission, help).
      if (action === 'rematch' || action === 'next' || action === 'help') return null;
      return press(rng.chance(0.7) ? player : outsider, id(action, version, argOf(action)));
    }
    case 'outsiders': {
      const pool = current.filter((customId) => !/:(help|rules)$/.test(customId));
      return pool.length > 0 ? press(outsider, rng.pick(pool)) : null;
    }
    case 'menus': {
      const mine = [...fixture.privates.entries()];
      if (mine.length === 0) return null;
      const [ownerId, message] = rng.pick(mine);
      const menus = menusOf(message).filter((menu) => menu.values.length > 0);
      const menu = menus.length > 0 ? rng.pick(menus) : null;
      if (!menu) return null;
      const owner = fixture.table.players.find((user) => user.id === ownerId) ?? player;
      const other = fixture.table.players.find((user) => user.id !== ownerId) ?? outsider;
      return turn % 3 === 2
        ? // An offered value, by another seat (from the public board: they cannot see this message).
          {
            row,
            user: rng.chance(0.5) ? other : outsider,
            message: board,
            kind: 'select',
            customId: menu.customId,
            values: [rng.pick(menu.values)],
          }
        : {
            row,
            user: owner,
            message,
            kind: 'select',
            customId: menu.customId,
            values: turn % 3 === 0 ? [unofferedValue(rng, menu.values)] : [...menu.values, ...menu.values],
          };
    }
    case 'fromBoard': {
      const action = game.privateKinds[turn % game.privateKinds.length] ?? game.privateEntry;
      return press(player, id(action, version, argOf(action)), { mayMove: true });
    }
    case 'otherChannel': {
      const other = others.find((candidate) => candidate.table.channelId !== fixture.table.channelId);
      const there = other ? newestBoardOf(world, game, other.table.channelId) : null;
      const ids = there ? buttonsOf(there).map((button) => button.customId) : [];
      return ids.length > 0
        ? press(rng.pick([player, ...(other?.table.players ?? [])]), rng.pick(ids))
        : null;
    }
    case 'forms': {
      const form = game.forms[turn % Math.max(1, game.forms.length)];
      if (!form) return null;
      const fields = game.formValues(form.action, rng);
      const hostile = Object.fromEntries(form.fields.map((name) => [name, rng.pick(MUST_REFUSE)]));
      // A form that counts at any version is honest from the board: it is sent from elsewhere instead.
      const privateMessage = fixture.privates.get(player.id);
      const elsewhere = privateMessage ? { message: privateMessage } : { withoutMessage: true };
      const variants: (() => Forgery)[] = [
        () =>
          press(player, id(form.action, version + 1), {
            kind: 'modal',
            fields,
            ...(form.anyVersion ? elsewhere : {}),
          }),
        () => ({
          ...press(player, id(form.action, version + 3), { kind: 'modal', fields, withoutMessage: true }),
        }),
        () => ({ ...press(outsider, id(form.action, version), { kind: 'modal', fields }) }),
        () => ({ ...press(player, id(form.action, version), { kind: 'modal', fields: hostile }) }),
        () => ({ ...press(player, id(form.action, version), { kind: 'modal', fields: null }) }),
        () => {
          // A button's id submitted as a form (never a form's own id, which would be the honest submit).
          const buttons = game.kinds.filter(
            (kind) => !game.forms.some((candidate) => candidate.action === kind),
          );
          return { ...press(player, id(rng.pick(buttons), version), { kind: 'modal', fields }) };
        },
        () => ({ ...press(player, id(form.action, version, 'x'), { kind: 'modal', fields }) }),
      ];
      return (variants[turn % variants.length] as () => Forgery)();
    }
  }
}

function describe(forgery: Forgery): string {
  const values = forgery.values ? ` values [${forgery.values.map(visible).join(', ')}]` : '';
  const fields = forgery.fields
    ? ` fields ${Object.entries(forgery.fields)
        .map(([name, value]) => `${name}=${visible(value)}`)
        .join(' ')}`
    : forgery.kind === 'modal'
      ? ' (no fields)'
      : '';
  const verb = forgery.kind === 'modal' ? 'submits form' : forgery.kind === 'select' ? 'picks in' : 'presses';
  const where =
    Number(forgery.message.flags ?? 0) & 64 ? ' on their private message' : ' on the public board';
  return `${forgery.user.username} ${verb} ${visible(forgery.customId)}${values}${fields}${forgery.withoutMessage ? ' (no message)' : where}`;
}

function send(world: ChaosWorld, forgery: Forgery): InteractionHandle {
  const { local } = world;
  if (forgery.kind === 'modal')
    return forgeModalSubmit(local, {
      user: forgery.user,
      channelId: forgery.message.channel_id,
      message: forgery.withoutMessage ? null : local.model.message(forgery.message.id),
      customId: forgery.customId,
      fields: forgery.fields ?? null,
    });
  if (forgery.kind === 'select')
    return local.driver.selectMenu({
      user: forgery.user,
      messageId: forgery.message.id,
      customId: forgery.customId,
      values: forgery.values ?? [],
      force: true,
    });
  return forcePress(local, { user: forgery.user, messageId: forgery.message.id, customId: forgery.customId });
}

/**
 * Forged presses, picks and form submits on one game's tables (running and finished), one at a
 * time per table: none may answer in public or change a stored game (a rightful player's press
 * that only came from the wrong message may move, privately).
 */
export async function runTableForged(world: ChaosWorld, game: AnyChaosGame, total: number): Promise<void> {
  if (total <= 0) return;
  const fixtures: Fixture[] = [];
  const sets = Math.max(1, Math.ceil(world.options.forgers / 3));
  for (let set = 0; set < sets; set++) {
    for (const finished of [false, false, true]) {
      const table = await openTable(world, game, `forged${set}${finished ? 'f' : 'r'}${fixtures.length}`);
      if (finished) await finishTable(world, table);
      fixtures.push({ table, finished, privates: new Map() });
    }
  }
  const strangers = ['mallory', 'trent', 'oscar', 'peggy'].map((name) => world.user(name));
  await world.observer.quiet(400, 20_000);
  const rows = Object.keys(TABLE_FORGED) as RowKey[];
  const locks = new ChannelLocks();
  let sent = 0;
  let attempts = 0;
  const turns = new Map<RowKey, number>();

  const openPrivates = async (fixture: Fixture) => {
    if (fixture.finished) return;
    const board = newestBoardOf(world, game, fixture.table.channelId);
    const entry = board
      ? buttonsOf(board).find((button) => button.customId.split(':')[3] === game.privateEntry)
      : undefined;
    if (!board || !entry) return;
    for (const user of fixture.table.players) {
      const handle = world.local.driver.clickButton({
        user,
        messageId: board.id,
        customId: entry.customId,
        force: true,
      });
      await handle.awaitAnswer(3_200).catch(() => undefined);
      const message = handle.originalMessage();
      if (message && Number(message.flags ?? 0) & 64) fixture.privates.set(user.id, message);
    }
  };
  for (const fixture of fixtures) await openPrivates(fixture);

  const runOne = async (fixture: Fixture) => {
    const row = fixture.finished
      ? attempts % 3 === 0
        ? 'finished'
        : rows[attempts % rows.length]
      : rows[attempts % rows.length];
    attempts += 1;
    if (!row || (row === 'finished') !== fixture.finished) return;
    const turn = turns.get(row) ?? 0;
    turns.set(row, turn + 1);
    const forgery = forge(
      world,
      game,
      row,
      fixture,
      fixtures.filter((other) => other !== fixture),
      turn,
      strangers,
    );
    if (!forgery || sent >= total) return;
    sent += 1;
    const named = fixtures.find((candidate) => candidate.table.gameId === forgery.customId.split(':')[1]);
    const channels = [...new Set([fixture.table.channelId, ...(named ? [named.table.channelId] : [])])];
    // The named game's own forger must not change it meanwhile: both channels are held.
    const release = await locks.acquire(channels);
    try {
      await judgeOne(fixture, forgery, row, turn, channels);
    } finally {
      release();
    }
  };

  const judgeOne = async (
    fixture: Fixture,
    forgery: Forgery,
    row: RowKey,
    turn: number,
    channels: string[],
  ) => {
    const games = [
      ...new Set(
        channels.flatMap((channel) =>
          fixtures
            .filter((candidate) => candidate.table.channelId === channel)
            .map((candidate) => candidate.table.gameId),
        ),
      ),
    ];
    const before = await world.records.fingerprint(games, channels);
    const logMark = world.bot.output.length;
    let handle: InteractionHandle;
    try {
      handle = send(world, forgery);
    } catch {
      sent -= 1;
      return;
    }
    const tracked = world.observer.track(handle, {
      row: gameRow(game, TABLE_FORGED[row]),
      label: describe(forgery),
      bad: true,
      channels,
      allowRedraw:
        forgery.user && fixture.table.players.includes(forgery.user) && !fixture.finished
          ? { gameId: fixture.table.gameId, messageId: forgery.message.id }
          : null,
    });
    world.observer.hold(tracked);
    await handle.awaitAnswer(3_200).catch(() => undefined);
    await world.observer.settle(tracked, 25);
    world.observer.release(tracked);
    const after = await world.records.fingerprint(games, channels);
    const changed = [...after.keys()].filter((key) => after.get(key) !== before.get(key));
    if (changed.length > 0 || tracked.publicEffects.length > 0) {
      world.observer.blame(tracked);
      world.observer.hold(tracked);
      await world.observer.channelQuiet(fixture.table.channelId, 300, 10_000);
      world.observer.release(tracked);
    }
    world.countAnswer(tracked);
    const rowName = gameRow(game, TABLE_FORGED[row]);
    // A time limit ran out meanwhile (a Duck step, a sand timer): the sweeper moved for the player
    // and redrew the board, which says nothing of this press.
    const swept = world.bot.output.slice(logMark).join('');
    const timedOut = games.filter((gameId) => swept.includes(`"gameId":"${gameId}","msg":"deadline passed"`));
    if (timedOut.length > 0) {
      world.tally.note(rowName, `a time limit ran out during ${tracked.label} (${timedOut.join(', ')})`);
      if (changed.length > 0) {
        refreshGameId(world, fixture.table);
        fixture.privates.clear();
        await openPrivates(fixture);
      }
      world.observer.forget(tracked);
      return;
    }
    if (tracked.publicEffects.length > 0)
      world.tally.add(
        rowName,
        'publicBad',
        1,
        `${tracked.label} → ${tracked.publicEffects.slice(0, 2).join('; ')}`,
      );
    if (changed.length > 0 && !forgery.mayMove)
      world.tally.add(rowName, 'changedBad', 1, `${tracked.label} → changed ${changed.join(', ')}`);
    if (changed.length > 0) {
      if (forgery.mayMove)
        world.tally.note(
          rowName,
          `a rightful player's press from the board moved the game: ${tracked.label}`,
        );
      refreshGameId(world, fixture.table);
      fixture.privates.clear();
      await openPrivates(fixture);
    } else if (turn % 25 === 24) {
      fixture.privates.clear();
      await openPrivates(fixture);
    }
    world.observer.forget(tracked);
  };

  const started = Date.now();
  // One forger per fixture: what changes in a fixture's channel is its forger's doing.
  await Promise.all(
    fixtures.map(async (fixture) => {
      let errors = 0;
      while (sent < total && attempts < total * 6 + 100 && errors < 20) {
        try {
          await runOne(fixture);
          if ((await documentOf(world, fixture.table)) === null) refreshGameId(world, fixture.table);
        } catch (error) {
          errors += 1;
          const text = `${game.prefix} forger error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
          if (!world.remarks.includes(text)) world.remarks.push(text);
        }
      }
    }),
  );
  await world.observer.quiet();
  world.log(`${game.prefix} forged: ${sent} sent in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
