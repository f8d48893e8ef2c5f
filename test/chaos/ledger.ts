import { performance } from 'node:perf_hooks';
import type { LocalDiscord } from '../../dev/local-discord/index.js';
import type { Tracked } from './observer.js';
import { moveKeyOf, type Records } from './records.js';
import type { Tally } from './tally.js';

/** A press that asks for a move, and the move it asks for (`g12`, `s`, `f`, `c:<word>:<n>`). */
export interface MovePress {
  tracked: Tracked;
  gameId: string;
  /** The board version in the pressed custom_id (null for a slash command). */
  expectedVersion: number | null;
  actor: string;
  move: string;
}

/** What the presser was told: the move went in, it did not, no answer, or cannot tell (the bot died). */
export type Acknowledgement = 'applied' | 'refused' | 'unanswered' | 'ambiguous';

/** A follow-up that would have said "refused" may come this long after the callback (the bot's REST client holds requests back under load). */
const FOLLOW_UP_GRACE_MS = 2_000;

/**
 * Every move press of an attack, compared with the game's stored move list afterwards: each move
 * acknowledged as applied must be the stored move at its version (none lost), no version may be
 * acknowledged twice, and every stored move must come from a press (none applied twice or made up).
 */
export class Ledger {
  private readonly presses = new Map<string, MovePress[]>();
  private readonly baselines = new Map<string, number>();
  /** performance.now() of every kill -9 of the bot: answers just before one are not final. */
  readonly kills: number[] = [];

  constructor(private readonly local: LocalDiscord) {}

  /** Moves stored before this count are the set-up's, not the attack's. */
  watch(gameId: string, movesSoFar: number): void {
    if (!this.baselines.has(gameId)) this.baselines.set(gameId, movesSoFar);
  }

  add(press: MovePress): void {
    const list = this.presses.get(press.gameId) ?? [];
    list.push(press);
    this.presses.set(press.gameId, list);
  }

  games(): string[] {
    return [...new Set([...this.baselines.keys(), ...this.presses.keys()])];
  }

  acknowledgement(press: MovePress): Acknowledgement {
    const interaction = press.tracked.handle.interaction;
    const callback = interaction.callback;
    if (!callback) return 'unanswered';
    // A private deferral's "done: my answer is in the channel" points to a public answer: no refusal.
    const privateMessages = [interaction.originalMessageId, ...interaction.followUpIds].some((id) => {
      const message = id ? this.local.model.findMessage(id) : undefined;
      return (
        message !== undefined &&
        message.visibleTo !== null &&
        !this.local.driver.pointerTexts.has(message.api.content)
      );
    });
    if (privateMessages || callback.type === 4 || callback.type === 9) return 'refused';
    const answeredAt = interaction.callbackAt ?? 0;
    const killedSoon = this.kills.some(
      (kill) => kill >= answeredAt && kill - answeredAt < FOLLOW_UP_GRACE_MS,
    );
    if (killedSoon) return 'ambiguous';
    if (callback.type === 7) return 'applied';
    // A deferred press (type 6 or 5) was applied only if its answer then edited the message
    // (by `@original` or by the message's id: the local Discord records either).
    const edited =
      interaction.originalEdited ||
      press.tracked.requests.some(
        (entry) => entry.method === 'PATCH' && /\/messages\/@original/.test(entry.path) && entry.status < 300,
      );
    // A private deferral then its "done: my answer is in the channel": the move's public answer went out.
    const pointedToChannel = [interaction.originalMessageId, ...interaction.followUpIds].some((id) => {
      const message = id ? this.local.model.findMessage(id) : undefined;
      return message !== undefined && this.local.driver.pointerTexts.has(message.api.content);
    });
    if (edited || pointedToChannel) return 'applied';
    // Deferred and never answered: the presser was told nothing.
    return performance.now() - answeredAt > 5_000 ? 'unanswered' : 'ambiguous';
  }

  /**
   * Compares each watched game with its presses; adds to the lost-or-duplicated column of the
   * press's row (`row` for a stored move no press asked for) and notes moves applied although the
   * presser was told otherwise. Returns the games checked.
   */
  async check(records: Records, tally: Tally, row: string): Promise<number> {
    let checked = 0;
    const toldOtherwise: string[] = [];
    for (const gameId of this.games()) {
      const parsed = await records.parsed(gameId);
      checked += 1;
      if (!parsed.ok) {
        tally.add(
          row,
          'lostOrDuplicated',
          1,
          `game ${gameId}: record unreadable after the attack: ${parsed.error}`,
        );
        continue;
      }
      if (parsed.document.stage !== 'game') continue;
      const { engine, actors } = parsed.document;
      const stored = engine.moves.map((entry, index) => ({
        key: moveKeyOf(entry.move),
        actor: actors[index],
      }));
      const presses = this.presses.get(gameId) ?? [];
      const acknowledged = presses.map((press) => ({ press, ack: this.acknowledgement(press) }));
      const claims = new Map<number, MovePress[]>();
      for (const { press, ack } of acknowledged) {
        if (ack !== 'applied') continue;
        if (press.expectedVersion === null) {
          const found = stored.some((move) => move.key === press.move && move.actor === press.actor);
          if (!found)
            tally.add(row, 'lostOrDuplicated', 1, `${press.tracked.label}: acknowledged, not stored`);
          continue;
        }
        const list = claims.get(press.expectedVersion) ?? [];
        list.push(press);
        claims.set(press.expectedVersion, list);
      }
      for (const [version, list] of claims) {
        const [first, ...more] = list;
        if (!first) continue;
        for (const extra of more) {
          tally.add(
            extra.tracked.row,
            'lostOrDuplicated',
            1,
            `game ${gameId} v${version}: two presses acknowledged as applied at one version (${first.tracked.label}; ${extra.tracked.label})`,
          );
        }
        const move = stored[version];
        if (!move || move.key !== first.move || move.actor !== first.actor) {
          tally.add(
            first.tracked.row,
            'lostOrDuplicated',
            1,
            `game ${gameId} v${version}: ${first.tracked.label} acknowledged as applied, but the stored move ${version} is ${move ? `${move.key} by ${move.actor}` : 'missing'}`,
          );
        }
      }
      const baseline = this.baselines.get(gameId) ?? 0;
      for (let index = baseline; index < stored.length; index++) {
        const move = stored[index];
        if (!move) continue;
        const sources = acknowledged.filter(
          ({ press }) =>
            (press.expectedVersion === index || press.expectedVersion === null) &&
            press.move === move.key &&
            press.actor === move.actor,
        );
        if (sources.length === 0) {
          tally.add(
            row,
            'lostOrDuplicated',
            1,
            `game ${gameId}: stored move ${index} (${move.key} by ${move.actor}) comes from no press (applied twice or made up)`,
          );
        } else if (!sources.some(({ ack }) => ack === 'applied' || ack === 'ambiguous')) {
          const told = [...new Set(sources.map(({ ack }) => ack))].join(' or ');
          toldOtherwise.push(`game ${gameId} move ${index} ${move.key} (${told})`);
        }
      }
    }
    if (toldOtherwise.length > 0) {
      tally.note(
        row,
        `${toldOtherwise.length} move(s) stored although the press was answered as not applied ("try again") or not answered, e.g. ${toldOtherwise.slice(0, 3).join('; ')}`,
      );
    }
    return checked;
  }
}
