import { describe, expect, it } from 'vitest';
import { keyBoard } from '../../../src/games/the-key/board.js';
import { keyCharacters } from '../../../src/games/the-key/characters.js';
import { roomIdsBySide } from '../../../src/games/the-key/engine/ids.js';
import { newMission } from '../../../src/games/the-key/engine/index.js';
import {
  answerOf,
  engineMissionOf,
  keyMissions,
  type Mission,
  missionById,
  missionSchema,
} from '../../../src/games/the-key/missions.js';
import { keyResources } from '../../../src/games/the-key/resources.js';
import { keySymbols, symbolById } from '../../../src/games/the-key/symbols.js';

const practiceSafe = missionById('practice-safe') as Mission;
const withChange = (change: Partial<Mission>) => missionSchema.safeParse({ ...practiceSafe, ...change });

describe('THE KEY symbols', () => {
  it('has 26 symbols, each with its own name and one-character stand-in for text messages', () => {
    expect(keySymbols.map((symbol) => symbol.id)).toEqual(
      Array.from({ length: 26 }, (_, index) => `sym-${String(index + 1).padStart(2, '0')}`),
    );
    expect(symbolById('sym-01')?.name).toBe('key');
    expect(new Set(keySymbols.map((symbol) => symbol.display)).size).toBe(26);
  });
});

describe('THE KEY missions', () => {
  it('loads at least eight missions in campaign order, each named and told in en, ja and hu', () => {
    expect(keyMissions.length).toBeGreaterThanOrEqual(8);
    keyMissions.forEach((mission, index) => {
      expect(mission.order).toBe(index + 1);
      for (const language of ['en', 'ja', 'hu'] as const) {
        expect(mission.names[language]).not.toBe('');
        expect(mission.stories[language]).toMatch(/\?|？|:|：/u);
      }
    });
  });

  it('has answers every language reads the same: digits, or capital letters and digits', () => {
    expect(answerOf(practiceSafe)).toMatch(/^\d{4}$/u);
    for (const mission of keyMissions) expect(answerOf(mission)).toMatch(/^[A-Z0-9]+$/u);
  });

  it('plays both board sides, with stacks only in that side’s rooms', () => {
    expect(new Set(keyMissions.map((mission) => mission.side))).toEqual(new Set(['A', 'B']));
    for (const mission of keyMissions) {
      const rooms: readonly string[] = roomIdsBySide[mission.side];
      for (const stack of mission.stacks) expect(rooms).toContain(stack.room);
    }
  });

  it('hides decoy symbols and traps among the clues; difficulty never falls along the campaign', () => {
    for (const mission of keyMissions) {
      const tokens = mission.stacks.flatMap((stack) => stack.tokens);
      expect(tokens.some((token) => !token.startsWith('sym-'))).toBe(true);
      expect(tokens.some((token) => token.startsWith('sym-') && !(token in mission.cipher))).toBe(true);
    }
    const difficulties = keyMissions.map((mission) => mission.difficulty);
    expect(difficulties).toEqual([...difficulties].sort((a, b) => a - b));
  });

  it('refuses a mission whose stack count differs from its tokens', () => {
    const [first, ...rest] = practiceSafe.stacks;
    const result = withChange({ stacks: [{ ...first, count: 9 } as Mission['stacks'][number], ...rest] });
    expect(result.success).toBe(false);
  });

  it('refuses a mission with a room of the other board side', () => {
    const [first, ...rest] = practiceSafe.stacks;
    const result = withChange({
      stacks: [{ ...first, room: 'kitchen' } as Mission['stacks'][number], ...rest],
    });
    expect(result.success).toBe(false);
  });

  it('refuses a mission whose answer symbol is in no stack', () => {
    const hidden = practiceSafe.console.find((symbol) => !practiceSafe.preLifted.includes(symbol)) as string;
    const stacks = practiceSafe.stacks.map((stack) => {
      const tokens = stack.tokens.map((token) => (token === hidden ? 'camera' : token));
      return { ...stack, tokens };
    });
    expect(withChange({ stacks }).success).toBe(false);
  });

  it('refuses a cipher where two symbols stand for the same character', () => {
    const [first, second] = practiceSafe.console as [string, string];
    const cipher = { ...practiceSafe.cipher, [second]: practiceSafe.cipher[first] as string };
    expect(withChange({ cipher }).success).toBe(false);
  });

  it('sets up in the engine: every room gets its stack, every token is dealt, the answer length and pre-lifted tabs are known', () => {
    const rules = { board: keyBoard, characters: keyCharacters, resources: keyResources };
    for (const mission of keyMissions) {
      const state = newMission(rules, `set-up-${mission.id}`, 2, engineMissionOf(mission));
      const dealt = Object.values(state.rooms).flatMap((room) => room?.faceDown ?? []);
      expect([...dealt].sort(), mission.id).toEqual(mission.stacks.flatMap((stack) => stack.tokens).sort());
      expect(state.answerLength).toBe(answerOf(mission).length);
      expect(state.collected).toEqual(mission.preLifted);
    }
  });
});
