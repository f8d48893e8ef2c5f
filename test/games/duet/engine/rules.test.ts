import { describe, expect, it } from 'vitest';
import {
  agentsCovered,
  applyMove,
  isSideDone,
  missionOptions,
  scoreOf,
  scoreRating,
  standardOptions,
  tokensInBank,
  visibleWords,
} from '../../../../src/games/duet/engine/index.js';
import { type DuetState, otherSide, type Side } from '../../../../src/games/duet/engine/types.js';
import { gameWith } from './fixtures.js';
import { clue, guess, play, refusal, stop } from './play.js';

/** A board whose first cells are known: 0 GG, 1 GN, 2 NG, 3 KN, 4 NK, 5 NN, 6 NN, 7 KK, 8 GK, 9 KG. */
const board = (options = standardOptions()) =>
  gameWith(
    { 0: 'GG', 1: 'GN', 2: 'NG', 3: 'KN', 4: 'NK', 5: 'NN', 6: 'NN', 7: 'KK', 8: 'GK', 9: 'KG' },
    options,
  );

/** Agents to find for a guesser: cells green on the partner's (judging) side, still uncovered. */
function agentsFor(state: DuetState, guesser: Side): number[] {
  const judge = otherSide(guesser);
  return state.keyCard[judge].flatMap((color, i) => (color === 'agent' && !state.cells[i]?.agent ? [i] : []));
}

/** A cell the guesser may touch that the judging side calls a bystander. */
function bystanderFor(state: DuetState, guesser: Side): number {
  const judge = otherSide(guesser);
  const index = state.keyCard[judge].findIndex((color, i) => {
    const cell = state.cells[i];
    return color === 'bystander' && cell && !cell.agent && cell.missedBy.length === 0;
  });
  if (index < 0) throw new Error('no fresh bystander left');
  return index;
}

/** One whole turn that ends on a miss: the giver's clue, the partner's wrong guess. */
function missTurn(state: DuetState, giver: Side): DuetState {
  const next = play(state, giver, clue(`miss${state.clues.length}`, 1));
  return play(next, otherSide(giver), guess(bystanderFor(next, otherSide(giver))));
}

function giverNow(state: DuetState): Side {
  return state.phase.kind === 'awaiting-clue' ? (state.phase.clueGiver ?? 'A') : 'A';
}

function missTurns(state: DuetState, count: number): DuetState {
  let next = state;
  for (let i = 0; i < count; i++) next = missTurn(next, giverNow(next));
  return next;
}

describe('a turn', () => {
  it('lets either player give the first clue', () => {
    expect(play(board(), 'A', clue('sky', 1)).phase).toMatchObject({ clueGiver: 'A', guesser: 'B' });
    expect(play(board(), 'B', clue('sky', 1)).phase).toMatchObject({ clueGiver: 'B', guesser: 'A' });
  });

  it('alternates clue-givers after the first clue', () => {
    const state = missTurn(board(), 'A');
    expect(state.phase).toEqual({ kind: 'awaiting-clue', clueGiver: 'B' });
    expect(refusal(state, 'A', clue('sky', 1))).toBe('not-your-turn-to-give-clue');
  });

  it('refuses a guess before any clue, and a guess by the clue-giver', () => {
    expect(refusal(board(), 'B', guess(0))).toBe('not-your-turn-to-guess');
    const state = play(board(), 'A', clue('sky', 1));
    expect(refusal(state, 'A', guess(0))).toBe('not-your-turn-to-guess');
    expect(refusal(state, 'A', clue('sea', 1))).toBe('clue-already-given');
    expect(refusal(state, 'B', clue('sea', 1))).toBe('not-your-turn-to-give-clue');
  });

  it('requires at least one guess before stopping, even for a clue with number 0', () => {
    const state = play(board(), 'A', clue('sky', 0));
    expect(refusal(state, 'B', stop)).toBe('must-guess-before-stopping');
    expect(play(play(state, 'B', guess(0)), 'B', stop).phase.kind).toBe('awaiting-clue');
  });

  it('does not cap guesses at the clue number while they are correct', () => {
    let state = play(board(), 'A', clue('sky', 1));
    const targets = agentsFor(state, 'B').slice(0, 4);
    for (const cell of targets) state = play(state, 'B', guess(cell));
    expect(state.phase).toMatchObject({ kind: 'guessing', guesser: 'B', correctThisTurn: 4 });
  });

  it("judges a guess only by the clue-giver's side", () => {
    // Cell 2 is a bystander for A and an agent for B; cell 1 the opposite.
    const byA = play(play(board(), 'A', clue('sky', 1)), 'B', guess(2));
    expect(byA.cells[2]).toEqual({ agent: null, missedBy: ['B'] });
    const byB = play(play(board(), 'B', clue('sky', 1)), 'A', guess(2));
    expect(byB.cells[2]).toEqual({ agent: { judgedBy: 'B' }, missedBy: [] });
  });

  it('loses at once when the guess is an assassin on the clue-giver side', () => {
    const state = play(play(board(), 'A', clue('sky', 1)), 'B', guess(3));
    expect(state.phase).toEqual({ kind: 'lost', reason: 'assassin', by: 'B' });
    expect(refusal(state, 'A', clue('sea', 1))).toBe('game-over');
  });

  it('ends the turn on a bystander, with a token on the word pointing at the guesser', () => {
    const state = play(play(board(), 'A', clue('sky', 2)), 'B', guess(5));
    expect(state.cells[5]?.missedBy).toEqual(['B']);
    expect(state.phase).toEqual({ kind: 'awaiting-clue', clueGiver: 'B' });
    expect(tokensInBank(state.bank)).toBe(8);
  });

  it('consumes exactly one token per turn, by a miss or by a stop', () => {
    let state = missTurn(board(), 'A');
    expect(tokensInBank(state.bank)).toBe(8);
    state = play(
      play(play(state, 'B', clue('sky', 1)), 'A', guess(agentsFor(state, 'A')[0] ?? -1)),
      'A',
      stop,
    );
    expect(tokensInBank(state.bank)).toBe(7);
    expect(state.checkTokens.A).toBe(1);
  });

  it('lets a guess target any visible word, not just those of the current clue', () => {
    const state = play(missTurn(board(), 'A'), 'B', clue('moon', 1));
    expect(play(state, 'A', guess(agentsFor(state, 'A').at(-1) ?? -1)).phase.kind).toBe('guessing');
  });
});

describe('word states', () => {
  it('a word missed by A can later be found green by B; the token stays as a record', () => {
    // Cell 1: agent for A, bystander for B. B gives the clue, A misses cell 1.
    let state = play(play(board(), 'B', clue('sky', 1)), 'A', guess(1));
    expect(state.cells[1]?.missedBy).toEqual(['A']);
    state = play(play(state, 'A', clue('sea', 1)), 'B', guess(1));
    expect(state.cells[1]).toEqual({ agent: { judgedBy: 'A' }, missedBy: ['A'] });
  });

  it('a word missed by both players is out of play for both, and no longer blocks clues', () => {
    const words = ['river'];
    let state = gameWith({ 0: 'NN' }, standardOptions(), words);
    state = play(play(state, 'A', clue('sky', 1)), 'B', guess(0));
    expect(refusal(state, 'B', clue('River', 1))).toBe('clue-matches-visible-word');
    state = play(play(state, 'B', clue('sea', 1)), 'A', guess(0));
    expect(state.cells[0]?.missedBy).toEqual(['B', 'A']);
    expect(visibleWords(state).map((w) => w.text)).not.toContain('river');
    state = play(state, 'A', clue('river', 1));
    expect(refusal(state, 'B', guess(0))).toBe('word-out-of-play');
  });

  it('a player may not guess again a word they missed', () => {
    let state = play(play(board(), 'A', clue('sky', 1)), 'B', guess(5));
    state = play(play(state, 'B', clue('sea', 1)), 'A', guess(agentsFor(state, 'A')[0] ?? -1));
    state = play(play(state, 'A', stop), 'A', clue('moon', 1));
    expect(refusal(state, 'B', guess(5))).toBe('word-already-missed-by-you');
  });

  it('a word missed by one player is judged by their side when the other guesses it: black loses', () => {
    // Cell 4: bystander for A, assassin for B. A gives, B misses it; B gives, A guesses it.
    let state = play(play(board(), 'A', clue('sky', 1)), 'B', guess(4));
    state = play(play(state, 'B', clue('sea', 1)), 'A', guess(4));
    expect(state.phase).toEqual({ kind: 'lost', reason: 'assassin', by: 'A' });
  });

  it('a covered word cannot be guessed again', () => {
    const state = play(play(board(), 'A', clue('sky', 2)), 'B', guess(0));
    expect(refusal(state, 'B', guess(0))).toBe('word-already-covered');
    expect(refusal(state, 'B', guess(25))).toBe('no-cell');
  });
});

describe('when one side is done', () => {
  it('announces it, ends the turn by itself, and the other side gives every clue', () => {
    let state = play(board(), 'A', clue('sky', 9));
    const agentsOfA = agentsFor(state, 'B');
    expect(agentsOfA).toHaveLength(9);
    for (const cell of agentsOfA) state = play(state, 'B', guess(cell));
    expect(isSideDone(state, 'A')).toBe(true);
    expect(state.events).toContainEqual({ type: 'side-done', side: 'A' });
    expect(state.events).toContainEqual({ type: 'stop', side: 'B', automatic: true });
    expect(state.checkTokens.B).toBe(1);
    expect(state.phase).toEqual({ kind: 'awaiting-clue', clueGiver: 'B' });
    state = missTurn(state, 'B');
    expect(state.phase).toEqual({ kind: 'awaiting-clue', clueGiver: 'B' });
    expect(refusal(state, 'A', clue('moon', 1))).toBe('not-your-turn-to-give-clue');
  });
});

describe('winning and sudden death', () => {
  function allButLastAgent(state: DuetState): { state: DuetState; last: number } {
    let next = play(state, 'A', clue('sky', 9));
    for (const cell of agentsFor(next, 'B')) next = play(next, 'B', guess(cell));
    next = play(next, 'B', clue('sea', 6));
    const left = agentsFor(next, 'A');
    for (const cell of left.slice(0, -1)) next = play(next, 'A', guess(cell));
    return { state: next, last: left.at(-1) ?? -1 };
  }

  it('wins the moment the 15th agent is placed; the winning turn uses a token', () => {
    const { state, last } = allButLastAgent(board());
    const won = play(state, 'A', guess(last));
    expect(agentsCovered(won)).toBe(15);
    expect(won.phase).toEqual({ kind: 'won', suddenDeath: false });
    expect(tokensInBank(won.bank)).toBe(7);
    expect(scoreOf(won)).toEqual({ total: 3 * 7 + 2, tokensInBank: 7, checkTokens: 2, suddenDeath: false });
  });

  it('starts sudden death when a miss uses the last token', () => {
    const state = missTurns(board(), 9);
    expect(tokensInBank(state.bank)).toBe(0);
    expect(state.phase).toEqual({ kind: 'sudden-death' });
    expect(refusal(state, 'A', clue('sky', 1))).toBe('no-clue-during-sudden-death');
  });

  it('starts sudden death when a stop uses the last token', () => {
    let state = missTurns(board(), 8);
    const giver = giverNow(state);
    state = play(state, giver, clue('sky', 1));
    state = play(state, otherSide(giver), guess(agentsFor(state, otherSide(giver))[0] ?? -1));
    state = play(state, otherSide(giver), stop);
    expect(state.phase).toEqual({ kind: 'sudden-death' });
  });

  it('in sudden death both players guess in any order; a bystander loses', () => {
    const state = missTurns(board(), 9);
    const a = play(state, 'A', guess(agentsFor(state, 'A')[0] ?? -1));
    const b = play(a, 'B', guess(agentsFor(a, 'B')[0] ?? -1));
    expect(b.phase).toEqual({ kind: 'sudden-death' });
    const lost = play(b, 'A', guess(bystanderFor(b, 'A')));
    expect(lost.phase).toEqual({ kind: 'lost', reason: 'sudden-death', by: 'A' });
  });

  it('in sudden death an assassin loses too', () => {
    const state = missTurns(board(), 9);
    expect(play(state, 'B', guess(3)).phase).toEqual({ kind: 'lost', reason: 'assassin', by: 'B' });
  });

  it('in sudden death finding the last agent wins, scored -1, and a player with nothing to find may not guess', () => {
    let state = missTurns(board(), 9);
    for (const cell of agentsFor(state, 'B')) state = play(state, 'B', guess(cell));
    expect(refusal(state, 'B', guess(bystanderFor(state, 'B')))).toBe('no-words-left-for-you');
    for (const cell of agentsFor(state, 'A')) state = play(state, 'A', guess(cell));
    expect(state.phase).toEqual({ kind: 'won', suddenDeath: true });
    expect(scoreOf(state)).toEqual({ total: -1, tokensInBank: 0, checkTokens: 0, suddenDeath: true });
  });

  it('gives no score in 10- and 11-token games, and those games have 10 and 11 turns', () => {
    for (const tokens of [10, 11]) {
      const state = board(standardOptions(tokens));
      expect(tokensInBank(state.bank)).toBe(tokens);
      expect(missTurns(state, tokens).phase.kind).toBe('sudden-death');
      const { state: nearly, last } = allButLastAgent(state);
      expect(scoreOf(play(nearly, 'A', guess(last)))).toBeNull();
    }
  });
});

describe('scoring of the standard game', () => {
  it('counts 3 per bank token and 1 per check token (rulebook: 5+ good)', () => {
    let state = missTurns(board(), 3);
    const { state: nearly } = (() => {
      let next = play(state, giverNow(state), clue('sky', 9));
      const guesser = otherSide(giverNow(state));
      for (const cell of agentsFor(next, guesser)) next = play(next, guesser, guess(cell));
      return { state: next };
    })();
    state = nearly;
    const giver = giverNow(state);
    state = play(state, giver, clue('sea', 6));
    for (const cell of agentsFor(state, otherSide(giver))) state = play(state, otherSide(giver), guess(cell));
    // 3 misses, one auto-stopped turn, one winning turn: 9 - 5 = 4 left.
    expect(scoreOf(state)).toEqual({ total: 3 * 4 + 2, tokensInBank: 4, checkTokens: 2, suddenDeath: false });
  });
});

describe('score rating', () => {
  it('draws the good line where each rulebook does: ja 5 or more, hu more than 5', () => {
    expect(scoreRating(5, 'ja')).toBe('good');
    expect(scoreRating(5, 'hu')).toBe('keep-practising');
    expect(scoreRating(6, 'hu')).toBe('good');
    expect(scoreRating(4, 'ja')).toBe('keep-practising');
  });

  it('calls 9-10 excellent and 11+ a team ready for the mission map, in both', () => {
    for (const rulebook of ['ja', 'hu'] as const) {
      expect([8, 9, 10, 11, 30].map((total) => scoreRating(total, rulebook))).toEqual([
        'good',
        'excellent',
        'excellent',
        'try-the-map',
        'try-the-map',
      ]);
    }
  });
});

describe('invalid clue penalty', () => {
  it('discards one token, then the guesser guesses as if the clue were valid', () => {
    let state = play(board(), 'A', clue('sky', 1));
    state = play(state, 'B', { type: 'flagInvalidClue' });
    expect(tokensInBank(state.bank)).toBe(8);
    expect(state.discardedTokens).toBe(1);
    expect(state.clues[0]?.flagged).toBe(true);
    expect(refusal(state, 'A', { type: 'flagInvalidClue' })).toBe('clue-already-flagged');
    state = play(play(state, 'B', guess(0)), 'B', stop);
    expect(tokensInBank(state.bank)).toBe(7);
  });

  it('can only flag the clue being guessed', () => {
    expect(refusal(board(), 'A', { type: 'flagInvalidClue' })).toBe('no-clue-to-flag');
  });

  function lastTokenFlagged(): { state: DuetState; guesser: Side } {
    let state = missTurns(board(), 8);
    const giver = giverNow(state);
    state = play(state, giver, clue('sky', 2));
    state = play(state, 'A', { type: 'flagInvalidClue' });
    return { state, guesser: otherSide(giver) };
  }

  it('flagging away the last token lets the guesser go on with that clue', () => {
    const { state, guesser } = lastTokenFlagged();
    expect(tokensInBank(state.bank)).toBe(0);
    expect(state.phase).toMatchObject({ kind: 'guessing', guesser });
    const [first, second] = agentsFor(state, guesser);
    const afterTwo = play(play(state, guesser, guess(first ?? -1)), guesser, guess(second ?? -1));
    expect(afterTwo.phase).toMatchObject({ kind: 'guessing', correctThisTurn: 2 });
  });

  it('after a flag took the last token, stopping starts sudden death', () => {
    const { state, guesser } = lastTokenFlagged();
    const found = play(state, guesser, guess(agentsFor(state, guesser)[0] ?? -1));
    expect(play(found, guesser, stop).phase).toEqual({ kind: 'sudden-death' });
  });

  it('after a flag took the last token, a miss ends the turn into sudden death, not a loss', () => {
    const { state, guesser } = lastTokenFlagged();
    const missed = play(state, guesser, guess(bystanderFor(state, guesser)));
    expect(missed.phase).toEqual({ kind: 'sudden-death' });
  });
});

describe('free turn order variant', () => {
  it('allows two clues in a row by one side, then the partner must give one', () => {
    let state = board(standardOptions(9, 'free'));
    state = missTurn(state, 'A');
    expect(state.phase).toEqual({ kind: 'awaiting-clue', clueGiver: null });
    state = missTurn(state, 'A');
    expect(state.phase).toEqual({ kind: 'awaiting-clue', clueGiver: 'B' });
    expect(refusal(state, 'A', clue('sky', 1))).toBe('not-your-turn-to-give-clue');
    state = missTurn(state, 'B');
    expect(state.phase).toEqual({ kind: 'awaiting-clue', clueGiver: null });
  });
});

describe('mission token rules', () => {
  it('sets up T tokens with M bystander-side up', () => {
    const state = board(missionOptions('Cairo', 9, 5));
    expect(state.bank).toEqual({ bystanderSideUp: 5, checkSideUp: 4 });
  });

  it('a stop takes a check-side token; with only bystander-side tokens left it flips one', () => {
    let state = board(missionOptions('Cairo', 9, 5));
    state = play(play(play(state, 'A', clue('sky', 1)), 'B', guess(0)), 'B', stop);
    expect(state.bank).toEqual({ bystanderSideUp: 5, checkSideUp: 3 });
    state = board(missionOptions('Moscow', 8, 8));
    state = play(play(play(state, 'A', clue('sky', 1)), 'B', guess(0)), 'B', stop);
    expect(state.bank).toEqual({ bystanderSideUp: 7, checkSideUp: 0 });
    expect(state.checkTokens.B).toBe(1);
  });

  it('Cairo 9-5: the sixth miss costs two check-side tokens placed on the word', () => {
    let state = missTurns(board(missionOptions('Cairo', 9, 5)), 5);
    expect(state.bank).toEqual({ bystanderSideUp: 0, checkSideUp: 4 });
    state = missTurn(state, giverNow(state));
    expect(state.bank).toEqual({ bystanderSideUp: 0, checkSideUp: 2 });
    expect(state.phase.kind).toBe('awaiting-clue');
  });

  it('using the last two tokens on a miss leads to sudden death', () => {
    const state = missTurns(board(missionOptions('Cairo', 9, 5)), 7);
    expect(tokensInBank(state.bank)).toBe(0);
    expect(state.phase).toEqual({ kind: 'sudden-death' });
  });

  it('a miss needing two tokens with one left loses at once, without sudden death', () => {
    let state = missTurns(board(missionOptions('Cairo', 9, 5)), 6);
    const giver = giverNow(state);
    state = play(state, giver, clue('sky', 1));
    state = play(
      play(state, otherSide(giver), guess(agentsFor(state, otherSide(giver))[0] ?? -1)),
      otherSide(giver),
      stop,
    );
    expect(state.bank).toEqual({ bystanderSideUp: 0, checkSideUp: 1 });
    state = missTurn(state, giverNow(state));
    expect(state.phase).toMatchObject({ kind: 'lost', reason: 'out-of-time' });
    expect(state.events).not.toContainEqual({ type: 'sudden-death' });
  });
});

describe('resigning', () => {
  it('ends the game as lost, by either player, at any moment', () => {
    const state = play(play(board(), 'A', clue('sky', 1)), 'A', { type: 'resign' });
    expect(state.phase).toEqual({ kind: 'lost', reason: 'resigned', by: 'A' });
    expect(refusal(state, 'B', { type: 'resign' })).toBe('game-over');
  });
});

describe('moves are pure', () => {
  it('never change the state they are given', () => {
    const before = board();
    const copy = structuredClone(before);
    applyMove(before, 'A', clue('sky', 1));
    expect(before).toEqual(copy);
  });
});
