import { describe, expect, it } from 'vitest';
import { keyBoard } from '../../../src/games/the-key/board.js';
import { keyCharacters } from '../../../src/games/the-key/characters.js';
import { boardSchema, roomsThroughPassage, timeIcons } from '../../../src/games/the-key/engine/index.js';
import { keyResources } from '../../../src/games/the-key/resources.js';

function reachableFromEntrance(side: 'A' | 'B'): Set<string> {
  const reached = new Set<string>(['entrance']);
  const queue = ['entrance'];
  for (let room = queue.shift(); room; room = queue.shift()) {
    for (const next of roomsThroughPassage(keyBoard[side], room as never)) {
      if (reached.has(next)) continue;
      reached.add(next);
      queue.push(next);
    }
  }
  return reached;
}

describe('THE KEY data', () => {
  it('every room on both sides can be walked to from the entrance', () => {
    expect(reachableFromEntrance('A').size).toBe(8);
    expect(reachableFromEntrance('B').size).toBe(8);
  });

  it('walls keep neighbouring rooms apart', () => {
    expect(roomsThroughPassage(keyBoard.A, 'lab')).not.toContain('server-room');
    expect(roomsThroughPassage(keyBoard.B, 'library')).not.toContain('workshop');
  });

  it('a map with a room walled off from the entrance is refused at load', () => {
    const walledOff = structuredClone(keyBoard);
    walledOff.B.passages = walledOff.B.passages.filter(([a, b]) => a !== 'rooftop' && b !== 'rooftop');
    walledOff.B.walls.push(['studio', 'rooftop'], ['rooftop', 'workshop']);
    expect(() => boardSchema.parse(walledOff)).toThrow(/reachable/);
  });

  it('deals from 36 resource cards, 1 to 18 in two suits, with 4 time cards showing 6 icons', () => {
    expect(keyResources.resources).toHaveLength(36);
    expect(new Set(keyResources.resources.map((card) => card.suit)).size).toBe(2);
    expect(Math.max(...keyResources.resources.map((card) => card.value))).toBe(18);
    expect(timeIcons(keyResources.timeCards)).toBe(6);
  });

  it('has four characters, each with a special action of their own', () => {
    expect(new Set(keyCharacters.map((character) => character.special)).size).toBe(4);
  });
});
