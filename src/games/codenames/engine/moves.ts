import { clueFormProblem } from '../../shared/clue/clue-form.js';
import { agentsLeft, identityAt, isGameOver, visibleWords } from './board.js';
import { type MoveResult, refuse } from './rule-error.js';
import {
  type CodenamesMove,
  type CodenamesState,
  type EndReason,
  MAX_CLUE_NUMBER,
  otherTeam,
  roleOfSeat,
  type Seat,
  type Team,
  type TurnEnd,
  teamOfSeat,
} from './types.js';

type Result = MoveResult<CodenamesState>;

/** A copy a move may change: the words and key never change; moves and events only grow. */
function copyForMove(state: CodenamesState): CodenamesState {
  return {
    ...state,
    covered: [...state.covered],
    clues: state.clues.map((clue) => ({ ...clue })),
    phase: { ...state.phase },
    moves: [...state.moves],
    events: [...state.events],
  };
}

/** Applies one seat's move: a new state, or the rule that forbids it. The input is never changed. */
export function applyMove(state: CodenamesState, seat: Seat, move: CodenamesMove): Result {
  if (isGameOver(state)) return refuse('game-over', 'The game is over.');
  const next = copyForMove(state);
  const result = applyToCopy(next, seat, move);
  if (result.ok) next.moves.push({ seat, move: { ...move } });
  return result;
}

function applyToCopy(state: CodenamesState, seat: Seat, move: CodenamesMove): Result {
  switch (move.type) {
    case 'giveClue':
      return giveClue(state, seat, move.word, move.number);
    case 'guess':
      return guess(state, seat, move.cell);
    case 'endTurn':
      return endTurnByChoice(state, seat);
    case 'flagInvalidClue':
      return flagInvalidClue(state, seat);
    case 'cover':
      return cover(state, seat, move.cell);
    case 'skipCover':
      return skipCover(state, seat);
    case 'timeUp':
      return timeUp(state, move.turn);
    case 'resign':
      return finish(state, otherTeamWins(state, teamOfSeat(seat)), 'resigned');
  }
}

/** The seat's team must be the one acting, in the role the phase needs. */
function checkSeat(state: CodenamesState, seat: Seat, role: 'spymaster' | 'operative'): Result | null {
  if (state.phase.kind === 'over') return refuse('game-over', 'The game is over.');
  if (teamOfSeat(seat) !== state.phase.team) return refuse('not-your-turn', 'It is the other team’s turn.');
  if (roleOfSeat(seat) !== role) {
    return refuse('not-your-role', role === 'spymaster' ? 'The spymaster does that.' : 'Operatives do that.');
  }
  return null;
}

function giveClue(state: CodenamesState, seat: Seat, word: string, number: number): Result {
  const refused = checkSeat(state, seat, 'spymaster');
  if (refused) return refused;
  if (state.phase.kind !== 'awaiting-clue') return refuse('not-your-turn', 'Your clue is already out.');
  const problem = clueFormProblem(word, number, visibleWords(state), MAX_CLUE_NUMBER);
  if (problem) return { ok: false, error: problem };
  const team = state.phase.team;
  const clue = { team, word: word.trim(), number, turn: state.clues.length + 1, flagged: false };
  state.clues.push(clue);
  state.phase = { kind: 'guessing', team, guesses: 0, maxGuesses: number + 1 };
  state.events.push({ type: 'clue', team, word: clue.word, number });
  return { ok: true, state };
}

function guess(state: CodenamesState, seat: Seat, cell: number): Result {
  const refused = checkSeat(state, seat, 'operative');
  if (refused) return refused;
  const { phase } = state;
  if (phase.kind !== 'guessing') return refuse('not-your-turn', 'Wait for your spymaster’s clue.');
  const identity = identityAt(state, cell);
  if (identity === undefined) return refuse('no-cell', 'There is no such word on the board.');
  if (state.covered[cell]) return refuse('word-already-covered', 'That word is already covered.');
  state.covered[cell] = true;
  phase.guesses += 1;
  const team = phase.team;
  state.events.push({ type: 'guess', team, cell, identity });
  if (identity === 'assassin') return finish(state, otherTeamWins(state, team), 'assassin');
  const winner = teamWithAllAgentsCovered(state, team);
  if (winner)
    return finish(state, winnerUnlessTimer(state, winner), winner === team ? 'agents' : timerReason(state));
  if (identity === 'bystander') return endTurn(state, team, 'bystander');
  if (identity !== team) return endTurn(state, team, 'other-agent');
  return phase.guesses >= phase.maxGuesses ? endTurn(state, team, 'no-guesses-left') : { ok: true, state };
}

function endTurnByChoice(state: CodenamesState, seat: Seat): Result {
  const refused = checkSeat(state, seat, 'operative');
  if (refused) return refused;
  if (state.phase.kind !== 'guessing') return refuse('not-your-turn', 'There is no turn of guesses to end.');
  if (state.phase.guesses === 0) return refuse('must-guess-before-ending', 'Guess at least one word first.');
  return endTurn(state, state.phase.team, 'stopped');
}

/** The other team's spymaster calls the clue invalid: the turn ends, their team may cover one word first. */
function flagInvalidClue(state: CodenamesState, seat: Seat): Result {
  const { phase } = state;
  const clue = state.clues.at(-1);
  if (phase.kind !== 'guessing' || !clue || state.options.variant !== 'teams') {
    return refuse('no-clue-to-flag', 'Only the other team’s spymaster can flag the clue being guessed.');
  }
  if (seat !== `${otherTeam(phase.team)}-spymaster`) {
    return refuse('not-your-role', 'Only the other team’s spymaster can flag a clue.');
  }
  clue.flagged = true;
  state.events.push({ type: 'turn-ended', team: phase.team, why: 'flagged' });
  state.phase = { kind: 'penalty-cover', team: otherTeam(phase.team) };
  return { ok: true, state };
}

function cover(state: CodenamesState, seat: Seat, cell: number): Result {
  const refused = checkSeat(state, seat, 'spymaster');
  if (refused) return refused;
  const { phase } = state;
  if (phase.kind !== 'timer-cover' && phase.kind !== 'penalty-cover') {
    return refuse('not-your-turn', 'There is nothing to cover now.');
  }
  const identity = identityAt(state, cell);
  if (identity === undefined) return refuse('no-cell', 'There is no such word on the board.');
  if (state.covered[cell]) return refuse('word-already-covered', 'That word is already covered.');
  const team = phase.team;
  const timer = phase.kind === 'timer-cover';
  if (timer && identity !== otherTeam(team)) {
    return refuse('not-a-timer-agent', 'Cover one of the other team’s agents.');
  }
  if (!timer && identity !== team) return refuse('not-your-agent', 'Cover one of your own team’s agents.');
  state.covered[cell] = true;
  state.events.push({ type: 'covered', team, cell, why: timer ? 'timer' : 'penalty' });
  if (timer && agentsLeft(state, otherTeam(team)) === 0) return finish(state, null, 'out-of-time');
  if (!timer && agentsLeft(state, team) === 0) return finish(state, team, 'agents');
  state.phase = { kind: 'awaiting-clue', team };
  return { ok: true, state };
}

function skipCover(state: CodenamesState, seat: Seat): Result {
  const refused = checkSeat(state, seat, 'spymaster');
  if (refused) return refused;
  if (state.phase.kind !== 'penalty-cover') {
    return refuse('cannot-skip', 'The other team’s turn needs one of its agents covered.');
  }
  const team = state.phase.team;
  state.events.push({ type: 'cover-skipped', team });
  state.phase = { kind: 'awaiting-clue', team };
  return { ok: true, state };
}

/** The sand timer ran out on the guesses for clue number `turn`; a late or repeated call changes nothing. */
function timeUp(state: CodenamesState, turn: number): Result {
  if (state.phase.kind !== 'guessing' || turn !== state.clues.length) {
    return refuse('not-this-turn', 'That turn is already over.');
  }
  return endTurn(state, state.phase.team, 'time-up');
}

function endTurn(state: CodenamesState, team: Team, why: TurnEnd): Result {
  state.events.push({ type: 'turn-ended', team, why });
  state.phase =
    state.options.variant === 'one-team'
      ? { kind: 'timer-cover', team }
      : { kind: 'awaiting-clue', team: otherTeam(team) };
  return { ok: true, state };
}

function teamWithAllAgentsCovered(state: CodenamesState, guessing: Team): Team | null {
  if (agentsLeft(state, guessing) === 0) return guessing;
  return agentsLeft(state, otherTeam(guessing)) === 0 ? otherTeam(guessing) : null;
}

/** In a one-team game nobody plays the other team: where it would win, the players lose. */
function otherTeamWins(state: CodenamesState, loser: Team): Team | null {
  return state.options.variant === 'one-team' ? null : otherTeam(loser);
}

function winnerUnlessTimer(state: CodenamesState, winner: Team): Team | null {
  return state.options.variant === 'one-team' && winner !== state.startingTeam ? null : winner;
}

function timerReason(state: CodenamesState): EndReason {
  return state.options.variant === 'one-team' ? 'out-of-time' : 'agents';
}

function finish(state: CodenamesState, winner: Team | null, reason: EndReason): Result {
  state.phase = { kind: 'over', winner, reason };
  state.events.push({ type: 'over', winner, reason });
  return { ok: true, state };
}

/** The game sat idle past its expiry; not a player's move. */
export function expireGame(state: CodenamesState): CodenamesState {
  if (isGameOver(state)) return state;
  const next = copyForMove(state);
  finish(next, null, 'expired');
  return next;
}
