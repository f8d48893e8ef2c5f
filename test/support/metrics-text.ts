/**
 * The sum of every series of `name` in Prometheus's text format whose labels include `labels`
 * (0 when none matches), e.g. all Duet presses whatever their kind.
 */
export function metricSum(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample || sample[1] !== name) continue;
    const found = Object.fromEntries(
      [...(sample[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([label, value]) => found[label] === value)) sum += Number(sample[3]);
  }
  return sum;
}
