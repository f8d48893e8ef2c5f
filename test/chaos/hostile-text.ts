import type {
  InteractionHandle,
  LocalChannel,
  LocalUser,
  LoggedRequest,
} from '../../dev/local-discord/index.js';
import type { DuetSession } from '../../src/games/duet/document.js';
import { buttonsOf } from '../support/duet-table.js';
import { audienceOf } from '../support/leak-scan.js';
import { HOSTILE_VALUES, type HostileValue, unfitText, unsafeRendering, visible } from './hostile-values.js';
import type { Tracked } from './observer.js';
import { boardMessage, cellsFor, clueWord } from './presses.js';
import { forgeCommand, forgeModalSubmit } from './raw-interactions.js';
import type { ChaosWorld } from './world.js';

export const HOSTILE_ROWS = {
  form: 'hostile text: clue form (word and number fields)',
  clue: 'hostile text: /clue word: and count:',
  words: 'hostile text: /duet start words:',
  campaign: 'hostile text: /duet campaign new name:',
} as const;

const MAX_CLUE = 40;
const MAX_CARD_WORD = 24;
const MAX_CAMPAIGN_NAME = 40;

/** Clue numbers as typed in the form: only 0–25 as digits (full-width ones too) may be accepted. */
const NUMBER_VALUES: { value: string; expected: number | null }[] = [
  { value: '', expected: null },
  { value: ' ', expected: null },
  { value: '26', expected: null },
  { value: '-1', expected: null },
  { value: '1e1', expected: null },
  { value: '0x1', expected: null },
  { value: 'abc', expected: null },
  { value: '3\u200b', expected: null },
  { value: '\u200b', expected: null },
  { value: '٣', expected: null },
  { value: '99', expected: null },
  { value: '1.5', expected: null },
  { value: '\u0000', expected: null },
  { value: '@everyone', expected: null },
  { value: '１', expected: 1 },
  { value: ' 2 ', expected: 2 },
];

/** `/clue count:` as no Discord client sends it: outside its range or not an integer at all. */
const COUNT_VALUES: unknown[] = [-1, 26, 1.5, '1', 1e3, null, '１', 99_999_999_999, true, 'NaN'];

const SAFE_WORDS = [
  'amber',
  'bison',
  'cobalt',
  'delta',
  'ember',
  'fjord',
  'garnet',
  'harbor',
  'igloo',
  'jasper',
  'kayak',
  'lotus',
  'mango',
  'nectar',
  'onyx',
  'pepper',
  'quartz',
  'raven',
  'saffron',
  'tundra',
  'umber',
  'velvet',
  'walnut',
  'yonder',
];

/** Word lists whose words look alike (or are nothing at all): at most one of each may reach a board. */
const LOOK_ALIKE_LISTS: { name: string; words: string[] }[] = [
  { name: 'a word and the same with a zero-width space', words: ['acorn', 'ac\u200born'] },
  { name: 'a word and the same in Cyrillic letters', words: ['apple', 'аpple'] },
  { name: 'a word and the same in full-width letters', words: ['arrow', 'ａｒｒｏｗ'] },
  { name: 'a word and the same with a soft hyphen', words: ['anchor', 'an\u00adchor'] },
  { name: 'a word and the same with a BOM', words: ['attic', '\ufeffattic'] },
  { name: 'a word and the same with a combining accent', words: ['café', 'cafe\u0301'] },
  { name: 'two invisible words', words: ['\u200b', '\u200b\u200b'] },
];

const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ѕ: 's',
  ԁ: 'd',
  ɡ: 'g',
  ј: 'j',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
};

/** How a label looks: invisible characters gone, width and accents folded, Cyrillic look-alikes as Latin. */
function looks(label: string): string {
  return [
    ...label
      .normalize('NFKC')
      .replace(/[\p{Cf}\p{Cc}\u00ad]/gu, '')
      .normalize('NFC')
      .toLowerCase(),
  ]
    .map((char) => LOOK_ALIKES[char] ?? char)
    .join('')
    .trim();
}

function textsOf(body: unknown): { text: string; allowedMentions: unknown }[] {
  const payload = (body ?? {}) as {
    data?: unknown;
    content?: unknown;
    components?: unknown;
    allowed_mentions?: unknown;
  };
  const message = (payload.data && typeof payload.data === 'object' ? payload.data : payload) as {
    content?: string;
    components?: unknown[];
    allowed_mentions?: unknown;
  };
  const parts: string[] = [message.content ?? ''];
  const walk = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as {
      type?: number;
      content?: string;
      components?: unknown;
      component?: unknown;
    }[]) {
      if (node?.type === 10 && typeof node.content === 'string') parts.push(node.content);
      walk(node?.components);
      if (node?.component) walk([node.component]);
    }
  };
  walk(message.components);
  return [{ text: parts.join('\n'), allowedMentions: message.allowed_mentions }];
}

/** The text of everything public the interaction sent (or made the bot send in its channel). */
function publicTexts(world: ChaosWorld, tracked: Tracked): { text: string; allowedMentions: unknown }[] {
  return tracked.requests
    .filter((entry: LoggedRequest) => entry.status < 300 && entry.method !== 'GET')
    .filter((entry) => audienceOf(world.local, entry).kind === 'public')
    .flatMap((entry) => textsOf(entry.body));
}

interface Attempt {
  row: string;
  label: string;
  handle: InteractionHandle;
  channelId: string;
}

/**
 * Sends one attempt holding its channel and waits for what it causes; `accepted` says whether it
 * changed anything stored (then everything in the channel until it goes quiet is its doing: the
 * board redrawn, its picture drawn first).
 */
async function attempt(
  world: ChaosWorld,
  spec: Attempt,
  accepted: () => Promise<boolean>,
): Promise<{ tracked: Tracked; accepted: boolean }> {
  const tracked = world.observer.track(spec.handle, {
    row: spec.row,
    label: spec.label,
    bad: true,
    channels: [spec.channelId],
  });
  world.observer.hold(tracked);
  await spec.handle.awaitAnswer(3_200).catch(() => undefined);
  await world.observer.settle(tracked, 30);
  const wasAccepted = await accepted();
  if (wasAccepted) {
    world.observer.blame(tracked);
    await world.observer.channelQuiet(spec.channelId, 300, 10_000);
  }
  world.observer.release(tracked);
  world.countAnswer(tracked);
  return { tracked, accepted: wasAccepted };
}

/** Whether the game's record is no longer what `before` says. */
const gameChanged = (world: ChaosWorld, gameId: string, before: Map<string, string>) => async () =>
  (await world.records.fingerprint([gameId], [])).get(`game:${gameId}`) !== before.get(`game:${gameId}`);

/** A refused attempt must have answered the sender only. */
function judgeRefused(world: ChaosWorld, tracked: Tracked): void {
  if (tracked.publicEffects.length > 0) {
    world.tally.add(tracked.row, 'publicBad', 1, `${tracked.label} → ${tracked.publicEffects[0]}`);
  }
  world.observer.forget(tracked);
}

/** An accepted attempt: what it stored must be fit to keep, and what it showed must be plain text. */
function judgeAccepted(
  world: ChaosWorld,
  tracked: Tracked,
  hostile: HostileValue | null,
  stored: string[],
  maxLength: number,
): void {
  const unfit = stored
    .map((text) => ({ text, problem: unfitText(text, maxLength) }))
    .find((one) => one.problem);
  if (unfit) {
    const what = `${tracked.label} → accepted and stored ${visible(unfit.text)}, which ${unfit.problem}`;
    world.tally.add(tracked.row, 'changedBad', 1, what);
    world.tally.add(tracked.row, 'publicBad', 1, `${what} (shown publicly)`);
  } else if (hostile) {
    for (const { text, allowedMentions } of publicTexts(world, tracked)) {
      const unsafe = unsafeRendering(hostile, text, allowedMentions);
      if (unsafe) {
        world.tally.add(tracked.row, 'publicBad', 1, `${tracked.label} → the public answer ${unsafe}`);
        break;
      }
    }
  }
  world.observer.forget(tracked);
}

/** A table waiting for a clue (the same one while it lasts). */
class ClueTable {
  private channel: LocalChannel | null = null;
  gameId = '';
  private games = 0;

  constructor(
    private readonly world: ChaosWorld,
    private readonly a: LocalUser,
    private readonly b: LocalUser,
  ) {}

  private async fresh(): Promise<void> {
    this.games += 1;
    this.channel = this.world.newChannel(`hostile-${this.games}`);
    this.gameId = (await this.world.startGame(this.channel, this.a, this.b)).gameId;
  }

  /** The game, brought to "awaiting a clue" (a bystander ends a turn; a new game when it is over). */
  async awaiting(): Promise<{ session: DuetSession; giver: LocalUser; channelId: string }> {
    for (let attempt = 0; attempt < 10; attempt++) {
      if (!this.channel) await this.fresh();
      const session = await this.world.records.game(this.gameId);
      const phase = session?.engine.phase;
      if (
        !session ||
        !phase ||
        phase.kind === 'won' ||
        phase.kind === 'lost' ||
        phase.kind === 'sudden-death' ||
        session.engine.bank.bystanderSideUp + session.engine.bank.checkSideUp < 3
      ) {
        this.channel = null;
        continue;
      }
      const players = { A: this.a, B: this.b };
      if (phase.kind === 'awaiting-clue') {
        return { session, giver: players[phase.clueGiver ?? 'A'], channelId: this.channel?.id ?? '' };
      }
      if (phase.kind === 'guessing') {
        const board = boardMessage(this.world, session);
        const cell =
          cellsFor(session, phase.guesser, 'bystander')[0] ?? cellsFor(session, phase.guesser, 'agent')[0];
        if (!board || cell === undefined) {
          this.channel = null;
          continue;
        }
        const customId = `duet:${this.gameId}:${session.engine.moves.length}:word:${cell}`;
        await this.world.local.driver
          .clickButton({ user: players[phase.guesser], messageId: board.id, customId, force: true })
          .awaitAnswer(3_200)
          .catch(() => undefined);
      }
    }
    throw new Error('no table awaiting a clue');
  }
}

/**
 * Attack 3: hostile text in every text input (the clue form's two fields, `/clue`, `/duet start
 * words:`, `/duet campaign new name:`). Bad text must be refused privately, or kept clean and shown
 * as plain text: never pinging, linking or hiding in a spoiler, never two buttons that look alike.
 */
export async function runHostileText(world: ChaosWorld, rounds: number): Promise<void> {
  const table = new ClueTable(world, world.user('hugo'), world.user('ida'));
  for (let round = 0; round < rounds; round++) {
    for (const hostile of HOSTILE_VALUES) {
      await clueForm(world, table, hostile.value, '1', hostile, null);
      await clueCommand(world, table, { word: hostile.value }, hostile);
    }
    for (const { value, expected } of NUMBER_VALUES) {
      await clueForm(world, table, clueWord(world), value, null, expected);
    }
    for (const count of COUNT_VALUES) await clueCommand(world, table, { count }, null);
    for (const hostile of HOSTILE_VALUES) {
      await startWords(
        world,
        [...SAFE_WORDS, hostile.value],
        `${hostile.name}: ${visible(hostile.value)}`,
        hostile,
      );
      await campaignName(world, hostile, round);
    }
    for (const list of LOOK_ALIKE_LISTS) {
      await startWords(
        world,
        [...SAFE_WORDS.slice(0, 25 - list.words.length), ...list.words],
        list.name,
        null,
      );
    }
  }
}

async function clueForm(
  world: ChaosWorld,
  table: ClueTable,
  word: string,
  number: string,
  hostile: HostileValue | null,
  expectedNumber: number | null,
): Promise<void> {
  const { session, giver, channelId } = await table.awaiting();
  const board = boardMessage(world, session);
  if (!board) return;
  const version = session.engine.moves.length;
  const customId = `duet:${table.gameId}:${version}:clue-modal`;
  const before = await world.records.fingerprint([table.gameId], []);
  const handle = forgeModalSubmit(world.local, {
    user: giver,
    channelId,
    message: board,
    customId,
    fields: { word, number },
  });
  const label = `${giver.username} submits the clue form word=${visible(word)} number=${visible(number)}`;
  const { tracked, accepted } = await attempt(
    world,
    { row: HOSTILE_ROWS.form, label, handle, channelId },
    gameChanged(world, table.gameId, before),
  );
  if (!accepted) {
    if (hostile === null && expectedNumber !== null)
      world.tally.note(HOSTILE_ROWS.form, `refused the number ${visible(number)}`);
    return judgeRefused(world, tracked);
  }
  const clue = (await world.records.game(table.gameId))?.engine.clues.at(-1);
  if (hostile === null && clue && clue.number !== expectedNumber) {
    world.tally.add(HOSTILE_ROWS.form, 'changedBad', 1, `${label} → accepted as the number ${clue.number}`);
  }
  judgeAccepted(world, tracked, hostile, clue ? [clue.word] : [], MAX_CLUE);
}

async function clueCommand(
  world: ChaosWorld,
  table: ClueTable,
  raw: { word?: string; count?: unknown },
  hostile: HostileValue | null,
): Promise<void> {
  const { giver, channelId } = await table.awaiting();
  const before = await world.records.fingerprint([table.gameId], []);
  const handle = forgeCommand(world.local, {
    user: giver,
    channelId,
    name: 'clue',
    validOptions: { word: clueWord(world), count: 1 },
    raw,
  });
  const label = `${giver.username} runs /clue ${Object.entries(raw)
    .map(([name, value]) => `${name}:${typeof value === 'string' ? visible(value) : JSON.stringify(value)}`)
    .join(' ')}`;
  const { tracked, accepted } = await attempt(
    world,
    { row: HOSTILE_ROWS.clue, label, handle, channelId },
    gameChanged(world, table.gameId, before),
  );
  if (!accepted) return judgeRefused(world, tracked);
  const clue = (await world.records.game(table.gameId))?.engine.clues.at(-1);
  if ('count' in raw && clue && !(Number.isInteger(raw.count) && clue.number === raw.count)) {
    world.tally.add(
      HOSTILE_ROWS.clue,
      'changedBad',
      1,
      `${label} → accepted as the number ${JSON.stringify(clue.number)}`,
    );
  }
  judgeAccepted(world, tracked, hostile, clue ? [clue.word] : [], MAX_CLUE);
}

async function startWords(
  world: ChaosWorld,
  words: string[],
  name: string,
  hostile: HostileValue | null,
): Promise<void> {
  const channel = world.newChannel('hostile-words');
  const a = world.user('hugo');
  const b = world.user('ida');
  const handle = forgeCommand(world.local, {
    user: a,
    channelId: channel.id,
    name: 'duet',
    subcommand: 'start',
    validOptions: { partner: b.id },
    raw: { words: words.join(', ') },
  });
  const label = `/duet start words: 24 plain words + ${name}`;
  const { tracked } = await attempt(
    world,
    { row: HOSTILE_ROWS.words, label, handle, channelId: channel.id },
    async () => false,
  );
  const gameId = await world.records.channelGame(channel.id);
  if (!gameId) return judgeRefused(world, tracked);
  await world.noteGame(gameId);
  const session = await world.records.game(gameId);
  const stored = [...(session?.customWords ?? []), ...(session?.engine.words.map((word) => word.text) ?? [])];
  const board = session ? boardMessage(world, session) : null;
  const labels = board
    ? buttonsOf(board.api)
        .filter((button) => button.customId.includes(':word:'))
        .map((button) => button.label)
    : [];
  const seen = new Map<string, string>();
  for (const shown of labels) {
    const look = looks(shown);
    const twin = seen.get(look);
    if (twin !== undefined || look.length === 0) {
      const what =
        look.length === 0
          ? `an empty-looking button ${visible(shown)}`
          : `two buttons that look alike: ${visible(twin ?? '')} and ${visible(shown)}`;
      world.tally.add(HOSTILE_ROWS.words, 'changedBad', 1, `${label} → a game with ${what}`);
      world.tally.add(HOSTILE_ROWS.words, 'publicBad', 1, `${label} → the public board shows ${what}`);
      world.observer.forget(tracked);
      return;
    }
    seen.set(look, shown);
  }
  judgeAccepted(world, tracked, hostile, stored, MAX_CARD_WORD);
}

async function campaignName(world: ChaosWorld, hostile: HostileValue, round: number): Promise<void> {
  const channel = world.seeded.channels.general;
  const user = world.user(round % 2 === 0 ? 'hugo' : 'ida');
  const before = await world.records.campaigns(world.seeded.guild.id);
  const handle = forgeCommand(world.local, {
    user,
    channelId: channel.id,
    name: 'duet',
    subcommandGroup: 'campaign',
    subcommand: 'new',
    validOptions: { name: 'Chaos Team' },
    raw: { name: hostile.value },
  });
  const label = `/duet campaign new name:${visible(hostile.value)}`;
  const { tracked } = await attempt(
    world,
    { row: HOSTILE_ROWS.campaign, label, handle, channelId: channel.id },
    async () => false,
  );
  const after = await world.records.campaigns(world.seeded.guild.id);
  const created = [...after.keys()].filter((id) => !before.has(id));
  if (created.length === 0) return judgeRefused(world, tracked);
  const names = created.map((id) => {
    try {
      return String((JSON.parse(after.get(id) ?? '{}') as { name?: unknown }).name ?? '');
    } catch {
      return '';
    }
  });
  judgeAccepted(world, tracked, hostile, names, MAX_CAMPAIGN_NAME);
}
