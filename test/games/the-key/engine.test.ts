import { describe, expect, it } from 'vitest';
import { keyBoard } from '../../../src/games/the-key/board.js';
import { keyCharacters } from '../../../src/games/the-key/characters.js';
import {
  applyKeyMove,
  type ClueToken,
  checkAnswer,
  type KeyMission,
  type KeyMove,
  type KeyRules,
  type KeyState,
  newMission,
  publicView,
  type RoomId,
  resolveAnswer,
  seatView,
  specialHasTarget,
} from '../../../src/games/the-key/engine/index.js';
import { keyResources } from '../../../src/games/the-key/resources.js';

const rules: KeyRules = { board: keyBoard, characters: keyCharacters, resources: keyResources };

const mission: KeyMission = {
  id: 'test-mission',
  side: 'A',
  stacks: { archive: 2, lab: 2, vault: 2, entrance: 2 },
  tokens: ['sym-01', 'sym-02', 'sym-03', 'sym-04', 'sym-05', 'camera', 'gas', 'trace-move'],
  answerLength: 4,
  consoleSymbols: ['sym-01', 'sym-02', 'sym-03', 'sym-07', 'sym-08', 'sym-09'],
  preLifted: [],
};

function start(players = 2, seed = 'seed'): KeyState {
  return newMission(rules, seed, players, mission);
}

/** Gives a seat exactly these gear cards (taken out of the deck so no card exists twice). */
function giveHand(state: KeyState, seat: number, values: number[]): string[] {
  const player = state.players[seat];
  if (!player) throw new Error(`no seat ${seat}`);
  state.deck.push(...player.hand);
  player.hand = values.map((value) => {
    const index = state.deck.findIndex(
      (card) => card.kind === 'resource' && card.suit === 'gear' && card.value === value,
    );
    const [card] = state.deck.splice(index, 1);
    if (card?.kind !== 'resource') throw new Error(`gear ${value} is not in the deck`);
    return card;
  });
  return player.hand.map((card) => card.id);
}

/** Face-down tokens for a room, the first one on top. */
function stack(state: KeyState, room: RoomId, tokens: ClueToken[]): void {
  state.rooms[room] = { faceDown: [...tokens].reverse(), faceUp: [] };
}

function play(state: KeyState, seat: number, move: KeyMove): KeyState {
  const result = applyKeyMove(state, seat, move);
  if (!result.ok) throw new Error(`seat ${seat} ${move.type}: ${result.error}`);
  return result.state;
}

function refusal(state: KeyState, seat: number, move: KeyMove): string | null {
  const result = applyKeyMove(state, seat, move);
  return result.ok ? null : result.error;
}

describe('THE KEY set-up', () => {
  it('puts everyone in the entrance with four cards and stacks the mission tokens face down', () => {
    const state = start(3);
    expect(state.players.map((player) => player.room)).toEqual(['entrance', 'entrance', 'entrance']);
    expect(state.players.map((player) => player.hand.length)).toEqual([4, 4, 4]);
    expect(state.rooms.vault?.faceDown).toHaveLength(2);
    expect(state.deck).toHaveLength(36 - 12);
    expect(start(3, 'same')).toEqual(start(3, 'same'));
  });
});

describe('THE KEY set-up choices', () => {
  it('starts with the pre-lifted tabs up', () => {
    const state = newMission(rules, 'seed', 2, { ...mission, preLifted: ['sym-02'] });
    expect(publicView(state).liftedTabs).toEqual(['sym-02']);
  });

  it('seats the chosen characters, by default in the order of the data', () => {
    const ids = keyCharacters.map((character) => character.id);
    const chosen = [ids[3], ids[1]] as string[];
    expect(newMission(rules, 'seed', 2, mission, chosen).players.map((p) => p.character.id)).toEqual(chosen);
    expect(start(3).players.map((player) => player.character.id)).toEqual(ids.slice(0, 3));
  });

  it('refuses unknown, repeated or missing characters', () => {
    const [first, second] = keyCharacters.map((character) => character.id) as [string, string];
    expect(() => newMission(rules, 'seed', 2, mission, [first, 'nobody'])).toThrow(RangeError);
    expect(() => newMission(rules, 'seed', 2, mission, [first, first])).toThrow(RangeError);
    expect(() => newMission(rules, 'seed', 2, mission, [second])).toThrow(RangeError);
  });
});

describe('THE KEY actions', () => {
  it('a card must be higher than the top of the action card, whatever its suit', () => {
    let state = start();
    const [five] = giveHand(state, 0, [5, 9, 10, 11]);
    state = play(state, 0, { type: 'play', card: five as string, action: 'move', path: ['lounge'] });
    state = play(state, 0, { type: 'end-turn' });
    giveHand(state, 1, [3, 1, 2, 4]);
    const lockCards = state.deck.filter(
      (card) => card.kind === 'resource' && card.suit === 'lock' && [5, 6].includes(card.value),
    );
    state.deck = state.deck.filter((card) => !lockCards.includes(card));
    state.players[1]?.hand.push(...(lockCards as never[]));
    const moveWith = (card: string) => ({ type: 'play', card, action: 'move', path: ['lounge'] }) as const;
    expect(refusal(state, 1, moveWith('gear-03'))).toBe('not-higher');
    expect(refusal(state, 1, moveWith('lock-05'))).toBe('not-higher');
    expect(play(state, 1, moveWith('lock-06')).players[1]?.room).toBe('lounge');
  });

  it('moves up to three steps, only through passages', () => {
    const state = start();
    const [card] = giveHand(state, 0, [7, 8, 9, 10]);
    const move = (path: RoomId[]) => ({ type: 'play', card: card as string, action: 'move', path }) as const;
    expect(refusal(state, 0, move(['lab', 'server-room']))).toBe('bad-path');
    expect(refusal(state, 0, move(['vault']))).toBe('bad-path');
    expect(refusal(state, 0, move(['lounge', 'server-room', 'vault', 'server-room']))).toBe('bad-path');
    expect(play(state, 0, move(['lounge', 'server-room', 'vault'])).players[0]?.room).toBe('vault');
  });

  it('intel reveals in any room, collect takes only in your own room and lifts the symbol tab', () => {
    let state = start();
    const [intel, collect, collectAgain] = giveHand(state, 0, [3, 4, 6, 7]);
    stack(state, 'vault', ['sym-07', 'sym-08']);
    stack(state, 'entrance', ['sym-09']);
    state = play(state, 0, { type: 'play', card: intel as string, action: 'intel', room: 'vault', count: 2 });
    expect(state.rooms.vault?.faceUp).toEqual(['sym-07', 'sym-08']);
    expect(
      refusal(state, 0, {
        type: 'play',
        card: collect as string,
        action: 'collect',
        picks: [{ from: 'face-up', symbol: 'sym-07' }],
      }),
    ).toBe('nothing-to-collect');
    state = play(state, 0, {
      type: 'play',
      card: collectAgain as string,
      action: 'collect',
      picks: [{ from: 'stack' }],
    });
    expect(state.collected).toEqual(['sym-09']);
    expect(publicView(state).liftedTabs).toEqual(['sym-09']);
  });

  it('a revealed symbol that is not on the console is set aside, by intel or by collect', () => {
    let state = start();
    const [intel, collect] = giveHand(state, 0, [3, 4, 6, 7]);
    stack(state, 'vault', ['sym-05', 'sym-07']);
    stack(state, 'entrance', ['sym-04', 'sym-08']);
    state = play(state, 0, { type: 'play', card: intel as string, action: 'intel', room: 'vault', count: 2 });
    expect(state.rooms.vault?.faceUp).toEqual(['sym-07']);
    expect(state.events).toContainEqual({ type: 'set-aside', room: 'vault', symbol: 'sym-05' });
    state = play(state, 0, {
      type: 'play',
      card: collect as string,
      action: 'collect',
      picks: [{ from: 'stack' }, { from: 'stack' }],
    });
    expect(state.events).toContainEqual({ type: 'set-aside', room: 'entrance', symbol: 'sym-04' });
    expect(state.collected).toEqual(['sym-08']);
    expect(state.rooms.entrance).toEqual({ faceDown: [], faceUp: [] });
  });

  it('a trace found by intel blocks its action card until regroup lifts it; found any other way it is discarded', () => {
    let state = start();
    const [intel, blocked, regroup] = giveHand(state, 0, [2, 5, 6, 9]);
    stack(state, 'archive', ['trace-move']);
    stack(state, 'entrance', ['trace-collect']);
    state = play(state, 0, {
      type: 'play',
      card: intel as string,
      action: 'intel',
      room: 'archive',
      count: 1,
    });
    expect(state.actionCards.move.trace).toBe('trace-move');
    expect(
      refusal(state, 0, { type: 'play', card: blocked as string, action: 'move', path: ['lounge'] }),
    ).toBe('trace-blocks');
    state = play(state, 0, {
      type: 'play',
      card: regroup as string,
      action: 'regroup',
      target: { remove: 'trace', action: 'move' },
    });
    expect(state.actionCards.move.trace).toBeNull();
    state = play(state, 0, { type: 'end-turn' });
    const [collect] = giveHand(state, 1, [8, 10, 11, 12]);
    state = play(state, 1, {
      type: 'play',
      card: collect as string,
      action: 'collect',
      picks: [{ from: 'stack' }],
    });
    expect(state.actionCards.collect.trace).toBeNull();
  });

  it("regroup cannot discard your own card off an action card, only a teammate's", () => {
    let state = start();
    const [mine, regroup] = giveHand(state, 0, [4, 5, 13, 14]);
    state = play(state, 0, { type: 'play', card: mine as string, action: 'intel', room: 'lab', count: 0 });
    const target = { remove: 'card', action: 'intel' } as const;
    expect(refusal(state, 0, { type: 'play', card: regroup as string, action: 'regroup', target })).toBe(
      'own-card',
    );
    state = play(state, 0, { type: 'play', card: regroup as string, action: 'regroup', target: null });
    state = play(state, 0, { type: 'end-turn' });
    const [theirs] = giveHand(state, 1, [15, 1, 2, 3]);
    state = play(state, 1, { type: 'play', card: theirs as string, action: 'regroup', target });
    expect(state.actionCards.intel.played).toHaveLength(0);
  });

  it('a turn is one or two actions, then the hand is filled back to four', () => {
    let state = start();
    const [a, b, c] = giveHand(state, 0, [2, 3, 4, 5]);
    expect(refusal(state, 0, { type: 'end-turn' })).toBe('must-act');
    expect(refusal(state, 1, { type: 'play', card: a as string, action: 'move', path: ['lab'] })).toBe(
      'not-your-turn',
    );
    state = play(state, 0, { type: 'play', card: a as string, action: 'move', path: ['lab'] });
    state = play(state, 0, { type: 'play', card: b as string, action: 'intel', room: 'lab', count: 0 });
    expect(refusal(state, 0, { type: 'play', card: c as string, action: 'collect', picks: [] })).toBe(
      'no-actions-left',
    );
    state = play(state, 0, { type: 'end-turn' });
    expect(state.players[0]?.hand).toHaveLength(4);
    expect(state.current).toBe(1);
  });

  it('the fixer with only two cards has nothing to give, so the swap does not oblige an action', () => {
    let state = newMission(rules, 'seed', 2, mission, ['fixer', 'runner']);
    giveHand(state, 0, [1, 2]);
    for (const action of ['move', 'intel', 'collect', 'regroup'] as const)
      state.actionCards[action].trace = `trace-${action === 'regroup' ? 'move' : action}`;
    expect(specialHasTarget(state, 0)).toBe(false);
    state = play(state, 0, { type: 'end-turn' });
    expect(state.current).toBe(1);
  });

  it('a player who can do nothing may end the turn without acting', () => {
    let state = start();
    const [high] = giveHand(state, 0, [9, 10, 11, 12]);
    state = play(state, 0, { type: 'play', card: high as string, action: 'regroup', target: null });
    giveHand(state, 0, [1]);
    for (const action of ['move', 'intel', 'collect'] as const)
      state.actionCards[action].trace = `trace-${action}`;
    state.actionsThisTurn = 0;
    state = play(state, 0, { type: 'end-turn' });
    expect(state.current).toBe(1);
  });

  it("two discarded cards buy the character's special action", () => {
    let state = start();
    const [a, b] = giveHand(state, 0, [2, 3, 4, 5]);
    expect(
      refusal(state, 0, {
        type: 'special',
        discard: [a as string, b as string],
        special: 'sweep',
        target: { remove: 'trace', action: 'move' },
      }),
    ).toBe('wrong-special');
    state = play(state, 0, {
      type: 'special',
      discard: [a as string, b as string],
      special: 'dash',
      path: ['garage'],
    });
    expect(state.players[0]?.room).toBe('garage');
    expect(state.players[0]?.hand).toHaveLength(2);
    expect(state.discard).toHaveLength(2);
  });
});

describe('THE KEY traps', () => {
  it('a camera in your room costs the top card of the deck at the end of your turn', () => {
    let state = start();
    const [a, b] = giveHand(state, 0, [2, 3, 4, 5]);
    stack(state, 'entrance', ['camera']);
    state = play(state, 0, { type: 'play', card: a as string, action: 'intel', room: 'entrance', count: 1 });
    state = play(state, 0, { type: 'play', card: b as string, action: 'collect', picks: [] });
    const deckBefore = state.deck.length;
    state = play(state, 0, { type: 'end-turn' });
    expect(state.discard).toHaveLength(1);
    expect(state.deck.length).toBe(deckBefore - 1 - 2);
    expect(state.rooms.entrance?.faceUp).toEqual(['camera']);
  });

  it('gas makes everyone in the room discard a card at random', () => {
    let state = start(3);
    const [a] = giveHand(state, 0, [2, 3, 4, 5]);
    stack(state, 'entrance', ['gas']);
    state = play(state, 0, { type: 'play', card: a as string, action: 'intel', room: 'entrance', count: 1 });
    expect(state.players.map((player) => player.hand.length)).toEqual([2, 3, 3]);
    expect(state.discard).toHaveLength(3);
    expect(state.rooms.entrance?.faceUp).toEqual([]);
  });
});

describe('THE KEY time', () => {
  it('an empty deck turns to crisis: the discards and the time cards become the deck', () => {
    let state = start();
    const [a] = giveHand(state, 0, [2, 3, 4, 5]);
    state.discard.push(...state.deck.splice(0));
    state = play(state, 0, { type: 'play', card: a as string, action: 'move', path: ['lab'] });
    state = play(state, 0, { type: 'end-turn' });
    expect(state.crisis).toBe(true);
    expect(state.timeCards).toHaveLength(0);
    expect(state.events).toContainEqual({ type: 'crisis' });
  });

  it('when the deck runs out while drawing, the crisis begins there and drawing on is optional', () => {
    let state = start();
    const [a, b] = giveHand(state, 0, [2, 3, 4, 5]);
    state.discard.push(...state.deck.splice(1));
    state = play(state, 0, { type: 'play', card: a as string, action: 'move', path: ['lab'] });
    state = play(state, 0, { type: 'play', card: b as string, action: 'intel', room: 'lab', count: 0 });
    const stopping = play(state, 0, { type: 'end-turn' });
    expect(stopping.crisis).toBe(true);
    expect(stopping.players[0]?.hand).toHaveLength(3);
    const drawingOn = play(state, 0, { type: 'end-turn', draws: 1 });
    expect(drawingOn.crisis).toBe(true);
    expect(drawingOn.players[0]?.hand).toHaveLength(4);
  });

  it('in crisis, three time icons in the discard pile lose the mission', () => {
    let state = start();
    const [a] = giveHand(state, 0, [2, 3, 4, 5]);
    state.crisis = true;
    const [one, , two] = state.timeCards.splice(0);
    state.deck.push(two as never, one as never);
    state = play(state, 0, { type: 'play', card: a as string, action: 'move', path: ['lab'] });
    state = play(state, 0, { type: 'end-turn', draws: 1 });
    expect(state.outcome).toEqual({ status: 'lost', reason: 'time' });
    expect(refusal(state, 1, { type: 'propose', answer: 'ABCD' })).toBe('game-over');
  });

  it('in crisis, a player who cannot take any action is skipped', () => {
    let state = start(3);
    const [a] = giveHand(state, 0, [2, 3, 4, 5]);
    state.crisis = true;
    giveHand(state, 1, []);
    state = play(state, 0, { type: 'play', card: a as string, action: 'move', path: ['lab'] });
    state = play(state, 0, { type: 'end-turn' });
    expect(state.current).toBe(2);
    expect(state.events).toContainEqual({ type: 'skipped', seat: 1 });
    expect(state.players[0]?.hand).toHaveLength(3);
  });
});

describe('THE KEY answer', () => {
  it('is checked only once every player has confirmed it', () => {
    let state = start(3);
    expect(refusal(state, 1, { type: 'propose', answer: 'AB' })).toBe('bad-answer-length');
    state = play(state, 1, { type: 'propose', answer: 'ab cd' });
    expect(resolveAnswer(state, 'ABCD').ok).toBe(false);
    state = play(state, 0, { type: 'confirm' });
    expect(refusal(state, 0, { type: 'confirm' })).toBe('already-confirmed');
    state = play(state, 2, { type: 'confirm' });
    expect(state.outcome.status).toBe('answer-agreed');
    const right = resolveAnswer(state, 'ABCD');
    const wrong = resolveAnswer(state, 'ABCE');
    expect(right.ok && right.state.outcome).toEqual({ status: 'won' });
    expect(wrong.ok && wrong.state.outcome).toEqual({ status: 'lost', reason: 'wrong-answer' });
  });

  it('keeps the mission answer out of the state', () => {
    expect(checkAnswer('Moon 42', 'moon42')).toBe(true);
    expect(JSON.stringify(start())).not.toContain('answer"');
  });
});

describe('THE KEY views', () => {
  it("show every hand's size to the table but its cards only to its owner", () => {
    const state = start(2);
    const table = JSON.stringify(publicView(state));
    const own = seatView(state, 0);
    expect(publicView(state).players.map((player) => player.handSize)).toEqual([4, 4]);
    for (const card of state.players.flatMap((player) => player.hand)) expect(table).not.toContain(card.id);
    expect(own.hand).toEqual(state.players[0]?.hand);
    expect(JSON.stringify(own)).not.toContain(state.players[1]?.hand[0]?.id);
  });
});
