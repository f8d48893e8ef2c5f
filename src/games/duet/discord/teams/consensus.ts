import { type ConsensusStep, consensusStep as step } from '../../../shared/discord/consensus.js';
import type { Side } from '../../engine/index.js';
import { type DuetSession, sideOf } from '../../session.js';

const CONSENSUS_TEAM_SIZE = 3;

export function needsConsensus(session: DuetSession, side: Side): boolean {
  return session.teamOptions.consensus && session.players[side].length >= CONSENSUS_TEAM_SIZE;
}

/** A word pressed in consensus mode: confirmed by a second member of the same side, else proposed. */
export function consensusStep(
  session: DuetSession,
  userId: string,
  cell: number,
  now: number,
): ConsensusStep {
  return step(session.pendingGuess, { userId, cell, now }, (a, b) => {
    const side = sideOf(session, a);
    return side !== null && side === sideOf(session, b);
  });
}
