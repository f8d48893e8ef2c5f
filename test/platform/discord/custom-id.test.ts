import { describe, expect, it } from 'vitest';
import { decodeCustomId, encodeCustomId } from '../../../src/platform/discord/custom-id.js';

describe('custom_id codec', () => {
  it('round-trips a button id with and without an argument', () => {
    const id = { game: 'duet', gameId: 'abc123def456', version: 7, action: 'word', arg: '24' };
    expect(decodeCustomId(encodeCustomId(id))).toEqual(id);
    const { arg: _, ...noArg } = id;
    expect(decodeCustomId(encodeCustomId(noArg))).toEqual(noArg);
  });

  it('rejects ids that are malformed, too long or carry extra parts', () => {
    for (const raw of [
      '',
      'duet',
      'duet:abc123def456',
      'duet:abc123def456:-1:word',
      'duet:abc123def456:x:word',
      'duet:ABC!:1:word',
      'duet:abc123def456:1:word:1:extra',
      `duet:abc123def456:1:${'w'.repeat(120)}`,
    ]) {
      expect(decodeCustomId(raw), raw).toBeNull();
    }
  });
});
