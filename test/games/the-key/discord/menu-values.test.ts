import { describe, expect, it } from 'vitest';
import { decodeKeyPress, parseDiscard, parsePlay } from '../../../../src/games/the-key/discord/custom-ids.js';
import {
  actionResolution,
  optionalDraws,
  specialResolution,
} from '../../../../src/games/the-key/discord/turn-menus.js';
import type { KeyGame } from '../../../../src/games/the-key/document.js';
import { setupGame, type TableSetup } from '../../../../src/games/the-key/rules.js';
import { decodeCustomId } from '../../../../src/platform/discord/custom-id.js';

const setup: TableSetup = {
  guildId: '100',
  channelId: '200',
  language: 'en',
  openedBy: '1',
  seats: [
    { userId: '1', name: 'Aki', character: 'runner' },
    { userId: '2', name: 'Bea', character: 'fixer' },
  ],
  missionId: 'practice-safe',
  rosterMessageId: null,
};
const game = (): KeyGame => setupGame(setup, { seed: 'menus', now: 0 });

describe('THE KEY custom_ids', () => {
  it('read a card and an action written one way only', () => {
    expect(parsePlay('0-move')?.card.id).toBe('gear-01');
    expect(parsePlay('00-move')).toBeNull();
    expect(parsePlay('36-move')).toBeNull();
    expect(parsePlay('3-fly')).toBeNull();
    expect(parseDiscard('3-3')).toBeNull();
    expect(parseDiscard('3-17')?.map((card) => card.id)).toHaveLength(2);
  });

  it('refuse an argument on a press that takes none, and a bad draw count', () => {
    const press = (raw: string) => {
      const id = decodeCustomId(raw);
      return id ? decodeKeyPress(id) : null;
    };
    expect(press('thekey:abcd1234:3:hand')).toEqual({ action: 'hand' });
    expect(press('thekey:abcd1234:3:hand:1')).toBeNull();
    expect(press('thekey:abcd1234:3:end-turn:2')).toEqual({ action: 'end-turn', arg: 2 });
    expect(press('thekey:abcd1234:3:end-turn:5')).toBeNull();
    expect(press('thekey:abcd1234:3:resolve:7-intel')).toMatchObject({
      action: 'resolve',
      arg: { action: 'intel' },
    });
  });
});

describe('THE KEY menu values', () => {
  it('walk by the shortest path to a room the menu offered, and nowhere else', () => {
    expect(actionResolution(game(), 0, 'move', ['lounge'])).toEqual({ action: 'move', path: ['lounge'] });
    expect(actionResolution(game(), 0, 'move', ['vault'])).toEqual({
      action: 'move',
      path: ['lounge', 'server-room', 'vault'],
    });
    expect(actionResolution(game(), 0, 'move', ['kitchen'])).toBeNull();
  });

  it('take face-up symbols before the stack, and the stack only from its top down', () => {
    const picks = actionResolution(game(), 0, 'collect', ['stack.1', 'up.sym-04.0']);
    expect(picks).toEqual({
      action: 'collect',
      picks: [{ from: 'face-up', symbol: 'sym-04' }, { from: 'stack' }],
    });
    expect(actionResolution(game(), 0, 'collect', ['stack.2'])).toBeNull();
    expect(actionResolution(game(), 0, 'collect', ['up.camera.0'])).toBeNull();
  });

  it('read intel counts, regroup targets and nothing', () => {
    expect(actionResolution(game(), 0, 'intel', ['lab.2'])).toEqual({
      action: 'intel',
      room: 'lab',
      count: 2,
    });
    expect(actionResolution(game(), 0, 'intel', ['lab.3'])).toBeNull();
    expect(actionResolution(game(), 0, 'regroup', ['trace.move'])).toEqual({
      action: 'regroup',
      target: { remove: 'trace', action: 'move' },
    });
    expect(actionResolution(game(), 0, 'regroup', ['nothing'])).toEqual({ action: 'regroup', target: null });
  });

  it('read a special by the character who uses it', () => {
    expect(specialResolution(game(), 0, 'garage')).toEqual({ special: 'dash', path: ['garage'] });
    expect(specialResolution(game(), 1, '0.5')).toEqual({ special: 'swap', seat: 0, give: 'gear-06' });
    expect(specialResolution(game(), 1, '7.5')).toBeNull();
  });
});

describe('drawing at the end of a turn', () => {
  it('is asked only when it is optional: in a crisis, or for the cards the deck will not have', () => {
    const base = game();
    const short = structuredClone(base);
    const player = short.mission.players[0];
    if (!player) throw new Error('no seat');
    player.hand = player.hand.slice(0, 1);
    short.mission.deck = short.mission.deck.slice(0, 1);
    expect(optionalDraws(base, 0)).toBe(0);
    expect(optionalDraws(short, 0)).toBe(2);
    short.mission.crisis = true;
    expect(optionalDraws(short, 0)).toBe(3);
  });
});
