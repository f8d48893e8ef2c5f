export interface Distribution {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export function distribution(samples: readonly number[]): Distribution {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return {
    count: sorted.length,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

export function formatDistribution(d: Distribution): string {
  return `p50 ${ms(d.p50)} · p90 ${ms(d.p90)} · p99 ${ms(d.p99)} · max ${ms(d.max)} (n=${d.count})`;
}

/** Runs `tasks` with at most `limit` in flight. */
export async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  });
  await Promise.all(workers);
}
