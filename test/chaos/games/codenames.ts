import { codenamesActions } from '../../../src/games/codenames/discord/custom-ids.js';
import type { CodenamesDocument } from '../../../src/games/codenames/document.js';
import { codenamesRules } from '../../../src/games/codenames/rules.js';
import { membersOf } from '../../../src/games/codenames/table.js';
import { scanCodenamesRequests } from '../../support/codenames-leak-scan.js';
import { buttonsOf } from '../../support/duet-table.js';
import type { Rng } from '../world.js';
import type { ChaosGame, TablePlay } from './chaos-game.js';
import { boardUp, buttonFor, rematchIfOver } from './table-setup.js';

type Game = Extract<CodenamesDocument, { stage: 'game' }>;

const clueWord = (rng: Rng) =>
  `zzq${Array.from({ length: 4 }, () => String.fromCharCode(97 + rng.int(26))).join('')}`;

/** Uncovered words whose identity is `team`'s (or any uncovered word), as button custom_ids of the board. */
function wordsFor(play: TablePlay<CodenamesDocument>, team: string | null): string[] {
  const board = play.board();
  const document = play.document;
  if (!board || document.stage !== 'game') return [];
  return buttonsOf(board).flatMap((button) => {
    const cell = Number(button.customId.split(':')[4]);
    if (button.disabled || !button.customId.includes(':word:') || document.engine.covered[cell]) return [];
    return team === null || document.engine.key[cell] === team ? [button.customId] : [];
  });
}

function seatsOf(document: Game) {
  const phase = document.engine.phase;
  const team = phase.kind === 'over' ? 'red' : phase.team;
  return {
    phase,
    team,
    spymaster: document.roster[team].spymaster,
    operatives: document.roster[team].operatives,
  };
}

const userOf = (play: TablePlay<CodenamesDocument>, id: string | null) =>
  play.players.find((player) => player.id === id) ?? null;

/** A guess the operative means (an own agent most of the time), or null. */
function guessFor(play: TablePlay<CodenamesDocument>, team: string): string | null {
  const own = wordsFor(play, team);
  const any = wordsFor(play, null);
  const pool = own.length > 0 && play.rng.chance(0.7) ? own : any;
  return pool.length > 0 ? play.rng.pick(pool) : null;
}

/**
 * Classic Codenames, one team of a spymaster and two operatives (`/codenames start`): the
 * spymaster clues by the form, the operatives guess on the board, two of them at once in a burst.
 */
export const codenamesChaos: ChaosGame<CodenamesDocument> = {
  title: 'Codenames',
  prefix: 'codenames',
  kinds: codenamesActions,
  privateKinds: ['fix-clue', 'end-game', 'keep-playing'],
  privateEntry: 'key',
  forms: [{ opener: 'clue', action: 'clue-modal', fields: ['word', 'number'] }],
  seats: 3,

  async open(world, channelId, [spymaster, operative, second]) {
    if (!spymaster || !operative || !second) throw new Error('Codenames needs three players here');
    const handle = world.local.driver.runCommand({
      user: spymaster,
      channelId,
      name: 'codenames',
      subcommand: 'start',
      options: {
        'red-spymaster': spymaster.id,
        'red-operative': operative.id,
        'red-operative2': second.id,
        language: 'en',
      },
      locale: 'en-US',
    });
    await handle.awaitAnswer(5_000);
    await boardUp(world, channelId, 'codenames', 'word');
  },
  parse(data) {
    const parsed = codenamesRules.schema.safeParse(data);
    return parsed.success
      ? { ok: true, document: parsed.data }
      : { ok: false, error: parsed.error.issues.map((issue) => issue.message).join('; ') };
  },
  isGame: (document) => document.stage === 'game',
  isOver: (document) => document.stage === 'game' && codenamesRules.result(document) !== null,
  version: (document) => codenamesRules.version(document),
  boardMessageId: (document) => (document.stage === 'game' ? document.boardMessageId : null),
  players: (document) => membersOf(document.roster),
  moves: (document) =>
    document.stage === 'game'
      ? document.engine.moves.map((entry, index) => ({
          actor: document.actors[index] ?? null,
          key: JSON.stringify(entry.move),
        }))
      : [],
  formValues: (_action, rng) => ({ word: clueWord(rng), number: String(1 + rng.int(3)) }),
  leaks(local, entries, document) {
    if (document.stage !== 'game') return [];
    const spymasters = [document.roster.red.spymaster, document.roster.blue.spymaster].filter(
      (id): id is string => id !== null,
    );
    // Once the game is over its key is shown to everyone: only what was sent before the end can leak.
    const final = codenamesRules.version(document);
    const running = codenamesChaos.isOver(document)
      ? entries.filter((entry) =>
          [...JSON.stringify(entry.body ?? '').matchAll(/"custom_id":"codenames:[a-z0-9]+:(\d+):/g)].some(
            (match) => Number(match[1]) < final,
          ),
        )
      : entries;
    return scanCodenamesRequests(local, running, {
      words: document.engine.words.map((word) => word.text),
      key: document.engine.key,
      spymasters,
    });
  },
  logSecrets: (document) =>
    document.stage === 'game'
      ? [document.engine.seed, document.engine.key.map((identity) => identity[0]).join('')]
      : [],

  async step(play) {
    if (await rematchIfOver(play)) return;
    const document = play.document;
    const board = play.board();
    if (document.stage !== 'game' || !board) return;
    const { phase, team, spymaster, operatives } = seatsOf(document);
    const giver = userOf(play, spymaster);
    if (phase.kind === 'awaiting-clue') {
      const clue = buttonFor(board, 'clue');
      if (giver && clue)
        await play.form(giver, board.id, clue, codenamesChaos.formValues('clue-modal', play.rng));
      return;
    }
    if (phase.kind === 'timer-cover' || phase.kind === 'penalty-cover') {
      const skip = buttonFor(board, 'skip');
      const cover = guessFor(play, phase.team === 'red' ? 'blue' : 'red');
      if (giver && (cover || skip))
        await play.press(giver, board.id, cover && play.rng.chance(0.7) ? cover : (skip ?? cover ?? ''));
      return;
    }
    if (phase.kind !== 'guessing') return;
    const operative = userOf(play, play.rng.pick(operatives));
    const end = buttonFor(board, 'end');
    const guess = guessFor(play, team);
    if (!operative) return;
    if (end && (play.rng.chance(0.15) || !guess)) await play.press(operative, board.id, end);
    else if (guess) await play.press(operative, board.id, guess);
  },

  bursts: [
    {
      name: 'double click on a word',
      async run(play) {
        const document = play.document;
        const board = play.board();
        if (document.stage !== 'game' || !board || document.engine.phase.kind !== 'guessing') return false;
        const { team, operatives } = seatsOf(document);
        const operative = userOf(play, play.rng.pick(operatives));
        const guess = guessFor(play, team);
        if (!operative || !guess) return false;
        await play.together([
          () => play.press(operative, board.id, guess),
          () => play.press(operative, board.id, guess),
        ]);
        return true;
      },
    },
    {
      name: 'two operatives at once',
      async run(play) {
        const document = play.document;
        const board = play.board();
        if (document.stage !== 'game' || !board || document.engine.phase.kind !== 'guessing') return false;
        const { team, operatives } = seatsOf(document);
        const [first, second] = operatives.map((id) => userOf(play, id));
        const one = guessFor(play, team);
        const other = guessFor(play, team);
        if (!first || !second || !one || !other) return false;
        await play.together([
          () => play.press(first, board.id, one),
          () => play.press(second, board.id, other),
        ]);
        return true;
      },
    },
    {
      name: 'end turn + guess',
      async run(play) {
        const document = play.document;
        const board = play.board();
        if (document.stage !== 'game' || !board || document.engine.phase.kind !== 'guessing') return false;
        const { team, operatives } = seatsOf(document);
        const end = buttonFor(board, 'end');
        const guess = guessFor(play, team);
        const [first, second] = operatives.map((id) => userOf(play, id));
        if (!end || !guess || !first || !second) return false;
        await play.together([
          () => play.press(first, board.id, end),
          () => play.press(second, board.id, guess),
        ]);
        return true;
      },
    },
    {
      name: 'clue submitted twice',
      async run(play) {
        const document = play.document;
        const board = play.board();
        if (document.stage !== 'game' || !board || document.engine.phase.kind !== 'awaiting-clue')
          return false;
        const giver = userOf(play, seatsOf(document).spymaster);
        const clue = buttonFor(board, 'clue');
        if (!giver || !clue) return false;
        const fields = codenamesChaos.formValues('clue-modal', play.rng);
        await play.together([
          () => play.form(giver, board.id, clue, fields),
          () => play.form(giver, board.id, clue, codenamesChaos.formValues('clue-modal', play.rng)),
        ]);
        return true;
      },
    },
  ],
};
