import { keyActions } from '../../../src/games/the-key/discord/custom-ids.js';
import { isOver, type KeyDocument } from '../../../src/games/the-key/document.js';
import { keyCatalogs } from '../../../src/games/the-key/i18n/index.js';
import { answerOf, missionById } from '../../../src/games/the-key/missions.js';
import { keyGameRules } from '../../../src/games/the-key/rules.js';
import { playersOf } from '../../../src/games/the-key/table.js';
import { audienceOf } from '../../support/leak-scan.js';
import type { ChaosGame, TablePlay } from './chaos-game.js';
import { handLeaks, handPattern } from './hands.js';
import { actInPrivate, buttonFor, openStagedTable, rematchIfOver, startLobbyBelow } from './table-setup.js';

const PRIVATE = ['play', 'resolve', 'special', 'discard', 'power', 'end-turn'] as const;
const MISSION = 'practice-safe';
const catalogs = keyCatalogs as unknown as Record<string, Record<string, string>>;
const HAND_TEXTS = [handPattern(catalogs, 'prompt.hand')];

/** The mission's answer, which no message may carry before the mission is over. */
function answerOfGame(document: KeyDocument): string | null {
  if (document.stage !== 'game') return null;
  const mission = missionById(document.missionId);
  return mission ? answerOf(mission) : null;
}

/** A wrong answer (never the mission's own): the team proposes and confirms or withdraws it. */
function wrongAnswer(play: { rng: { int(n: number): number } }, right: string | null): string {
  for (;;) {
    const guess = String(1000 + play.rng.int(9000));
    if (guess !== right) return guess;
  }
}

const seated = (play: TablePlay<KeyDocument>) => {
  const document = play.document;
  const active = document.stage === 'game' ? document.seats[document.mission.current]?.userId : undefined;
  return play.players.find((player) => player.id === active) ?? play.rng.pick(play.players);
};

/**
 * THE KEY for three agents on the practice mission (`/thekey lobby`): the active agent plays from
 * their private hand; anyone may propose an answer, which everyone must confirm.
 */
export const theKeyChaos: ChaosGame<KeyDocument> = {
  title: 'THE KEY',
  prefix: 'thekey',
  kinds: keyActions,
  privateKinds: PRIVATE,
  privateEntry: 'hand',
  forms: [{ opener: 'answer', action: 'answer-form', fields: ['answer'], anyVersion: true }],
  seats: 3,

  open: (world, channelId, players) =>
    openStagedTable(world, channelId, players, {
      command: 'thekey',
      options: { mission: MISSION, language: 'en' },
      prefix: 'thekey',
      boardAction: 'hand',
    }),
  parse(data) {
    const parsed = keyGameRules.schema.safeParse(data);
    return parsed.success
      ? { ok: true, document: parsed.data }
      : { ok: false, error: parsed.error.issues.map((issue) => issue.message).join('; ') };
  },
  isGame: (document) => document.stage === 'game',
  isOver: (document) => document.stage === 'game' && isOver(document),
  version: (document) => keyGameRules.version(document),
  boardMessageId: (document) => (document.stage === 'game' ? document.boardMessageId : null),
  players: (document) => playersOf(document.seats),
  moves: (document) =>
    document.stage === 'game'
      ? document.log.map((entry) => ({
          actor: document.seats[entry.seat]?.userId ?? null,
          key: JSON.stringify(entry.move),
        }))
      : [],
  formValues: (_action, rng) => ({ answer: wrongAnswer({ rng }, null) }),
  leaks(local, entries, document) {
    const hands = handLeaks(local, entries, {
      texts: HAND_TEXTS,
      picture: null,
      players: playersOf(document.seats),
    });
    const answer = answerOfGame(document);
    if (!answer || document.stage !== 'game') return hands;
    const final = keyGameRules.version(document);
    const carries = new RegExp(`(?<![0-9A-Za-z])${answer}(?![0-9A-Za-z])`, 'u');
    const early = entries.flatMap((entry) => {
      const text = JSON.stringify(entry.body ?? '');
      if (audienceOf(local, entry).kind === 'none' || !carries.test(text)) return [];
      // A payload of the finished mission (its final version) may show the answer; any earlier one may not.
      const versions = [...text.matchAll(/"custom_id":"thekey:[a-z0-9]+:(\d+):/g)].map((match) =>
        Number(match[1]),
      );
      const ofTheEnd =
        isOver(document) && versions.length > 0 && versions.every((version) => version >= final);
      return ofTheEnd
        ? []
        : [`the mission's answer ${answer} before the end (${entry.method} ${entry.path.split('/')[1]})`];
    });
    return [...hands, ...early];
  },
  logSecrets: (document) => {
    const answer = answerOfGame(document);
    return document.stage === 'game' ? [document.seed, ...(answer ? [`"${answer}"`] : [])] : [];
  },

  async step(play) {
    if ((await rematchIfOver(play)) || (await startLobbyBelow(play))) return;
    const board = play.board();
    const document = play.document;
    if (!board || document.stage !== 'game') return;
    const confirm = buttonFor(board, 'confirm');
    const withdraw = buttonFor(board, 'withdraw');
    const next = buttonFor(board, 'next');
    const anyone = play.rng.pick(play.players);
    if (next) return play.press(anyone, board.id, next);
    if (confirm && withdraw) return play.press(anyone, board.id, play.rng.chance(0.7) ? confirm : withdraw);
    const answer = buttonFor(board, 'answer');
    if (answer && play.rng.chance(0.08))
      return play.form(anyone, board.id, answer, { answer: wrongAnswer(play, answerOfGame(document)) });
    const user = seated(play);
    let message = await play.openPrivate(user);
    for (let step = 0; message && step < 3; step++) {
      if (!(await actInPrivate(play, user, message, PRIVATE))) return;
      message = play.message(message.id);
    }
  },

  bursts: [
    {
      name: 'two agents at once',
      async run(play) {
        const opened = await Promise.all(
          play.players.map(async (user) => ({ user, message: await play.openPrivate(user) })),
        );
        const withPlays = opened.filter(({ message }) => message && buttonFor(message, 'end-turn'));
        const [first] = withPlays;
        if (!first?.message) return false;
        const message = first.message;
        const end = buttonFor(message, 'end-turn') ?? '';
        // The active agent ends the turn while every other agent presses the same on the same prompt.
        await play.together(play.players.map((user) => () => play.press(user, message.id, end)));
        return true;
      },
    },
    {
      name: 'confirm + withdraw',
      async run(play) {
        let board = play.board();
        const answer = buttonFor(board, 'answer');
        if (!board || !answer || play.document.stage !== 'game') return false;
        const [proposer, ...others] = play.players;
        if (!proposer) return false;
        await play.form(proposer, board.id, answer, {
          answer: wrongAnswer(play, answerOfGame(play.document)),
        });
        board = play.board();
        const confirm = buttonFor(board, 'confirm');
        const withdraw = buttonFor(board, 'withdraw');
        if (!board || !confirm || !withdraw) return false;
        const id = board.id;
        await play.together([
          ...others.map((user) => () => play.press(user, id, confirm)),
          () => play.press(proposer, id, withdraw),
        ]);
        return true;
      },
    },
    {
      name: 'double end turn',
      async run(play) {
        const user = seated(play);
        const message = await play.openPrivate(user);
        const end = message ? buttonFor(message, 'end-turn') : null;
        if (!message || !end) return false;
        await play.together([
          () => play.press(user, message.id, end),
          () => play.press(user, message.id, end),
        ]);
        return true;
      },
    },
  ],
};
