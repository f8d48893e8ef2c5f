import { describe, expect, it } from 'vitest';
import { keyBoard } from '../../../src/games/the-key/board.js';
import { keyCharacters } from '../../../src/games/the-key/characters.js';
import {
  actionIds,
  applyKeyMove,
  type KeyMission,
  type KeyMove,
  type KeyState,
  newMission,
  roomsThroughPassage,
} from '../../../src/games/the-key/engine/index.js';
import { keyResources } from '../../../src/games/the-key/resources.js';
import { SeededRandom } from '../../../src/platform/random/seeded-random.js';

const mission: KeyMission = {
  id: 'random-play',
  side: 'B',
  stacks: { gallery: 3, library: 3, workshop: 3, rooftop: 3, tunnel: 2, kitchen: 2 },
  tokens: [
    ...['sym-01', 'sym-02', 'sym-03', 'sym-04', 'sym-05', 'sym-06', 'sym-07', 'sym-08', 'sym-09'],
    ...(['camera', 'camera', 'gas', 'gas', 'trace-move', 'trace-intel', 'trace-collect'] as const),
  ],
  answerLength: 5,
  consoleSymbols: ['sym-01', 'sym-02', 'sym-03', 'sym-04', 'sym-05', 'sym-06', 'sym-07'],
  preLifted: ['sym-01'],
};

/** Every move worth trying for the player whose turn it is; the engine decides which are legal. */
function candidateMoves(state: KeyState, random: SeededRandom): KeyMove[] {
  const player = state.players[state.current];
  if (!player) return [];
  const rooms = state.map.rooms.map((room) => room.id);
  const cards = player.hand.map((card) => card.id);
  const [first, second, kept] = random.shuffle(cards);
  const moves: KeyMove[] = cards.flatMap((card): KeyMove[] => [
    {
      type: 'play',
      card,
      action: 'move',
      path: [random.shuffle(roomsThroughPassage(state.map, player.room))[0] ?? 'entrance'],
    },
    {
      type: 'play',
      card,
      action: 'intel',
      room: rooms[random.nextInt(rooms.length)] ?? 'entrance',
      count: 2,
    },
    { type: 'play', card, action: 'collect', picks: [{ from: 'stack' }, { from: 'stack' }] },
    { type: 'play', card, action: 'collect', picks: [{ from: 'stack' }] },
    { type: 'play', card, action: 'collect', picks: [] },
    { type: 'play', card, action: 'regroup', target: { remove: 'trace', action: 'collect' } },
    { type: 'play', card, action: 'regroup', target: null },
  ]);
  if (first && second) {
    const discard: [string, string] = [first, second];
    moves.push(
      {
        type: 'special',
        discard,
        special: 'dash',
        path: [roomsThroughPassage(state.map, player.room)[0] ?? 'entrance'],
      },
      ...rooms.map((room): KeyMove => ({ type: 'special', discard, special: 'lookout', room })),
      ...state.players.map(
        (_, seat): KeyMove => ({ type: 'special', discard, special: 'swap', seat, give: kept ?? '' }),
      ),
      ...actionIds.flatMap((action) =>
        (['trace', 'card'] as const).map(
          (remove): KeyMove => ({ type: 'special', discard, special: 'sweep', target: { remove, action } }),
        ),
      ),
    );
  }
  return [...random.shuffle(moves), { type: 'end-turn', draws: 4 }];
}

function cardsOnTable(state: KeyState): number {
  const played = Object.values(state.actionCards).reduce((sum, pile) => sum + pile.played.length, 0);
  const hands = state.players.reduce((sum, player) => sum + player.hand.length, 0);
  return state.deck.length + state.discard.length + state.timeCards.length + played + hands;
}

describe('THE KEY random missions', () => {
  it('never loses or invents a card, and every game ends in crisis or goes on legally', () => {
    const rules = { board: keyBoard, characters: keyCharacters, resources: keyResources };
    const outcomes = new Map<string, number>();
    for (let game = 0; game < 30; game++) {
      const random = SeededRandom.fromSeed(`chooser ${game}`);
      let state = newMission(rules, `game ${game}`, 1 + (game % 4), mission);
      for (let step = 0; step < 400 && state.outcome.status === 'playing'; step++) {
        const next = candidateMoves(state, random)
          .map((move) => applyKeyMove(state, state.current, move))
          .find((result) => result.ok);
        if (!next?.ok) throw new Error(`game ${game}: seat ${state.current} has no legal move`);
        state = next.state;
        expect(cardsOnTable(state)).toBe(40);
        expect(state.players.every((player) => player.hand.length <= 4)).toBe(true);
      }
      const key = state.outcome.status === 'lost' ? state.outcome.reason : state.outcome.status;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    }
    expect(outcomes.get('time') ?? 0).toBeGreaterThan(0);
  });
});
