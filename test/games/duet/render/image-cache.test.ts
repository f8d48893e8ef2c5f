import { describe, expect, it, vi } from 'vitest';
import { createImageCache } from '../../../../src/games/duet/render/index.js';

describe('image cache', () => {
  it('renders an unchanged image once', () => {
    const cache = createImageCache(4);
    const render = vi.fn(() => Buffer.from('png'));
    expect(cache.getOrRender('g1:3:board', render)).toEqual(Buffer.from('png'));
    expect(cache.getOrRender('g1:3:board', render)).toEqual(Buffer.from('png'));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('forgets the least recently used image first', () => {
    const cache = createImageCache(2);
    cache.getOrRender('a', () => Buffer.from('a'));
    cache.getOrRender('b', () => Buffer.from('b'));
    cache.get('a');
    cache.getOrRender('c', () => Buffer.from('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toEqual(Buffer.from('a'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toEqual(Buffer.from('c'));
  });

  it('refuses a size that could hold nothing', () => {
    expect(() => createImageCache(0)).toThrow(RangeError);
  });
});
