import type { Side } from '../../engine/index.js';
import { type DuetSession, sideOf } from '../../session.js';

/** How long a proposed guess waits for a second member of the side. */
export const CONSENSUS_WINDOW_MS = 30_000;
const CONSENSUS_TEAM_SIZE = 3;

export function needsConsensus(session: DuetSession, side: Side): boolean {
  return session.teamOptions.consensus && session.players[side].length >= CONSENSUS_TEAM_SIZE;
}

export type ConsensusStep =
  | { kind: 'confirm' }
  | { kind: 'own-proposal' }
  | { kind: 'propose'; pendingGuess: NonNullable<DuetSession['pendingGuess']> };

/**
 * A press on a word in consensus mode: the same word, still pending, proposed by another member
 * of the same side confirms it; anything else (re)proposes.
 */
export function consensusStep(
  session: DuetSession,
  userId: string,
  cell: number,
  now: number,
): ConsensusStep {
  const pending = session.pendingGuess;
  const live = pending && pending.cell === cell && pending.expiresAt > now;
  if (live && pending.by === userId) return { kind: 'own-proposal' };
  const side = sideOf(session, userId);
  if (live && side && sideOf(session, pending.by) === side) return { kind: 'confirm' };
  return { kind: 'propose', pendingGuess: { cell, by: userId, expiresAt: now + CONSENSUS_WINDOW_MS } };
}
