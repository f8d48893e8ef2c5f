import type { APIMessage } from 'discord.js';
import type { LocalUser } from '../../../dev/local-discord/index.js';
import { buttonsOf } from '../../support/duet-table.js';
import { menusOf } from '../../support/staged-table.js';
import { sleep } from '../world.js';
import type { TablePlay, TableWorld } from './chaos-game.js';

/** Helpers every adapter opens and plays its tables with (no game's rules in here). */

export const actionOf = (customId: string) => customId.split(':')[3] ?? '';

/** The enabled button of a message with this action, if any. */
export function buttonFor(message: APIMessage | null, action: string): string | null {
  if (!message) return null;
  return (
    buttonsOf(message).find((button) => !button.disabled && actionOf(button.customId) === action)?.customId ??
    null
  );
}

/**
 * A staged game's lobby opened by `/<command> lobby`, joined by the other players, started by its
 * opener; resolves once a public message shows the game's `boardAction` button.
 */
export async function openStagedTable(
  world: TableWorld,
  channelId: string,
  players: LocalUser[],
  spec: {
    command: string;
    options: Record<string, string | number | boolean>;
    prefix: string;
    boardAction: string;
  },
): Promise<void> {
  const [opener, ...others] = players;
  if (!opener) throw new Error('a table needs players');
  const opened = world.local.driver.runCommand({
    user: opener,
    channelId,
    name: spec.command,
    subcommand: 'lobby',
    options: spec.options,
    locale: 'en-US',
  });
  await opened.awaitAnswer(5_000);
  const lobbyId = opened.answerMessage()?.id;
  if (!lobbyId)
    throw new Error(`/${spec.command} lobby showed no lobby: ${JSON.stringify(opened.interaction.callback)}`);
  const lobby = () => world.local.model.message(lobbyId).api;
  for (const other of others) {
    const join = buttonFor(lobby(), 'join');
    if (!join) throw new Error(`the ${spec.command} lobby has no join button`);
    await world.local.driver
      .clickButton({ user: other, messageId: lobbyId, customId: join })
      .awaitAnswer(5_000);
  }
  const start = buttonFor(lobby(), 'start');
  if (!start) throw new Error(`the ${spec.command} lobby has no start button`);
  await world.local.driver
    .clickButton({ user: opener, messageId: lobbyId, customId: start })
    .awaitAnswer(5_000);
  await boardUp(world, channelId, spec.prefix, spec.boardAction);
}

/** Waits until a public message of the channel offers the game's `action` button (10 s at most). */
export async function boardUp(
  world: TableWorld,
  channelId: string,
  prefix: string,
  action: string,
): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const up = [...world.local.model.channel(channelId).messages.values()].some(
      (message) =>
        message.visibleTo === null &&
        buttonsOf(message.api).some(
          (button) => button.customId.startsWith(`${prefix}:`) && actionOf(button.customId) === action,
        ),
    );
    if (up) return;
    await sleep(50);
  }
  throw new Error(`no ${prefix} board came up`);
}

/** A rematch on a finished board, pressed by a player; true if there was one. */
export async function rematchIfOver<Document>(play: TablePlay<Document>): Promise<boolean> {
  const board = play.board();
  const rematch = buttonFor(board, 'rematch');
  if (!board || !rematch) return false;
  await play.press(play.rng.pick(play.players), board.id, rematch);
  return true;
}

/**
 * A lobby opened below the board (THE KEY's next mission) started by whichever player may start
 * it (they press in turn until it starts); true if there was one.
 */
export async function startLobbyBelow<Document>(play: TablePlay<Document>): Promise<boolean> {
  const lobby = play.newest();
  const start = buttonFor(lobby, 'start');
  if (!lobby || !start) return false;
  for (const user of play.players) {
    await play.press(user, lobby.id, start);
    if (!buttonFor(play.message(lobby.id), 'start')) break;
  }
  return true;
}

/** What a private message offers: its menus with their options, and its enabled buttons. */
export function offersOf(message: APIMessage, actions: readonly string[]) {
  const menus = menusOf(message).filter(
    (menu) => menu.values.length > 0 && actions.includes(actionOf(menu.customId)),
  );
  const buttons = buttonsOf(message)
    .filter((button) => !button.disabled && actions.includes(actionOf(button.customId)))
    .map((button) => button.customId);
  return { menus, buttons };
}

/**
 * One thing a player does in their private message: a pick from a menu (as many values as it
 * asks) or a press of a button, chosen at random among what it offers; false when it offers nothing.
 */
export async function actInPrivate<Document>(
  play: TablePlay<Document>,
  user: LocalUser,
  message: APIMessage,
  actions: readonly string[],
): Promise<boolean> {
  const { menus, buttons } = offersOf(message, actions);
  const { rng } = play;
  if (menus.length > 0 && (buttons.length === 0 || rng.chance(0.7))) {
    const menu = rng.pick(menus);
    const count = Math.max(1, Math.min(menu.minValues, menu.values.length));
    const values = [...menu.values].sort(() => rng.next() - 0.5).slice(0, count);
    await play.select(user, message.id, menu.customId, values);
    return true;
  }
  if (buttons.length === 0) return false;
  await play.press(user, message.id, rng.pick(buttons));
  return true;
}
