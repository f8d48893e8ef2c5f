import { checkAnswer, normalizeAnswer } from './mission.js';
import { type KeyResult, type KeyState, refuse } from './state.js';

export function propose(state: KeyState, seat: number, answer: string): void {
  const normalized = normalizeAnswer(answer);
  if (normalized.length !== state.answerLength) refuse('bad-answer-length');
  state.proposal = { answer: normalized, confirmedBy: [seat] };
  settleAgreement(state);
}

export function confirm(state: KeyState, seat: number): void {
  const proposal = state.proposal ?? refuse('no-proposal');
  if (proposal.confirmedBy.includes(seat)) refuse('already-confirmed');
  proposal.confirmedBy.push(seat);
  settleAgreement(state);
}

export function withdraw(state: KeyState): void {
  if (!state.proposal) refuse('no-proposal');
  state.proposal = null;
}

/** Once every player has confirmed, the team pulls the mission card: no more moves until it is checked. */
function settleAgreement(state: KeyState): void {
  if (state.proposal && state.proposal.confirmedBy.length === state.players.length) {
    state.outcome = { status: 'answer-agreed' };
  }
}

/** Checks the agreed answer against the mission's, which never enters the state: exactly right wins, anything else loses. */
export function resolveAnswer(state: KeyState, missionAnswer: string): KeyResult {
  if (state.outcome.status !== 'answer-agreed' || !state.proposal) return { ok: false, error: 'no-proposal' };
  const won = checkAnswer(missionAnswer, state.proposal.answer);
  return {
    ok: true,
    state: {
      ...structuredClone(state),
      outcome: won ? { status: 'won' } : { status: 'lost', reason: 'wrong-answer' },
    },
  };
}
