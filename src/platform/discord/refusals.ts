/**
 * Interactions answered with a refusal (not your turn, a stale button, a spectator's press, a
 * vanished game): /metrics counts them apart from the presses that changed something. Marked by
 * whoever answers the refusal; held weakly, so an interaction leaves with its handling.
 */
const refused = new WeakSet<object>();

export function markRefused(interaction: object): void {
  refused.add(interaction);
}

export function wasRefused(interaction: object): boolean {
  return refused.has(interaction);
}
