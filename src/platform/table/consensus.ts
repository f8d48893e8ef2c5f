/** How long a proposed guess waits for a second member of the team. */
export const CONSENSUS_WINDOW_MS = 30_000;

/** A guess one member proposed, waiting for another member of the same team to confirm it. */
export interface PendingGuess {
  cell: number;
  by: string;
  expiresAt: number;
}

export type ConsensusStep =
  | { kind: 'confirm' }
  | { kind: 'own-proposal' }
  | { kind: 'propose'; pendingGuess: PendingGuess };

/**
 * A press on a word in consensus mode: the same word, still pending, proposed by another member
 * of the same team confirms it; anything else (re)proposes.
 */
export function consensusStep(
  pending: PendingGuess | null,
  press: { userId: string; cell: number; now: number },
  sameTeam: (a: string, b: string) => boolean,
): ConsensusStep {
  const { userId, cell, now } = press;
  const live = pending && pending.cell === cell && pending.expiresAt > now;
  if (live && pending.by === userId) return { kind: 'own-proposal' };
  if (live && sameTeam(pending.by, userId)) return { kind: 'confirm' };
  return { kind: 'propose', pendingGuess: { cell, by: userId, expiresAt: now + CONSENSUS_WINDOW_MS } };
}
