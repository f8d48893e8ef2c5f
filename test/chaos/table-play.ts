import type { APIMessage } from 'discord.js';
import type { InteractionHandle, LocalUser } from '../../dev/local-discord/index.js';
import { buttonsOf } from '../support/duet-table.js';
import type { AnyChaosGame, TablePlay } from './games/chaos-game.js';
import type { Tracked } from './observer.js';
import type { TableLedger } from './table-ledger.js';
import type { ChaosWorld } from './world.js';

const EPHEMERAL = 64;

/** Which row the presses being made now count in (an attack switches it between its faults). */
export interface RowRef {
  row: string;
}

/** The newest public message of a channel that carries the game's buttons or menus. */
export function newestBoardOf(world: ChaosWorld, game: AnyChaosGame, channelId: string): APIMessage | null {
  const messages = [...world.local.model.channel(channelId).messages.values()];
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index];
    if (!message || message.visibleTo !== null) continue;
    const ids = buttonsOf(message.api).map((button) => button.customId);
    if (ids.some((id) => id.startsWith(`${game.prefix}:`) && id.split(':')[3] === game.privateEntry))
      return message.api;
    // A finished board offers the next game instead (a rematch, THE KEY's next mission).
    if (ids.some((id) => id.startsWith(`${game.prefix}:`) && /:(rematch|next)$/.test(id))) return message.api;
  }
  return null;
}

/**
 * The private message an answer showed its presser: the answer itself, or a private follow-up;
 * never the guard's private "done: my answer is in the channel" pointer.
 */
export function privateAnswerOf(world: ChaosWorld, handle: InteractionHandle): APIMessage | null {
  const { interaction } = handle;
  for (const id of [...interaction.followUpIds].reverse().concat(interaction.originalMessageId ?? [])) {
    const message = id ? world.local.model.findMessage(id) : undefined;
    if (message && message.visibleTo !== null && !world.local.driver.pointerTexts.has(message.api.content))
      return message.api;
  }
  return null;
}

/**
 * The presses of one table of a game, as its players make them: each tracked (answer times, what
 * it made public), counted in the row `rowRef` names, and entered in the ledger when it may move.
 */
export function tablePlay<Document>(
  world: ChaosWorld,
  game: AnyChaosGame,
  table: { channelId: string; players: LocalUser[]; gameId: string; document: Document },
  rowRef: RowRef,
  ledger: TableLedger | null,
): TablePlay<Document> {
  const follow = async (handle: InteractionHandle, label: string, moves: boolean): Promise<Tracked> => {
    const tracked = world.observer.track(handle, {
      row: rowRef.row,
      label,
      bad: false,
      channels: [table.channelId],
    });
    if (moves) ledger?.add(table.gameId, handle.interaction.userId, tracked);
    await handle.awaitResponse(3_200).catch(() => undefined);
    await world.observer.settle(tracked, 20);
    world.countAnswer(tracked);
    return tracked;
  };
  const safely = async (send: () => InteractionHandle, label: string, moves: boolean) => {
    let handle: InteractionHandle;
    try {
      handle = send();
    } catch {
      return null; // the message is gone (a newer board replaced it): nothing was sent
    }
    return follow(handle, label, moves);
  };
  return {
    rng: world.rng,
    players: table.players,
    gameId: table.gameId,
    document: table.document,
    board: () => newestBoardOf(world, game, table.channelId),
    newest: () =>
      [...world.local.model.channel(table.channelId).messages.values()]
        .filter((message) => message.visibleTo === null)
        .at(-1)?.api ?? null,
    message: (id) => world.local.model.findMessage(id)?.api ?? null,
    async press(user, messageId, customId) {
      await safely(
        () => world.local.driver.clickButton({ user, messageId, customId, force: true }),
        `${user.username} presses ${customId}`,
        true,
      );
    },
    async select(user, messageId, customId, values) {
      await safely(
        () => world.local.driver.selectMenu({ user, messageId, customId, values, force: true }),
        `${user.username} picks ${values.join(',')} in ${customId}`,
        true,
      );
    },
    async form(user, messageId, openerId, fields) {
      const opened = await safely(
        () => world.local.driver.clickButton({ user, messageId, customId: openerId, force: true }),
        `${user.username} presses ${openerId}`,
        false,
      );
      if (opened?.handle.interaction.callback?.type !== 9) return;
      const handle = opened.handle;
      await safely(
        () => world.local.driver.submitModal({ user, interactionOf: handle, fields }),
        `${user.username} submits ${Object.entries(fields)
          .map(([name, value]) => `${name}=${value}`)
          .join(' ')}`,
        true,
      );
    },
    async openPrivate(user) {
      const board = newestBoardOf(world, game, table.channelId);
      const entry = board
        ? buttonsOf(board).find((button) => button.customId.split(':')[3] === game.privateEntry)
        : undefined;
      if (!board || !entry) return null;
      const tracked = await safely(
        () =>
          world.local.driver.clickButton({
            user,
            messageId: board.id,
            customId: entry.customId,
            force: true,
          }),
        `${user.username} presses ${entry.customId}`,
        // Opening the private menu may make a move: Duck's My move steers a duck at once when
        // nothing is left to decide.
        true,
      );
      const message = tracked ? privateAnswerOf(world, tracked.handle) : null;
      return message && Number(message.flags ?? 0) & EPHEMERAL ? message : null;
    },
    async together(presses) {
      await Promise.all(presses.map((send) => send()));
    },
  };
}
