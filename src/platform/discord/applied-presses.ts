/**
 * Interactions whose move was written: should answering them fail afterwards, the presser is told
 * their move went through, never that nothing changed. Marked by whoever writes the move; held
 * weakly, so an interaction leaves with its handling.
 */
const applied = new WeakSet<object>();

export function markApplied(interaction: object): void {
  applied.add(interaction);
}

export function wasApplied(interaction: object): boolean {
  return applied.has(interaction);
}
