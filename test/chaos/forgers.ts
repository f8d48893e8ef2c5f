import type { LocalDiscord, LocalMessage, LocalUser } from '../../dev/local-discord/index.js';
import type { DuetDocument } from '../../src/games/duet/document.js';
import { buttonsOf } from '../support/duet-table.js';
import { HOSTILE_VALUES } from './hostile-values.js';
import type { Rng } from './world.js';

/**
 * The generators of forged interactions (attack 1): for each row of the table, presses and modal
 * submits that no player of a game could make on that game's current board. Each generator walks
 * its variants in turn (so even a small run tries each once) and picks users and games at random.
 */

export type FixtureKind = 'fresh' | 'guessing' | 'awaiting' | 'finished' | 'rematch' | 'lobby';

/** A game set up for the forgers to attack, in the phase its kind names. */
export interface Fixture {
  kind: FixtureKind;
  channelId: string;
  gameId: string;
  players: { A: LocalUser[]; B: LocalUser[] };
  /** The stored document as last read. */
  document: DuetDocument;
  /** Its board message (the roster message for a lobby). */
  messageId: string;
}

export interface Forgery {
  row: string;
  user: LocalUser;
  message: LocalMessage;
  kind: 'button' | 'modal';
  customId: string;
  /** Modal fields (null: none at all). */
  fields: Record<string, string> | null;
  /** The modal is submitted without the message it was opened from. */
  withoutMessage?: boolean;
  /**
   * The right form from the clue giver, with text no clue may keep: accepting it is fine if the
   * stored clue was cleaned (judged by what was stored, as the hostile text attack does).
   */
  judgeByStoredClue?: boolean;
}

export interface ForgeContext {
  local: LocalDiscord;
  rng: Rng;
  fixtures: Fixture[];
  strangers: LocalUser[];
}

export interface ForgeRow {
  name: string;
  /** The fixtures a forgery of this row involves (their channels are held while it runs). */
  targets(context: ForgeContext): Fixture[] | null;
  build(context: ForgeContext, targets: Fixture[], turn: number): Forgery | null;
}

export const ROW = {
  random: 'forged: random strings',
  mangled: 'forged: mangled valid ids',
  sameChannel: "forged: another game's ids, same channel",
  otherChannel: 'forged: ids of a game in another channel',
  stale: 'forged: stale versions',
  finished: 'forged: finished game',
  strangers: 'forged: strangers and spectators',
  roster: 'forged: join/leave/start on games',
  modal: 'forged: modal submits',
} as const;

// ---- reading a fixture ------------------------------------------------------------------------

export function versionOf(fixture: Fixture): number {
  return fixture.document.stage === 'game' ? fixture.document.engine.moves.length : 0;
}

export function messageOf(context: ForgeContext, fixture: Fixture): LocalMessage | null {
  return context.local.model.findMessage(fixture.messageId) ?? null;
}

function playersOf(fixture: Fixture): LocalUser[] {
  return [...fixture.players.A, ...fixture.players.B];
}

/** The side whose turn it is (a random one when either may act, or the game is over). */
function activeSide(context: ForgeContext, fixture: Fixture): 'A' | 'B' {
  const document = fixture.document;
  if (document.stage === 'game') {
    const phase = document.engine.phase;
    if (phase.kind === 'awaiting-clue' && phase.clueGiver) return phase.clueGiver;
    if (phase.kind === 'guessing') return phase.guesser;
  }
  return context.rng.chance(0.5) ? 'A' : 'B';
}

/** Who could act now: the clue giver, the guesser (the lobby's opener). */
function actorOf(context: ForgeContext, fixture: Fixture): LocalUser {
  const side = activeSide(context, fixture);
  return context.rng.pick(fixture.players[side].length > 0 ? fixture.players[side] : playersOf(fixture));
}

function otherPlayerOf(context: ForgeContext, fixture: Fixture, user: LocalUser): LocalUser {
  const others = playersOf(fixture).filter((player) => player.id !== user.id);
  return others.length > 0 ? context.rng.pick(others) : user;
}

/** A player of another fixture who does not play this one. */
function spectatorOf(context: ForgeContext, fixture: Fixture): LocalUser {
  const mine = new Set(playersOf(fixture).map((user) => user.id));
  const others = context.fixtures.flatMap(playersOf).filter((user) => !mine.has(user.id));
  return others.length > 0 ? context.rng.pick(others) : context.rng.pick(context.strangers);
}

function outsiderOf(context: ForgeContext, fixture: Fixture): LocalUser {
  return context.rng.chance(0.5) ? context.rng.pick(context.strangers) : spectatorOf(context, fixture);
}

/** An uncovered cell that is an agent on the clue giver's key (so a guess of it keeps the game going). */
function goodCell(context: ForgeContext, fixture: Fixture): number {
  const document = fixture.document;
  if (document.stage !== 'game') return context.rng.int(25);
  const { engine } = document;
  const phase = engine.phase;
  const judge =
    phase.kind === 'guessing' ? phase.clueGiver : activeSide(context, fixture) === 'A' ? 'B' : 'A';
  const cells = engine.keyCard[judge].flatMap((color, cell) =>
    color === 'agent' && !engine.cells[cell]?.agent ? [cell] : [],
  );
  return cells.length > 0 ? context.rng.pick(cells) : context.rng.int(25);
}

function running(fixture: Fixture): boolean {
  return (
    fixture.kind === 'fresh' ||
    fixture.kind === 'guessing' ||
    fixture.kind === 'awaiting' ||
    fixture.kind === 'rematch'
  );
}

function pickFixture(
  context: ForgeContext,
  filter: (fixture: Fixture) => boolean = () => true,
): Fixture | null {
  const candidates = context.fixtures.filter(filter);
  return candidates.length > 0 ? context.rng.pick(candidates) : null;
}

const clueWord = (context: ForgeContext) =>
  `zzq${Array.from({ length: 3 }, () => String.fromCharCode(97 + context.rng.int(26))).join('')}`;

const validClue = (context: ForgeContext) => ({
  word: clueWord(context),
  number: String(1 + context.rng.int(3)),
});

type Segments = { game: string; gameId: string; version: string; action: string; arg?: string };

function id(segments: Segments): string {
  const parts = [segments.game, segments.gameId, segments.version, segments.action];
  if (segments.arg !== undefined) parts.push(segments.arg);
  return parts.join(':');
}

function base(
  fixture: Fixture,
  action: string,
  arg?: string,
  version = String(versionOf(fixture)),
): Segments {
  return { game: 'duet', gameId: fixture.gameId, version, action, ...(arg === undefined ? {} : { arg }) };
}

function currentIds(context: ForgeContext, fixture: Fixture): string[] {
  const message = messageOf(context, fixture);
  return message ? buttonsOf(message.api).map((button) => button.customId) : [];
}

/** One of the ids the fixture's message shows (one the game would show, if bad input left it none). */
function someId(context: ForgeContext, fixture: Fixture): string {
  const ids = currentIds(context, fixture);
  return ids.length > 0
    ? context.rng.pick(ids)
    : id(base(fixture, context.rng.pick(['key', 'help', 'word']), '1'));
}

function press(row: string, user: LocalUser, message: LocalMessage, customId: string): Forgery {
  return { row, user, message, kind: 'button', customId, fields: null };
}

function submit(
  row: string,
  user: LocalUser,
  message: LocalMessage,
  customId: string,
  fields: Record<string, string> | null,
  withoutMessage = false,
): Forgery {
  return { row, user, message, kind: 'modal', customId, fields, withoutMessage };
}

// ---- the rows ---------------------------------------------------------------------------------

/** A row that forges against one fixture, on that fixture's message (when it still has one). */
function singleFixtureRow(
  name: string,
  build: (context: ForgeContext, fixture: Fixture, message: LocalMessage, turn: number) => Forgery | null,
): ForgeRow {
  return {
    name,
    targets: (context) => {
      const fixture = pickFixture(context);
      return fixture ? [fixture] : null;
    },
    build(context, [fixture], turn) {
      const message = fixture ? messageOf(context, fixture) : null;
      return fixture && message ? build(context, fixture, message, turn) : null;
    },
  };
}

const randomRow = singleFixtureRow(ROW.random, (context, fixture, message, turn) => {
  const { rng } = context;
  const ascii = (length: number) =>
    Array.from({ length }, () => String.fromCharCode(32 + rng.int(95))).join('');
  const unicode = (length: number) =>
    Array.from({ length }, () =>
      rng.pick(['\u200b', '\u202e', 'ß', 'Ω', '🦊', '\u0000', '名', 'é', ':', '\ufeff']),
    ).join('');
  const variants = [
    () => ascii(rng.int(121)),
    () => unicode(1 + rng.int(40)),
    () => `duet:${ascii(rng.int(40))}`,
    () => Array.from({ length: 2 + rng.int(7) }, () => ascii(rng.int(8)).replace(/:/g, '')).join(':'),
    () => '',
    () => ':'.repeat(1 + rng.int(10)),
    () => `duet:${fixture.gameId}:${ascii(rng.int(30))}`,
    () =>
      `${rng.pick(['Duet', 'duet', 'teams', 'x'])}:${ascii(8).replace(/:/g, '')}:${rng.int(99)}:${ascii(5)}`,
  ];
  const customId = (variants[turn % variants.length] as () => string)();
  const user = rng.chance(0.5) ? rng.pick(playersOf(fixture)) : rng.pick(context.strangers);
  if (turn % 10 === 9)
    return submit(ROW.random, user, message, customId, { word: ascii(5), number: ascii(2) });
  return press(ROW.random, user, message, customId);
});

type Mutation = {
  name: string;
  needs: 'word' | 'move' | 'any';
  apply(segments: Segments, fixture: Fixture, cell: number): string;
};

const versionMutations: Mutation[] = [
  '',
  '1e3',
  '0x0',
  '99999999999999999999',
  '-1',
  '01',
  'v0',
  'v.0',
  've0',
  'vhex',
  ' v',
  'v ',
  '+v',
  '1e0',
  'NaN',
  'Infinity',
  '0b1',
  '٠',
  'vn',
].map((pattern) => ({
  name: `version '${pattern}'`,
  needs: 'move' as const,
  apply(segments: Segments, fixture: Fixture) {
    const v = versionOf(fixture);
    const version = pattern
      .replace('vhex', `0x${v.toString(16)}`)
      .replace('v0', `0${v}`)
      .replace('v.0', `${v}.0`)
      .replace('ve0', `${v}e0`)
      .replace(/^ v$/, ` ${v}`)
      .replace(/^v $/, `${v} `)
      .replace('+v', `+${v}`)
      .replace('vn', `${v}n`);
    return id({ ...segments, version });
  },
}));

const cellMutations: Mutation[] = [
  '0x1',
  '1e1',
  '007',
  '-0',
  '25',
  '99',
  'c0',
  'c.0',
  'chex',
  'ce0',
  ' c',
  '',
  'NaN',
  '-1',
  '1_0',
  'cn',
  '2.5',
].map((pattern) => ({
  name: `cell '${pattern}'`,
  needs: 'word' as const,
  apply(segments: Segments, _fixture: Fixture, cell: number) {
    const arg = pattern
      .replace('chex', `0x${cell.toString(16)}`)
      .replace('c0', `0${cell}`)
      .replace('c.0', `${cell}.0`)
      .replace('ce0', `${cell}e0`)
      .replace(/^ c$/, ` ${cell}`)
      .replace('cn', `${cell}n`);
    return id({ ...segments, action: 'word', arg });
  },
}));

const shapeMutations: Mutation[] = [
  ...['DUET', 'Duet', 'duet ', 'duett', ''].map((game) => ({
    name: `game '${game}'`,
    needs: 'any' as const,
    apply: (segments: Segments) => id({ ...segments, game }),
  })),
  ...[
    (_gameId: string) => '',
    (gameId: string) => gameId.toUpperCase(),
    (gameId: string) => `${gameId}x`,
    (gameId: string) => gameId.slice(1),
    (_gameId: string) => 'zzzz0000nothere',
    (gameId: string) => `{${gameId}}`,
    (gameId: string) => `${gameId} `,
    (_gameId: string) => '../..',
  ].map((change, index) => ({
    name: `game id variant ${index}`,
    needs: 'any' as const,
    apply: (segments: Segments) => id({ ...segments, gameId: change(segments.gameId) }),
  })),
  ...[
    'WORD',
    'Word',
    'guess',
    'word2',
    'clue-modal',
    'delete',
    'a'.repeat(21),
    '',
    'stop ',
    '__proto__',
    'constructor',
    'toString',
  ].map((action) => ({
    name: `action '${action.slice(0, 12)}'`,
    needs: 'any' as const,
    apply: (segments: Segments) => id({ ...segments, action }),
  })),
  { name: 'arg on an action without one', needs: 'any', apply: (s) => `${id({ ...s, arg: undefined })}:1` },
  { name: 'word without a cell', needs: 'word', apply: (s) => id({ ...s, action: 'word', arg: undefined }) },
  { name: 'an extra segment', needs: 'any', apply: (s) => `${id(s)}:x` },
  { name: 'a trailing colon', needs: 'any', apply: (s) => `${id(s)}:` },
  { name: 'two extra segments', needs: 'any', apply: (s) => `${id(s)}:1:2` },
  { name: 'an over-long arg', needs: 'any', apply: (s) => id({ ...s, arg: 'a'.repeat(30) }) },
  { name: 'an over-long id', needs: 'any', apply: (s) => `${id(s)}:${'x'.repeat(100)}` },
  {
    name: 'an over-long cell',
    needs: 'word',
    apply: (s) => id({ ...s, action: 'word', arg: '1'.repeat(80) }),
  },
];

const MUTATIONS: Mutation[] = [...versionMutations, ...cellMutations, ...shapeMutations];

/** A button of the fixture a mutation starts from: one that would make a move for its actor now. */
function moveSegments(
  context: ForgeContext,
  fixture: Fixture,
  needs: Mutation['needs'],
  cell: number,
): Segments {
  if (fixture.document.stage === 'lobby') {
    return base(
      fixture,
      context.rng.pick(['join', 'join', 'leave', 'start']),
      context.rng.pick(['A', 'B', undefined]),
      '0',
    );
  }
  if (needs === 'word') return base(fixture, 'word', String(cell));
  const phase = fixture.document.engine.phase;
  if (fixture.kind === 'finished')
    return base(fixture, context.rng.pick(['rematch', 'word', 'key']), undefined);
  if (phase.kind === 'guessing') {
    return context.rng.chance(0.7)
      ? base(fixture, 'word', String(cell))
      : base(fixture, context.rng.pick(['stop', 'flag']));
  }
  if (needs === 'move') return base(fixture, 'word', String(cell));
  return base(fixture, context.rng.pick(['clue', 'key', 'help', 'word']), undefined);
}

const mangledRow: ForgeRow = {
  name: ROW.mangled,
  targets: (context) => {
    // Guessing games first: a loosely parsed press there is a move applied.
    const fixture = context.rng.chance(0.5)
      ? pickFixture(context, (f) => f.kind === 'guessing')
      : pickFixture(context);
    return fixture ? [fixture] : null;
  },
  build(context, [fixture], turn) {
    if (!fixture) return null;
    const message = messageOf(context, fixture);
    if (!message) return null;
    const mutation = MUTATIONS[turn % MUTATIONS.length] as Mutation;
    const cell = goodCell(context, fixture);
    const segments = moveSegments(context, fixture, mutation.needs, cell);
    if (segments.action === 'word' && segments.arg === undefined) segments.arg = String(cell);
    const user = context.rng.chance(0.75) ? actorOf(context, fixture) : outsiderOf(context, fixture);
    return press(ROW.mangled, user, message, mutation.apply(segments, fixture, cell));
  },
};

const sameChannelRow: ForgeRow = {
  name: ROW.sameChannel,
  targets: (context) => {
    const old = pickFixture(context, (f) => f.kind === 'finished');
    const fresh = old
      ? pickFixture(context, (f) => f.kind === 'rematch' && f.channelId === old.channelId)
      : null;
    return old && fresh ? [old, fresh] : null;
  },
  build(context, [old, fresh], turn) {
    if (!old || !fresh) return null;
    const oldMessage = messageOf(context, old);
    const newMessage = messageOf(context, fresh);
    if (!oldMessage || !newMessage) return null;
    const { rng } = context;
    switch (turn % 5) {
      case 0: {
        const user = rng.chance(0.7) ? rng.pick(playersOf(old)) : rng.pick(context.strangers);
        return press(ROW.sameChannel, user, newMessage, someId(context, old));
      }
      case 1: {
        const user = rng.chance(0.7) ? actorOf(context, fresh) : rng.pick(context.strangers);
        const target = rng.chance(0.6)
          ? id(base(fresh, 'word', String(goodCell(context, fresh))))
          : someId(context, fresh);
        return press(ROW.sameChannel, user, oldMessage, target);
      }
      case 2: {
        const version = String(versionOf(old) + rng.pick([1, 2, -1]));
        const user = rng.pick(playersOf(old));
        return press(
          ROW.sameChannel,
          user,
          newMessage,
          id(base(old, rng.pick(['word', 'stop', 'clue']), '3', version)),
        );
      }
      case 3: {
        const user = actorOf(context, fresh);
        return submit(
          ROW.sameChannel,
          user,
          oldMessage,
          id(base(fresh, 'clue-modal')),
          fieldsOf(validClue(context)),
        );
      }
      default: {
        const user = rng.pick(playersOf(old));
        return submit(
          ROW.sameChannel,
          user,
          newMessage,
          id(base(old, 'clue-modal')),
          fieldsOf(validClue(context)),
        );
      }
    }
  },
};

const fieldsOf = (clue: { word: string; number: string }) => ({ word: clue.word, number: clue.number });

const otherChannelRow: ForgeRow = {
  name: ROW.otherChannel,
  targets: (context) => {
    const source = pickFixture(context);
    const target = source ? pickFixture(context, (f) => f.channelId !== source.channelId) : null;
    return source && target ? [source, target] : null;
  },
  build(context, [source, target], turn) {
    if (!source || !target) return null;
    const message = messageOf(context, target);
    if (!message) return null;
    const { rng } = context;
    const sourceId = () =>
      rng.chance(0.5) && source.document.stage === 'game'
        ? id(base(source, 'word', String(goodCell(context, source))))
        : someId(context, source);
    switch (turn % 4) {
      case 0:
        return press(ROW.otherChannel, actorOf(context, source), message, sourceId());
      case 1:
        return press(ROW.otherChannel, actorOf(context, target), message, sourceId());
      case 2:
        return press(ROW.otherChannel, rng.pick(context.strangers), message, sourceId());
      default:
        return submit(
          ROW.otherChannel,
          actorOf(context, source),
          message,
          id(base(source, 'clue-modal')),
          fieldsOf(validClue(context)),
        );
    }
  },
};

const staleRow: ForgeRow = {
  name: ROW.stale,
  targets: (context) => {
    const fixture = pickFixture(context, running);
    return fixture ? [fixture] : null;
  },
  build(context, [fixture], turn) {
    if (!fixture) return null;
    const message = messageOf(context, fixture);
    if (!message) return null;
    const { rng } = context;
    const v = versionOf(fixture);
    const versions = [v + 1, v + 2, v + 100, ...(v > 0 ? [v - 1, 0] : [])];
    const version = String(versions[turn % versions.length]);
    const action = rng.pick(['word', 'word', 'clue', 'stop', 'flag', 'key', 'help']);
    const segments = base(
      fixture,
      action,
      action === 'word' ? String(goodCell(context, fixture)) : undefined,
      version,
    );
    const who = turn % 3;
    const user =
      who === 0
        ? actorOf(context, fixture)
        : who === 1
          ? spectatorOf(context, fixture)
          : rng.pick(context.strangers);
    return press(ROW.stale, user, message, id(segments));
  },
};

const finishedRow: ForgeRow = {
  name: ROW.finished,
  targets: (context) => {
    const fixture = pickFixture(context, (f) => f.kind === 'finished');
    return fixture ? [fixture] : null;
  },
  build(context, [fixture], turn) {
    if (!fixture) return null;
    const message = messageOf(context, fixture);
    if (!message) return null;
    const { rng } = context;
    const player = rng.pick(playersOf(fixture));
    const stranger = rng.pick(context.strangers);
    const v = versionOf(fixture);
    const variants: (() => Forgery)[] = [
      () => press(ROW.finished, player, message, id(base(fixture, 'word', String(rng.int(25))))),
      () => press(ROW.finished, stranger, message, id(base(fixture, 'word', String(rng.int(25))))),
      () => press(ROW.finished, player, message, id(base(fixture, rng.pick(['stop', 'flag', 'clue'])))),
      () =>
        submit(ROW.finished, player, message, id(base(fixture, 'clue-modal')), fieldsOf(validClue(context))),
      () => press(ROW.finished, player, message, id(base(fixture, 'leave'))),
      () => press(ROW.finished, player, message, id(base(fixture, 'join', rng.pick(['A', 'B'])))),
      () => press(ROW.finished, player, message, id(base(fixture, rng.pick(['start', 'start-plain'])))),
      () =>
        press(
          ROW.finished,
          stranger,
          message,
          id(base(fixture, rng.pick(['leave', 'join', 'start']), rng.pick(['A', 'B', undefined]))),
        ),
      () => press(ROW.finished, stranger, message, id(base(fixture, rng.pick(['rematch', 'key', 'help'])))),
      () =>
        press(
          ROW.finished,
          player,
          message,
          id(base(fixture, 'word', String(rng.int(25)), String(Math.max(0, v - 1)))),
        ),
    ];
    return (variants[turn % variants.length] as () => Forgery)();
  },
};

const strangersRow = singleFixtureRow(ROW.strangers, (context, fixture, message, turn) => {
  const { rng } = context;
  const user = turn % 2 === 0 ? rng.pick(context.strangers) : spectatorOf(context, fixture);
  if (turn % 5 === 4 && fixture.document.stage === 'game') {
    return submit(
      ROW.strangers,
      user,
      message,
      id(base(fixture, 'clue-modal')),
      fieldsOf(validClue(context)),
    );
  }
  const ids = currentIds(context, fixture).filter(
    (customId) => fixture.document.stage !== 'lobby' || !/:join:[AB]$/.test(customId),
  );
  if (ids.length === 0) return null;
  return press(ROW.strangers, user, message, rng.pick(ids));
});

const rosterRow = singleFixtureRow(ROW.roster, (context, fixture, message, turn) => {
  const { rng } = context;
  if (fixture.document.stage === 'lobby') {
    const opener = fixture.document.openedBy;
    const members = new Set([...fixture.document.players.A, ...fixture.document.players.B]);
    const outsiders = context.strangers.filter((user) => !members.has(user.id));
    const nonMember = outsiders.length > 0 ? rng.pick(outsiders) : spectatorOf(context, fixture);
    const nonOpener = rng.pick([...playersOf(fixture).filter((user) => user.id !== opener), nonMember]);
    const variants: (() => Forgery)[] = [
      () => press(ROW.roster, nonMember, message, id(base(fixture, 'join', 'C', '0'))),
      () => press(ROW.roster, nonMember, message, id(base(fixture, 'join', '', '0'))),
      () => press(ROW.roster, nonMember, message, id(base(fixture, 'join', 'a', '0'))),
      () => press(ROW.roster, nonMember, message, id(base(fixture, 'join', 'AB', '0'))),
      () => press(ROW.roster, nonMember, message, id(base(fixture, 'join', undefined, '0'))),
      () => press(ROW.roster, nonMember, message, id(base(fixture, 'leave', undefined, '0'))),
      () => press(ROW.roster, nonOpener, message, id(base(fixture, 'start', undefined, '0'))),
      () => press(ROW.roster, nonOpener, message, id(base(fixture, 'start-plain', undefined, '0'))),
    ];
    return (variants[turn % variants.length] as () => Forgery)();
  }
  const actions: [string, string | undefined][] = [
    ['leave', undefined],
    ['join', 'A'],
    ['join', 'B'],
    ['join', undefined],
    ['join', 'C'],
    ['start', undefined],
    ['start-plain', undefined],
  ];
  const [action, arg] = actions[turn % actions.length] as [string, string | undefined];
  const version = rng.chance(0.5) ? String(versionOf(fixture)) : '0';
  const who = Math.floor(turn / actions.length) % 3;
  const user =
    who === 2 ? rng.pick(context.strangers) : rng.pick(who === 0 ? fixture.players.A : fixture.players.B);
  return press(ROW.roster, user, message, id(base(fixture, action, arg, version)));
});

const BAD_NUMBERS = ['', ' ', '26', '-1', '1e1', '0x1', 'abc', '１２３', '3\u200b', '٣', '99', '1.5'];
const MUST_REFUSE_WORDS = HOSTILE_VALUES.filter((value) => value.mustRefuse).map((value) => value.value);

/** Whose clue the fixture awaits (null: it awaits none). */
function giverOf(context: ForgeContext, fixture: Fixture): LocalUser | null {
  if (fixture.document.stage !== 'game') return null;
  const phase = fixture.document.engine.phase;
  if (phase.kind !== 'awaiting-clue') return null;
  const side = phase.clueGiver ?? (context.rng.chance(0.5) ? 'A' : 'B');
  const players = fixture.players[side];
  return players.length > 0 ? context.rng.pick(players) : null;
}

const modalRow: ForgeRow = {
  name: ROW.modal,
  targets: (context) => {
    const fixture = context.rng.chance(0.6)
      ? pickFixture(
          context,
          (f) => f.document.stage === 'game' && f.document.engine.phase.kind === 'awaiting-clue',
        )
      : pickFixture(context);
    return fixture ? [fixture] : null;
  },
  build(context, [fixture], turn) {
    if (!fixture) return null;
    const message = messageOf(context, fixture);
    if (!message) return null;
    const { rng } = context;
    const giver = giverOf(context, fixture);
    const player = giver ?? actorOf(context, fixture);
    // Someone who may not give this clue: the partner when the turn is one side's, else an outsider.
    const document = fixture.document;
    const eitherMayGive =
      document.stage === 'game' &&
      document.engine.phase.kind === 'awaiting-clue' &&
      document.engine.phase.clueGiver === null;
    const wrongPerson = eitherMayGive
      ? outsiderOf(context, fixture)
      : otherPlayerOf(context, fixture, player);
    const v = versionOf(fixture);
    const clue = fieldsOf(validClue(context));
    const variants: (() => Forgery | null)[] = [
      // A stale clue form, from the board or from nowhere.
      () =>
        submit(ROW.modal, player, message, id(base(fixture, 'clue-modal', undefined, String(v + 1))), clue),
      () =>
        v > 0
          ? submit(
              ROW.modal,
              player,
              message,
              id(base(fixture, 'clue-modal', undefined, String(v - 1))),
              clue,
              true,
            )
          : null,
      () =>
        submit(
          ROW.modal,
          player,
          message,
          id(base(fixture, 'clue-modal', undefined, String(v + 3))),
          clue,
          true,
        ),
      // Loosely parsed versions that still read as the current one.
      () =>
        submit(
          ROW.modal,
          player,
          message,
          id(base(fixture, 'clue-modal', undefined, v === 0 ? '' : `0${v}`)),
          clue,
        ),
      () =>
        submit(
          ROW.modal,
          player,
          message,
          id(base(fixture, 'clue-modal', undefined, v === 0 ? '0x0' : `${v}.0`)),
          clue,
        ),
      () => submit(ROW.modal, player, message, id(base(fixture, 'clue-modal', undefined, `${v}e0`)), clue),
      // The right form, the wrong person.
      () => submit(ROW.modal, wrongPerson, message, id(base(fixture, 'clue-modal')), clue),
      () => submit(ROW.modal, outsiderOf(context, fixture), message, id(base(fixture, 'clue-modal')), clue),
      // The right person and form, values no clue may have.
      () => ({
        ...submit(ROW.modal, player, message, id(base(fixture, 'clue-modal')), {
          word: clueWord(context),
          number: rng.pick(BAD_NUMBERS),
        }),
        judgeByStoredClue: true,
      }),
      () => ({
        ...submit(ROW.modal, player, message, id(base(fixture, 'clue-modal')), {
          word: rng.pick(MUST_REFUSE_WORDS),
          number: '1',
        }),
        judgeByStoredClue: true,
      }),
      // Button ids as forms, and forms with the wrong fields.
      () =>
        submit(
          ROW.modal,
          player,
          message,
          id(
            base(
              fixture,
              rng.pick(['word', 'stop', 'clue', 'key', 'rematch', 'join', 'leave']),
              rng.pick(['3', 'A', undefined]),
            ),
          ),
          clue,
        ),
      () => submit(ROW.modal, player, message, id(base(fixture, 'clue-modal')), null),
      () => submit(ROW.modal, player, message, id(base(fixture, 'clue-modal')), { word: clue.word }),
      () => submit(ROW.modal, player, message, id(base(fixture, 'clue-modal')), { number: '1' }),
      () =>
        submit(ROW.modal, wrongPerson, message, id(base(fixture, 'clue-modal')), {
          ...clue,
          extra: 'x',
          word2: 'y',
        }),
      () =>
        submit(ROW.modal, player, message, id(base(fixture, 'clue-modal')), { Word: clue.word, Number: '1' }),
    ];
    return (variants[turn % variants.length] as () => Forgery | null)();
  },
};

export const FORGE_ROWS: readonly ForgeRow[] = [
  randomRow,
  mangledRow,
  sameChannelRow,
  otherChannelRow,
  staleRow,
  finishedRow,
  strangersRow,
  rosterRow,
  modalRow,
];

// ---- judging a forgery -----------------------------------------------------------------------

/** The fixture whose game the custom_id names, if any. */
export function namedFixture(context: ForgeContext, customId: string): Fixture | null {
  const gameId = customId.split(':')[1];
  return context.fixtures.find((fixture) => fixture.gameId === gameId) ?? null;
}

function isPlayer(fixture: Fixture, user: LocalUser): boolean {
  return playersOf(fixture).some((player) => player.id === user.id);
}

/**
 * A legitimate press, which the forgers must not count: a button of the message, enabled, on its
 * own game's current board (or lobby), by someone that button is for.
 */
export function isLegitimate(context: ForgeContext, forgery: Forgery): boolean {
  const fixture = namedFixture(context, forgery.customId);
  if (!fixture || fixture.messageId !== forgery.message.id) return false;
  if (forgery.kind === 'modal') return isLegitimateClue(fixture, forgery);
  const button = buttonsOf(forgery.message.api).find((candidate) => candidate.customId === forgery.customId);
  if (!button || button.disabled) return false;
  if (fixture.document.stage === 'lobby') {
    const action = forgery.customId.split(':')[3];
    if (action === 'join') return true;
    if (action === 'leave') return isPlayer(fixture, forgery.user);
    return fixture.document.openedBy === forgery.user.id;
  }
  return isPlayer(fixture, forgery.user);
}

/** A player's press on their own game's current board: redrawing that board is allowed. */
export function ownBoard(
  context: ForgeContext,
  forgery: Forgery,
): { gameId: string; messageId: string } | null {
  const fixture = namedFixture(context, forgery.customId);
  if (fixture?.document.stage !== 'game' || fixture.messageId !== forgery.message.id) return null;
  if (forgery.kind === 'modal' && forgery.withoutMessage) return null;
  return isPlayer(fixture, forgery.user) ? { gameId: fixture.gameId, messageId: fixture.messageId } : null;
}

/** The clue form as its giver would submit it now: the current version, from the board, a clean clue. */
function isLegitimateClue(fixture: Fixture, forgery: Forgery): boolean {
  const document = fixture.document;
  if (document.stage !== 'game' || forgery.withoutMessage) return false;
  if (forgery.customId !== id(base(fixture, 'clue-modal'))) return false;
  const phase = document.engine.phase;
  if (phase.kind !== 'awaiting-clue') return false;
  const sides = phase.clueGiver ? [phase.clueGiver] : (['A', 'B'] as const);
  if (!sides.some((side) => fixture.players[side].some((user) => user.id === forgery.user.id))) return false;
  const fields = forgery.fields ?? {};
  return (
    /^zzq[a-z]+$/.test(fields.word ?? '') &&
    /^\d{1,2}$/.test(fields.number ?? '') &&
    Number(fields.number) <= 25
  );
}
