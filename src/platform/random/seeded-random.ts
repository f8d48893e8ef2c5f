/**
 * A small seeded PRNG (sfc32) whose whole state is four uint32 numbers, so a game can
 * keep it in its JSON state and replay exactly from its seed.
 */
export type RandomState = readonly [number, number, number, number];

/** Hashes a seed string into a 128-bit starting state (cyrb128). */
export function randomStateFromSeed(seed: string): RandomState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RandomState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  static fromSeed(seed: string): SeededRandom {
    return new SeededRandom(randomStateFromSeed(seed));
  }

  get state(): RandomState {
    return [this.a, this.b, this.c, this.d];
  }

  /** A uniformly distributed uint32. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniform integer in [0, bound), by rejection so no value is favoured. */
  nextInt(bound: number): number {
    if (!Number.isInteger(bound) || bound <= 0 || bound > 2 ** 32) {
      throw new RangeError(`bound must be an integer in 1..2^32, got ${bound}`);
    }
    const limit = 2 ** 32 - (2 ** 32 % bound);
    let value = this.nextUint32();
    while (value >= limit) value = this.nextUint32();
    return value % bound;
  }

  /** Unbiased Fisher–Yates shuffle into a new array. */
  shuffle<T>(items: readonly T[]): T[] {
    const result = [...items];
    for (let i = result.length - 1; i > 0; i--) {
      const j = this.nextInt(i + 1);
      [result[i], result[j]] = [result[j] as T, result[i] as T];
    }
    return result;
  }

  /** `count` distinct items drawn uniformly (a partial Fisher–Yates). */
  sample<T>(items: readonly T[], count: number): T[] {
    if (count > items.length) throw new RangeError(`cannot draw ${count} of ${items.length}`);
    const pool = [...items];
    for (let i = 0; i < count; i++) {
      const j = i + this.nextInt(pool.length - i);
      [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
    }
    return pool.slice(0, count);
  }
}
