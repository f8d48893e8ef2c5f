import type { AnyChaosGame } from './games/chaos-game.js';
import type { Tracked } from './observer.js';
import type { Records } from './records.js';
import type { Tally } from './tally.js';

/**
 * The presses of an attack on one game's tables, against the moves stored afterwards: no player
 * may have more stored moves than presses that could make one (a move applied twice, or made up),
 * and no board may have shown a version its record does not reach (a shown move lost).
 */
export class TableLedger {
  private readonly presses = new Map<string, { actor: string; tracked: Tracked }[]>();
  private readonly baselines = new Map<string, number>();

  constructor(readonly game: AnyChaosGame) {}

  /** Moves stored before this count are the set-up's, not the attack's. */
  watch(gameId: string, movesSoFar: number): void {
    if (!this.baselines.has(gameId)) this.baselines.set(gameId, movesSoFar);
  }

  add(gameId: string, actor: string, tracked: Tracked): void {
    const list = this.presses.get(gameId) ?? [];
    list.push({ actor, tracked });
    this.presses.set(gameId, list);
  }

  games(): string[] {
    return [...this.baselines.keys()];
  }

  /** Adds what does not add up to `row`'s lost-or-duplicated column; returns the games checked. */
  async check(
    records: Records,
    tally: Tally,
    row: string,
    shownVersions: Map<string, number>,
  ): Promise<number> {
    let checked = 0;
    for (const gameId of this.games()) {
      const read = await readGame(records, this.game, gameId);
      if (read === null) continue;
      checked += 1;
      if (!read.ok) {
        tally.add(
          row,
          'lostOrDuplicated',
          1,
          `game ${gameId}: record unreadable after the attack: ${read.error}`,
        );
        continue;
      }
      const { document } = read;
      if (!this.game.isGame(document)) continue;
      const baseline = this.baselines.get(gameId) ?? 0;
      const stored = this.game.moves(document).slice(baseline);
      const pressed = new Map<string, number>();
      for (const { actor } of this.presses.get(gameId) ?? [])
        pressed.set(actor, (pressed.get(actor) ?? 0) + 1);
      const made = new Map<string, string[]>();
      for (const move of stored) {
        if (move.actor === null) continue;
        made.set(move.actor, [...(made.get(move.actor) ?? []), move.key]);
      }
      for (const [actor, keys] of made) {
        const could = pressed.get(actor) ?? 0;
        if (keys.length > could)
          tally.add(
            row,
            'lostOrDuplicated',
            keys.length - could,
            `game ${gameId}: ${keys.length} moves stored for player ${actor} (${keys.slice(-4).join(', ')}), who pressed ${could} times that could move (applied twice or made up)`,
          );
      }
      const version = this.game.version(document);
      const shown = shownVersions.get(gameId);
      if (shown !== undefined && shown > version)
        tally.add(
          row,
          'lostOrDuplicated',
          1,
          `game ${gameId}: a public board showed version ${shown}, the record is at ${version} (a move shown, then lost)`,
        );
    }
    return checked;
  }
}

/** A game's stored document read through its own schema (null: no record, never stored or expired). */
export async function readGame(
  records: Records,
  game: AnyChaosGame,
  gameId: string,
): Promise<{ ok: true; document: unknown } | { ok: false; error: string } | null> {
  const raw = await records.raw(gameId).catch(() => null);
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw.data);
  } catch (error) {
    return { ok: false, error: `data is not JSON: ${String(error)}` };
  }
  return game.parse(data);
}
