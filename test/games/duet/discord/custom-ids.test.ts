import { describe, expect, it } from 'vitest';
import { decodeDuetPress } from '../../../../src/games/duet/discord/custom-ids.js';
import { decodeCustomId } from '../../../../src/platform/discord/custom-id.js';

const press = (raw: string) => {
  const id = decodeCustomId(raw);
  return id ? decodeDuetPress(id) : null;
};

describe('Duet custom_ids, one schema per kind', () => {
  it('reads a word press with its cell, 0 to 24 as the bot writes them', () => {
    expect(press('duet:abc123def456:3:word:0')).toEqual({ action: 'word', arg: 0 });
    expect(press('duet:abc123def456:3:word:24')).toEqual({ action: 'word', arg: 24 });
  });

  it('refuses cells written any other way or off the board', () => {
    for (const cell of ['0x1', '1e1', '007', '-0', '25', '99', '', 'a']) {
      expect(press(`duet:abc123def456:3:word:${cell}`), cell).toBeNull();
    }
    expect(press('duet:abc123def456:3:word')).toBeNull();
  });

  it('takes join with a side, and every other action with no argument at all', () => {
    expect(press('duet:abc123def456:0:join:A')).toEqual({ action: 'join', arg: 'A' });
    expect(press('duet:abc123def456:0:join:C')).toBeNull();
    expect(press('duet:abc123def456:0:stop')).toEqual({ action: 'stop' });
    expect(press('duet:abc123def456:0:stop:1')).toBeNull();
    expect(press('duet:abc123def456:0:leave:A')).toBeNull();
    expect(press('duet:abc123def456:0:dance')).toBeNull();
  });

  it('takes the stop question and Fix the clue buttons with no argument', () => {
    for (const action of ['end-game', 'keep-playing', 'fix-clue'] as const) {
      expect(press(`duet:abc123def456:7:${action}`)).toEqual({ action });
      expect(press(`duet:abc123def456:7:${action}:1`)).toBeNull();
      expect(press(`duet:abc123def456:07:${action}`)).toBeNull();
    }
  });
});
