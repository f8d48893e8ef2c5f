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

  it('reads versions only as canonical decimals: no empty, exponent, hex, padded, signed or huge numbers', () => {
    for (const version of ['', '1e3', '0x0', '007', '-0', '+1', '1.0', ' 1', '99999999999999999999']) {
      expect(decodeCustomId(`duet:abc123def456:${version}:stop`), version).toBeNull();
    }
    expect(decodeCustomId('duet:abc123def456:0:stop')?.version).toBe(0);
    expect(decodeCustomId('duet:abc123def456:1203:stop')?.version).toBe(1203);
  });
});
