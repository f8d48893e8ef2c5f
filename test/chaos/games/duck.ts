import { HAND_IMAGE_NAME } from '../../../src/games/duck/discord/board-images.js';
import { duckActions } from '../../../src/games/duck/discord/custom-ids.js';
import type { DuckDocument } from '../../../src/games/duck/document.js';
import { duckCatalogs } from '../../../src/games/duck/i18n/index.js';
import { encodeMove } from '../../../src/games/duck/move-log.js';
import { duckRules } from '../../../src/games/duck/rules.js';
import { playersOf } from '../../../src/games/duck/table.js';
import type { ChaosGame, TablePlay } from './chaos-game.js';
import { handLeaks, handPattern } from './hands.js';
import { actInPrivate, actionOf, offersOf, openStagedTable, rematchIfOver } from './table-setup.js';

const PRIVATE = [
  'place',
  'choose',
  'steer',
  'dog',
  'face',
  'token',
  'discard',
  'send',
  'pass',
  'back',
] as const;
const catalogs = duckCatalogs as unknown as Record<string, Record<string, string>>;
/** A racer's hand, and the card chosen before the reveal. */
const SECRET_TEXTS = [handPattern(catalogs, 'prompt.hand'), handPattern(catalogs, 'prompt.chosen')];

/** Each racer's private message, opened at once, with the choose menus it offers. */
async function chooseMenus(play: TablePlay<DuckDocument>) {
  const opened = await Promise.all(
    play.players.map(async (user) => ({ user, message: await play.openPrivate(user) })),
  );
  return opened.flatMap(({ user, message }) => {
    const menus = message ? offersOf(message, ['choose']).menus : [];
    return message && menus.length > 0 ? [{ user, message, menus }] : [];
  });
}

/**
 * Duck! Duck! Go! for two racers (two ducks each) from `/duck lobby`: each racer's every move is
 * made in their private message (My move); a card may be changed until the last racer's reveals.
 */
export const duckChaos: ChaosGame<DuckDocument> = {
  title: 'Duck! Duck! Go!',
  prefix: 'duck',
  kinds: duckActions,
  privateKinds: PRIVATE,
  privateEntry: 'act',
  forms: [],
  seats: 2,

  open: (world, channelId, players) =>
    openStagedTable(world, channelId, players, {
      command: 'duck',
      options: { language: 'en' },
      prefix: 'duck',
      boardAction: 'act',
    }),
  parse(data) {
    const parsed = duckRules.schema.safeParse(data);
    return parsed.success
      ? { ok: true, document: parsed.data }
      : { ok: false, error: parsed.error.issues.map((issue) => issue.message).join('; ') };
  },
  isGame: (document) => document.stage === 'game',
  isOver: (document) => document.stage === 'game' && duckRules.result(document) !== null,
  version: (document) => duckRules.version(document),
  boardMessageId: (document) => (document.stage === 'game' ? document.boardMessageId : null),
  players: (document) => playersOf(document.seats),
  moves: (document) =>
    document.stage === 'game'
      ? document.log.map((entry) => {
          const seat = document.seats[entry.seat];
          return {
            actor: entry.auto || seat?.kind !== 'player' ? null : seat.userId,
            key: encodeMove(entry),
          };
        })
      : [],
  formValues: () => ({}),
  leaks: (local, entries, document) =>
    handLeaks(local, entries, {
      texts: SECRET_TEXTS,
      picture: HAND_IMAGE_NAME,
      players: playersOf(document.seats),
    }),
  logSecrets: (document) => (document.stage === 'game' ? [document.seed] : []),

  async step(play) {
    if (await rematchIfOver(play)) return;
    const user = play.rng.pick(play.players);
    let message = await play.openPrivate(user);
    for (let step = 0; message && step < 3; step++) {
      if (!(await actInPrivate(play, user, message, PRIVATE))) return;
      message = play.message(message.id);
    }
  },

  bursts: [
    {
      name: 'card change racing the reveal',
      async run(play) {
        const choosing = await chooseMenus(play);
        const [first, last] = choosing;
        if (!first || !last) return false;
        // The first racer picks for every duck, then changes one card while the last racer picks theirs.
        for (const menu of first.menus)
          await play.select(first.user, first.message.id, menu.customId, [play.rng.pick(menu.values)]);
        const change = first.menus[0];
        const presses = [
          ...(change
            ? [
                () =>
                  play.select(first.user, first.message.id, change.customId, [play.rng.pick(change.values)]),
              ]
            : []),
          ...last.menus.map(
            (menu) => () =>
              play.select(last.user, last.message.id, menu.customId, [play.rng.pick(menu.values)]),
          ),
        ];
        await play.together(presses);
        return true;
      },
    },
    {
      name: 'double pick of one card',
      async run(play) {
        const [racer] = await chooseMenus(play);
        const menu = racer?.menus[0];
        if (!racer || !menu) return false;
        const value = play.rng.pick(menu.values);
        const pick = () => play.select(racer.user, racer.message.id, menu.customId, [value]);
        await play.together([pick, pick]);
        return true;
      },
    },
    {
      name: 'double click on a step',
      async run(play) {
        for (const user of play.players) {
          const message = await play.openPrivate(user);
          const { buttons, menus } = message
            ? offersOf(message, ['place', 'steer', 'face', 'dog', 'pass'])
            : { buttons: [], menus: [] };
          if (!message) continue;
          if (buttons.length > 0) {
            const button = play.rng.pick(buttons);
            await play.together([
              () => play.press(user, message.id, button),
              () => play.press(user, message.id, button),
            ]);
            return true;
          }
          const menu = menus.find((candidate) => actionOf(candidate.customId) !== 'choose');
          if (menu) {
            const value = play.rng.pick(menu.values);
            const pick = () => play.select(user, message.id, menu.customId, [value]);
            await play.together([pick, pick]);
            return true;
          }
        }
        return false;
      },
    },
  ],
};
