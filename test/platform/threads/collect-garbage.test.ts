import { getHeapStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../../../src/platform/threads/collect-garbage.js';

const usedMiB = () => getHeapStatistics().used_heap_size / 2 ** 20;

describe('collectGarbage', () => {
  it('frees what a load left behind once nothing refers to it any more', () => {
    let loaded: string[][] | null = Array.from({ length: 200 }, (_, i) =>
      Array.from({ length: 1_000 }, (_, j) => `word ${i} ${j}`),
    );
    collectGarbage('major');
    const holding = usedMiB();
    expect(loaded.length).toBe(200);
    loaded = null;
    collectGarbage('major');
    expect(holding - usedMiB()).toBeGreaterThan(5);
  });
});
