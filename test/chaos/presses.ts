import type { InteractionHandle, LocalMessage, LocalUser } from '../../dev/local-discord/index.js';
import type { DuetSession } from '../../src/games/duet/document.js';
import type { Ledger } from './ledger.js';
import type { Tracked } from './observer.js';
import { forgeModalSubmit } from './raw-interactions.js';
import type { ChaosWorld } from './world.js';

/**
 * Honest presses, as players make them on the board (tracked, and entered in a ledger when they
 * ask for a move), for the attacks that check every move was applied exactly once.
 */

export interface PressSpec {
  row: string;
  user: LocalUser;
  message: LocalMessage;
  customId: string;
  gameId: string;
  /** The move asked for (`g12`, `s`, `f`), or null for a press that asks for none. */
  move: string | null;
}

function versionIn(customId: string): number | null {
  const version = customId.split(':')[2];
  return version !== undefined && /^\d+$/.test(version) ? Number(version) : null;
}

export function press(world: ChaosWorld, ledger: Ledger | null, spec: PressSpec): Tracked {
  const handle = world.local.driver.clickButton({
    user: spec.user,
    messageId: spec.message.id,
    customId: spec.customId,
    force: true,
  });
  const tracked = world.observer.track(handle, {
    row: spec.row,
    label: `${spec.user.username} presses ${spec.customId}`,
    bad: false,
    channels: [spec.message.channelId],
  });
  if (ledger && spec.move) {
    ledger.add({
      tracked,
      gameId: spec.gameId,
      expectedVersion: versionIn(spec.customId),
      actor: spec.user.id,
      move: spec.move,
    });
  }
  return tracked;
}

/** Presses Give clue; resolves with the interaction that opened the form, or null when refused. */
export async function openClueForm(
  world: ChaosWorld,
  row: string,
  user: LocalUser,
  message: LocalMessage,
  gameId: string,
  version: number,
): Promise<InteractionHandle | null> {
  const tracked = press(world, null, {
    row,
    user,
    message,
    customId: `duet:${gameId}:${version}:clue`,
    gameId,
    move: null,
  });
  const answer = await tracked.handle.awaitResponse(3_200).catch(() => null);
  await world.observer.settle(tracked, 20);
  countAnswers(world, [tracked]);
  return answer?.type === 9 ? tracked.handle : null;
}

/** Submits a form opened by `opener` (or, `again`, a second submit of the same form, as a raw copy). */
export function submitClue(
  world: ChaosWorld,
  ledger: Ledger | null,
  spec: {
    row: string;
    user: LocalUser;
    opener: InteractionHandle;
    gameId: string;
    word: string;
    number: number;
    again?: boolean;
  },
): Tracked {
  const modal = world.local.model.modals.openedBy(spec.opener.id);
  if (!modal) throw new Error('no form was opened');
  const fields = { word: spec.word, number: String(spec.number) };
  const source = spec.opener.interaction.sourceMessageId;
  const message = source ? (world.local.model.findMessage(source) ?? null) : null;
  const handle = spec.again
    ? forgeModalSubmit(world.local, {
        user: spec.user,
        channelId: spec.opener.interaction.channelId,
        message,
        customId: modal.customId,
        fields,
      })
    : world.local.driver.submitModal({ user: spec.user, interactionOf: spec.opener, fields });
  const tracked = world.observer.track(handle, {
    row: spec.row,
    label: `${spec.user.username} submits ${modal.customId} word=${spec.word} number=${spec.number}${spec.again ? ' (again)' : ''}`,
    bad: false,
    channels: [spec.opener.interaction.channelId],
  });
  ledger?.add({
    tracked,
    gameId: spec.gameId,
    expectedVersion: versionIn(modal.customId),
    actor: spec.user.id,
    move: `c:${spec.word.trim()}:${spec.number}`,
  });
  return tracked;
}

/** Waits for every answer (3 s each at most), then for the requests that follow them. */
export async function settleAll(world: ChaosWorld, tracked: readonly Tracked[], quietMs = 40): Promise<void> {
  await Promise.all(tracked.map((one) => one.handle.awaitResponse(3_200).catch(() => undefined)));
  await Promise.all(tracked.map((one) => world.observer.settle(one, quietMs)));
}

/** Counts each in its row as tried, and as unanswered if no answer was seen in time. */
export function countAnswers(world: ChaosWorld, tracked: readonly Tracked[]): void {
  for (const one of tracked) world.countAnswer(one);
}

/** Cells a side may guess now: agents on the judging side's key (and bystanders, if wanted). */
export function cellsFor(session: DuetSession, guesser: 'A' | 'B', color: 'agent' | 'bystander'): number[] {
  const judge = guesser === 'A' ? 'B' : 'A';
  const { engine } = session;
  return engine.keyCard[judge].flatMap((key, cell) => {
    const state = engine.cells[cell];
    if (!state || state.agent || state.missedBy.includes(guesser) || state.missedBy.length >= 2) return [];
    return key === color ? [cell] : [];
  });
}

export const clueWord = (world: ChaosWorld) =>
  `zzq${Array.from({ length: 4 }, () => String.fromCharCode(97 + world.rng.int(26))).join('')}`;

/** The board message of a stored game (null if the record names none the local Discord has). */
export function boardMessage(world: ChaosWorld, session: DuetSession): LocalMessage | null {
  return session.boardMessageId ? (world.local.model.findMessage(session.boardMessageId) ?? null) : null;
}
