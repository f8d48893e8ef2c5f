import {
  allAgentsCovered,
  hasWordsToFind,
  isGameOver,
  isOutOfPlay,
  isSideDone,
  visibleWords,
} from './board.js';
import { validateClue } from './clue-validation.js';
import { type MoveResult, refuse } from './rule-error.js';
import { payForMiss, takeCheckToken, tokensInBank } from './timer-tokens.js';
import { nextClueGiver } from './turn-order.js';
import { BOARD_SIZE, type DuetMove, type DuetState, otherSide, type Side, sides } from './types.js';

type Result = MoveResult<DuetState>;

/**
 * A copy a move may change freely: everything a move writes is copied. The words and the key
 * card, which no move changes, and past moves and events, which are only ever appended to, are
 * shared (a full structuredClone per move was a large share of a press's CPU).
 */
function copyForMove(state: DuetState): DuetState {
  return {
    ...state,
    options: { ...state.options },
    cells: state.cells.map((cell) => ({
      agent: cell.agent ? { ...cell.agent } : null,
      missedBy: [...cell.missedBy],
    })),
    bank: { ...state.bank },
    checkTokens: { ...state.checkTokens },
    clues: state.clues.map((clue) => ({ ...clue })),
    phase: { ...state.phase },
    moves: [...state.moves],
    events: [...state.events],
  };
}

/** Applies one player's move: a new state, or the rule that forbids it. The input is never changed. */
export function applyMove(state: DuetState, side: Side, move: DuetMove): Result {
  if (isGameOver(state)) return refuse('game-over', 'The game is over.');
  const next = copyForMove(state);
  const result = applyToCopy(next, side, move);
  if (result.ok) next.moves.push({ side, move: { ...move } });
  return result;
}

function applyToCopy(state: DuetState, side: Side, move: DuetMove): Result {
  switch (move.type) {
    case 'giveClue':
      return giveClue(state, side, move.word, move.number);
    case 'guess':
      return guess(state, side, move.cell);
    case 'stopGuessing':
      return stopGuessing(state, side);
    case 'flagInvalidClue':
      return flagInvalidClue(state, side);
    case 'resign':
      return resign(state, side);
  }
}

function giveClue(state: DuetState, side: Side, word: string, number: number): Result {
  const { phase } = state;
  if (phase.kind === 'sudden-death') {
    return refuse('no-clue-during-sudden-death', 'No clues in sudden death: the bank is empty.');
  }
  if (phase.kind === 'guessing') {
    return phase.clueGiver === side
      ? refuse('clue-already-given', 'Your clue is out; your partner is guessing.')
      : refuse('not-your-turn-to-give-clue', 'It is your turn to guess, not to give a clue.');
  }
  if (phase.kind !== 'awaiting-clue') return refuse('game-over', 'The game is over.');
  if (phase.clueGiver !== null && phase.clueGiver !== side) {
    return refuse('not-your-turn-to-give-clue', 'It is your partner who gives the next clue.');
  }
  const invalid = validateClue(word, number, visibleWords(state));
  if (invalid) return { ok: false, error: invalid };
  const clue = { giver: side, word: word.trim(), number, turn: state.clues.length + 1, flagged: false };
  state.clues.push(clue);
  state.phase = { kind: 'guessing', clueGiver: side, guesser: otherSide(side), correctThisTurn: 0 };
  state.events.push({ type: 'clue', side, word: clue.word, number });
  return { ok: true, state };
}

function guess(state: DuetState, side: Side, cellIndex: number): Result {
  const { phase } = state;
  if (phase.kind === 'awaiting-clue') {
    return refuse('not-your-turn-to-guess', 'Wait for a clue before guessing.');
  }
  if (phase.kind === 'guessing' && phase.guesser !== side) {
    return refuse('not-your-turn-to-guess', 'Your partner is guessing your clue.');
  }
  if (phase.kind === 'sudden-death' && !hasWordsToFind(state, side)) {
    return refuse('no-words-left-for-you', 'Your partner has no agents left for you to find.');
  }
  const cell = Number.isInteger(cellIndex) ? state.cells[cellIndex] : undefined;
  if (!cell || cellIndex >= BOARD_SIZE) return refuse('no-cell', 'There is no such word on the board.');
  if (cell.agent) return refuse('word-already-covered', 'That word is already covered by an agent.');
  if (isOutOfPlay(cell))
    return refuse('word-out-of-play', 'Both of you missed that word: it is out of play.');
  if (cell.missedBy.includes(side)) {
    return refuse(
      'word-already-missed-by-you',
      'You already missed that word; only your partner may still guess it.',
    );
  }

  const judgedBy = otherSide(side);
  const color = state.keyCard[judgedBy][cellIndex];
  const suddenDeath = phase.kind === 'sudden-death';

  if (color === 'assassin') {
    state.events.push({ type: 'guess', side, cell: cellIndex, result: 'assassin', judgedBy });
    return lose(state, 'assassin', side);
  }

  if (color === 'bystander') {
    state.events.push({ type: 'guess', side, cell: cellIndex, result: 'bystander', judgedBy });
    if (suddenDeath) {
      cell.missedBy.push(side);
      return lose(state, 'sudden-death', side);
    }
    cell.missedBy.push(side);
    // A flag that took the bank's last token leaves this turn to run as if the clue were valid:
    // the miss ends it and sudden death follows, instead of a loss the flag itself caused.
    if (tokensInBank(state.bank) === 0) return endTurn(state);
    const payment = payForMiss(state.bank);
    if (payment.kind === 'out-of-time') return lose(state, 'out-of-time', side);
    state.bank = payment.bank;
    return endTurn(state);
  }

  const doneBefore = sides.filter((s) => isSideDone(state, s));
  cell.agent = { judgedBy };
  state.events.push({ type: 'guess', side, cell: cellIndex, result: 'agent', judgedBy });
  for (const s of sides) {
    if (!doneBefore.includes(s) && isSideDone(state, s)) state.events.push({ type: 'side-done', side: s });
  }
  if (allAgentsCovered(state)) return win(state, side);
  if (phase.kind === 'guessing') {
    phase.correctThisTurn += 1;
    if (isSideDone(state, judgedBy)) return stop(state, side, true);
  }
  return { ok: true, state };
}

function stopGuessing(state: DuetState, side: Side): Result {
  const { phase } = state;
  if (phase.kind !== 'guessing' || phase.guesser !== side) {
    return refuse('not-your-turn-to-guess', 'You are not guessing right now, so there is nothing to stop.');
  }
  if (phase.correctThisTurn === 0) {
    return refuse('must-guess-before-stopping', 'Make at least one guess before you stop.');
  }
  return stop(state, side, false);
}

function stop(state: DuetState, side: Side, automatic: boolean): Result {
  const bank = takeCheckToken(state.bank);
  if (bank) {
    state.bank = bank;
    state.checkTokens[side] += 1;
  }
  state.events.push({ type: 'stop', side, automatic });
  return endTurn(state);
}

function flagInvalidClue(state: DuetState, side: Side): Result {
  const clue = state.clues.at(-1);
  if (state.phase.kind !== 'guessing' || !clue) {
    return refuse('no-clue-to-flag', 'Only the clue being guessed right now can be flagged.');
  }
  if (clue.flagged) return refuse('clue-already-flagged', 'This clue was already flagged.');
  clue.flagged = true;
  const bank = takeCheckToken(state.bank);
  if (bank) {
    state.bank = bank;
    state.discardedTokens += 1;
  }
  state.events.push({ type: 'clue-flagged', side });
  // Even when this takes the last token, the guesser goes on as if the clue were valid; sudden
  // death starts when the turn ends.
  return { ok: true, state };
}

function resign(state: DuetState, side: Side): Result {
  return lose(state, 'resigned', side);
}

function endTurn(state: DuetState): Result {
  if (tokensInBank(state.bank) === 0) {
    startSuddenDeath(state);
  } else {
    state.phase = { kind: 'awaiting-clue', clueGiver: nextClueGiver(state) };
  }
  return { ok: true, state };
}

function startSuddenDeath(state: DuetState): void {
  state.phase = { kind: 'sudden-death' };
  state.events.push({ type: 'sudden-death' });
}

/** The turn that places the last agent also uses a token, as a stop would (none in sudden death). */
function win(state: DuetState, side: Side): Result {
  const suddenDeath = state.phase.kind === 'sudden-death';
  if (!suddenDeath) {
    const bank = takeCheckToken(state.bank);
    if (bank) {
      state.bank = bank;
      state.checkTokens[side] += 1;
    }
  }
  state.phase = { kind: 'won', suddenDeath };
  state.events.push({ type: 'won' });
  return { ok: true, state };
}

function lose(
  state: DuetState,
  reason: 'assassin' | 'sudden-death' | 'out-of-time' | 'resigned',
  by: Side,
): Result {
  state.phase = { kind: 'lost', reason, by };
  state.events.push({ type: 'lost', reason });
  return { ok: true, state };
}

/** The game sat idle past its expiry; not a player's move. */
export function expireGame(state: DuetState): DuetState {
  if (isGameOver(state)) return state;
  const next = copyForMove(state);
  next.phase = { kind: 'expired' };
  next.events.push({ type: 'expired' });
  return next;
}
