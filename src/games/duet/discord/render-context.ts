import type { Language } from '../../../platform/i18n/translator.js';
import type { PublicView, Side } from '../engine/index.js';
import { tDuet } from '../i18n/index.js';
import type { DuetSession } from '../session.js';
import { boardVersion, emptySide } from '../session.js';

/** What the public board is drawn from: no key side, ever (only `view.reveal`, after the game). */
export interface BoardContext {
  gameId: string;
  version: number;
  language: Language;
  players: Record<Side, string[]>;
  idleDays: number;
  view: PublicView;
  /** A side with nobody left: the game waits. */
  paused: Side | null;
  /** A guess proposed in consensus mode, waiting for a second member. */
  pendingGuess: DuetSession['pendingGuess'];
}

export function boardContext(
  gameId: string,
  session: DuetSession,
  view: PublicView,
  idleDays: number,
): BoardContext {
  return {
    gameId,
    version: boardVersion(session),
    language: session.language,
    players: session.players,
    idleDays,
    view,
    paused: emptySide(session),
    pendingGuess: session.pendingGuess,
  };
}

export const sideEmoji: Record<Side, string> = { A: '🅰️', B: '🅱️' };

export function mentionAll(userIds: readonly string[]): string {
  return userIds.map((id) => `<@${id}>`).join(' ');
}

export function mentionSide(context: Pick<BoardContext, 'players'>, side: Side): string {
  return mentionAll(context.players[side]);
}

export function t(
  context: Pick<BoardContext, 'language'>,
  key: Parameters<typeof tDuet>[1],
  vars?: Record<string, string | number>,
): string {
  return tDuet(context.language, key, vars);
}
