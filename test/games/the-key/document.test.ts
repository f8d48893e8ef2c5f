import { describe, expect, it } from 'vitest';
import { type KeyGame, keyDocumentSchema, storedKeyDocument } from '../../../src/games/the-key/document.js';
import {
  canAct,
  type KeyMove,
  playableCards,
  reachableRooms,
  roomsWithStacks,
} from '../../../src/games/the-key/engine/index.js';
import { keyGameRules, setupGame, type TableSetup } from '../../../src/games/the-key/rules.js';

const setup: TableSetup = {
  guildId: '100',
  channelId: '200',
  language: 'en',
  openedBy: '1',
  seats: [
    { userId: '1', name: 'Aki', character: 'runner' },
    { userId: '2', name: 'Bea', character: 'lookout' },
  ],
  missionId: 'practice-safe',
  rosterMessageId: null,
};

const newGame = () => setupGame(setup, { seed: 'doc-test', now: 0 });

function play(game: KeyGame, seat: number, move: KeyMove): KeyGame {
  const played = keyGameRules.play(game, `${seat}`, move, { userId: String(seat + 1), now: 0 });
  if (!played.ok) throw new Error(played.refusal.code);
  return played.state as KeyGame;
}

/** A card played (or two discarded) to little effect: a step to the next room, or a look at a stack. */
function someMove(game: KeyGame, seat: number): KeyMove | null {
  const { mission } = game;
  const here = mission.players[seat]?.room ?? 'entrance';
  const step = reachableRooms(mission.map, here, 1)[0]?.path ?? [];
  const playable = playableCards(mission, seat)[0];
  if (playable) {
    const card = playable.card.id;
    if (playable.action === 'move') return { type: 'play', card, action: 'move', path: step };
    if (playable.action === 'regroup') return { type: 'play', card, action: 'regroup', target: null };
    if (playable.action === 'intel') return { type: 'play', card, action: 'intel', room: here, count: 0 };
    return { type: 'play', card, action: 'collect', picks: [] };
  }
  if (!canAct(mission, seat)) return null;
  const [first, second] = mission.players[seat]?.hand ?? [];
  const discard: [string, string] = [first?.id ?? '', second?.id ?? ''];
  if (mission.players[seat]?.character.special === 'dash')
    return { type: 'special', discard, special: 'dash', path: step };
  return { type: 'special', discard, special: 'lookout', room: roomsWithStacks(mission)[0] ?? here };
}

/** Plays `turns` turns: each agent acts once (when they can), then ends the turn. */
function playTurns(start: KeyGame, turns: number): KeyGame {
  let game = start;
  for (let turn = 0; turn < turns && keyGameRules.result(game) === null; turn++) {
    const seat = game.mission.current;
    const move = someMove(game, seat);
    if (move) game = play(game, seat, move);
    game = play(game, seat, { type: 'end-turn' });
  }
  return game;
}

const reread = (game: KeyGame) =>
  keyDocumentSchema.parse(JSON.parse(JSON.stringify(storedKeyDocument(game)))) as KeyGame;

describe('a stored THE KEY mission', () => {
  it('is its seed and moves: read back, it replays to the same mission, hands and all', () => {
    const game = playTurns(newGame(), 6);
    const stored = storedKeyDocument(game) as Record<string, unknown>;
    expect(stored).not.toHaveProperty('mission');
    expect(reread(game)).toEqual(game);
  });

  it('is refused when its moves do not replay (a record the rules forbid)', () => {
    const game = playTurns(newGame(), 2);
    const forged = { ...(storedKeyDocument(game) as object), log: [{ seat: 1, move: { type: 'end-turn' } }] };
    expect(keyDocumentSchema.safeParse(forged).success).toBe(false);
  });

  it('stays small: thirty turns fit in a few kilobytes', () => {
    const game = playTurns(newGame(), 30);
    expect(JSON.stringify(storedKeyDocument(game)).length).toBeLessThan(8_000);
  });
});

describe('the answer', () => {
  it('is checked once every agent confirmed: right wins for everyone', () => {
    let game = play(newGame(), 1, { type: 'propose', answer: '4715' });
    expect(keyGameRules.result(game)).toBeNull();
    game = play(game, 0, { type: 'confirm' });
    expect(game.mission.outcome).toEqual({ status: 'won' });
    expect(keyGameRules.result(game)).toEqual({ winners: ['0', '1'], reason: 'answer' });
    expect(reread(game).mission.outcome).toEqual({ status: 'won' });
  });

  it('loses on any wrong character, and nothing can be played after', () => {
    let game = play(newGame(), 0, { type: 'propose', answer: '4751' });
    game = play(game, 1, { type: 'confirm' });
    expect(keyGameRules.result(game)).toEqual({ winners: [], reason: 'wrong-answer' });
    const after = keyGameRules.play(game, '0', { type: 'end-turn' }, { userId: '1', now: 0 });
    expect(after).toEqual({ ok: false, refusal: { code: 'game-over' } });
  });

  it('is never in the public view before the end, and the stored game holds no answer', () => {
    const game = playTurns(newGame(), 2);
    const shown = JSON.stringify(keyGameRules.views.public(game));
    expect(shown).not.toContain('4715');
    expect(JSON.stringify(storedKeyDocument(game))).not.toContain('4715');
  });
});
