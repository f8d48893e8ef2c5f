import type { APIMessage } from 'discord.js';
import type {
  InteractionCallback,
  InteractionHandle,
  LocalDiscord,
  LocalUser,
} from '../../dev/local-discord/index.js';
import type { KeyColor } from '../../src/games/duet/engine/index.js';

const EPHEMERAL = 1 << 6;
/** A bot run from source draws its first picture on a fresh render thread, loading tsx there first. */
const FIRST_PICTURE_TIMEOUT_MS = 15_000;
const markerColor: Record<string, KeyColor> = { '🟩': 'agent', '⬛': 'assassin', '⬜': 'bystander' };
const KEY_CELL = /^(🟩|⬛|⬜) /u;

export interface BoardButton {
  customId: string;
  label: string;
  disabled: boolean;
  style: number;
  emoji: string | null;
}

type Node = {
  type?: number;
  components?: Node[];
  custom_id?: string;
  label?: string;
  disabled?: boolean;
  style?: number;
  emoji?: { name?: string };
  content?: string;
};

function walk(nodes: readonly Node[] | undefined, visit: (node: Node) => void): void {
  for (const node of nodes ?? []) {
    visit(node);
    walk(node.components, visit);
  }
}

export function buttonsOf(message: APIMessage): BoardButton[] {
  const buttons: BoardButton[] = [];
  walk(message.components as Node[], (node) => {
    if (node.type === 2 && node.custom_id) {
      buttons.push({
        customId: node.custom_id,
        label: node.label ?? '',
        disabled: node.disabled ?? false,
        style: node.style ?? 0,
        emoji: node.emoji?.name ?? null,
      });
    }
  });
  return buttons;
}

export function textOf(message: APIMessage): string {
  const parts: string[] = [message.content ?? ''];
  walk(message.components as Node[], (node) => {
    if (node.type === 10 && node.content) parts.push(node.content);
  });
  return parts.join('\n');
}

const isBoard = (message: APIMessage) =>
  (Number(message.flags ?? 0) & EPHEMERAL) === 0 &&
  buttonsOf(message).some((b) => /^duet:[^:]+:\d+:word:/.test(b.customId));

/** Plays a Duet game through the local Discord, as its two players would on their phones. */
export class DuetTable {
  constructor(
    readonly local: LocalDiscord,
    readonly channelId: string,
    readonly a: LocalUser,
    readonly b: LocalUser,
    /** How long to wait for each answer; Discord's own deadline unless a benchmark loads the bot on purpose. */
    readonly answerTimeoutMs = 3000,
  ) {}

  get driver() {
    return this.local.driver;
  }

  /** Whether the bot can draw pictures (a test may take the renderer away). */
  picturesExpected = true;

  /** `/duet start`; a new board's picture follows it by an edit, which this waits for. */
  async start(options: Record<string, string | number> = {}, starter = this.a, partner = this.b) {
    const answer = await this.driver
      .runCommand({
        user: starter,
        channelId: this.channelId,
        name: 'duet',
        subcommand: 'start',
        options: { partner: partner.id, ...options },
      })
      .awaitAnswer(this.answerTimeoutMs);
    const newBoard = answer.type === 4 && (Number(answer.data?.flags ?? 0) & EPHEMERAL) === 0;
    if (newBoard && this.picturesExpected)
      await this.pictureFollows(null, Math.max(FIRST_PICTURE_TIMEOUT_MS, this.answerTimeoutMs));
    return answer;
  }

  /** The newest board message of the channel, as anyone sees it. */
  board(): APIMessage {
    const board = this.driver.channelView(this.channelId, this.a).filter(isBoard).at(-1);
    if (!board) throw new Error('no board message in the channel');
    return board;
  }

  boardText(): string {
    return textOf(this.board());
  }

  /** The id of the picture the board shows now (null without one). */
  pictureId(): string | null {
    return this.board().attachments[0]?.id ?? null;
  }

  /** Waits until the board's picture is no longer `previous`: a picture follows its press by an edit. */
  async pictureFollows(previous: string | null, timeoutMs = this.answerTimeoutMs): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.pictureId() === previous) {
      if (Date.now() > deadline) throw new Error('the board picture did not follow');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  words(): BoardButton[] {
    return buttonsOf(this.board()).filter((b) => b.customId.includes(':word:'));
  }

  control(action: string): BoardButton {
    const button = buttonsOf(this.board()).find((b) => b.customId.split(':')[3] === action);
    if (!button) throw new Error(`no ${action} button on the board`);
    return button;
  }

  press(user: LocalUser, customId: string, force = false) {
    return this.driver.clickButton({ user, messageId: this.board().id, customId, force });
  }

  async guess(user: LocalUser, cell: number): Promise<InteractionCallback> {
    const button = this.words()[cell];
    if (!button) throw new Error(`no word ${cell}`);
    return this.press(user, button.customId).awaitAnswer(this.answerTimeoutMs);
  }

  async stop(user: LocalUser): Promise<InteractionCallback> {
    return this.press(user, this.control('stop').customId).awaitAnswer(this.answerTimeoutMs);
  }

  /** Give clue → the modal → submit it, as a player would (with their client's `locale`, if given). */
  async clue(
    user: LocalUser,
    word: string,
    number: number | string,
    locale?: string,
  ): Promise<InteractionCallback> {
    const at = locale ? { locale } : {};
    const opened = this.driver.clickButton({
      user,
      messageId: this.board().id,
      customId: this.control('clue').customId,
      ...at,
    });
    const modal = await settledAnswer(opened, this.answerTimeoutMs);
    if (modal.type !== 9) return modal;
    const submitted = this.driver.submitModal({
      user,
      interactionOf: opened,
      fields: { word, number: String(number) },
      ...at,
    });
    return settledAnswer(submitted, this.answerTimeoutMs);
  }

  /** `/duet stop`, then **End the game** on the private question it asks (its answer, or the refusal). */
  async endGame(user: LocalUser): Promise<InteractionCallback> {
    const asked = this.driver.runCommand({
      user,
      channelId: this.channelId,
      name: 'duet',
      subcommand: 'stop',
    });
    const question = await asked.awaitAnswer(this.answerTimeoutMs);
    const message = asked.originalMessage();
    const end = message && buttonsOf(message).find((b) => b.customId.split(':')[3] === 'end-game');
    if (!message || !end) return question;
    return this.driver
      .clickButton({ user, messageId: message.id, customId: end.customId })
      .awaitAnswer(this.answerTimeoutMs);
  }

  /** The key face `user` gets from My key, read back into colours. */
  async keyOf(user: LocalUser): Promise<KeyColor[]> {
    const answer = await this.press(user, this.control('key').customId).awaitAnswer(this.answerTimeoutMs);
    const content = String(answer.data?.content ?? '');
    const cells = content
      .split('\n')
      .filter((line) => KEY_CELL.test(line))
      .flatMap((line) => line.split(' · '))
      .map((cell) => markerColor[[...cell][0] ?? ''] as KeyColor);
    if (cells.length !== 25) throw new Error(`key face had ${cells.length} cells:\n${content}`);
    return cells;
  }

  async keys(): Promise<{ A: KeyColor[]; B: KeyColor[] }> {
    return { A: await this.keyOf(this.a), B: await this.keyOf(this.b) };
  }

  /** Uncovered cells with `color` on `key` (words still enabled on the board). */
  cellsWith(key: KeyColor[], color: KeyColor): number[] {
    const words = this.words();
    return key.flatMap((c, i) => (c === color && !words[i]?.disabled ? [i] : []));
  }

  /**
   * A gives a clue and B finds all of A's agents (the turn ends by itself, A's side is done);
   * B gives a clue and A finds the rest. `beforeLast` runs just before the winning press.
   */
  async playToWin(keys: Keys, beforeLast: () => void | Promise<void> = () => {}): Promise<void> {
    await this.clue(this.a, 'zzqa', 9);
    for (const cell of this.cellsWith(keys.A, 'agent')) await this.guess(this.b, cell);
    await this.clue(this.b, 'zzqb', 6);
    const rest = this.cellsWith(keys.B, 'agent');
    for (const cell of rest.slice(0, -1)) await this.guess(this.a, cell);
    await beforeLast();
    await this.guess(this.a, rest.at(-1) ?? -1);
  }

  /** Whose turn it is to give a clue, read from the board's headline (A before the first clue). */
  clueGiver(): LocalUser {
    const next = this.boardText().match(/▶️ <@(\d+)>/u)?.[1];
    return next === this.b.id ? this.b : this.a;
  }

  /** `count` turns that each end on a bystander. */
  async missTurns(keys: Keys, count: number): Promise<void> {
    for (let turn = 0; turn < count; turn++) {
      const giver = this.clueGiver();
      const guesser = giver === this.a ? this.b : this.a;
      await this.clue(giver, `zzq${turn}x`, 1);
      await this.guess(guesser, this.freshBystander(giver === this.a ? keys.A : keys.B, guesser));
    }
  }

  /** A bystander on `key` that `guesser` has not missed yet. */
  freshBystander(key: KeyColor[], guesser: LocalUser): number {
    const side = guesser.id === this.a.id ? 'A' : 'B';
    const words = this.words();
    const cell = key.findIndex((c, i) => {
      const word = words[i];
      return c === 'bystander' && word && !word.disabled && !word.label.endsWith(` · ${side}`);
    });
    if (cell < 0) throw new Error('no fresh bystander left');
    return cell;
  }
}

export type Keys = { A: KeyColor[]; B: KeyColor[] };

const DEFERRED = new Set([5, 6]);

/**
 * The answer as the player ends up seeing it. A press the bot deferred (its 1.5 s guard, on a
 * loaded machine) gets its words later: a deferred update filled in by an edit of its message is
 * the update (what follows it publicly, a clue's announcement say, is not the answer); otherwise
 * the answer is its follow-up, or the edit of a deferred reply.
 */
export async function settledAnswer(
  handle: InteractionHandle,
  timeoutMs: number,
): Promise<InteractionCallback> {
  const answer = await handle.awaitAnswer(timeoutMs);
  if (!DEFERRED.has(answer.type)) return answer;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const original = handle.originalMessage();
    if (answer.type === 6 && handle.originalEdited && original)
      return { type: 7, data: { content: original.content, components: original.components ?? [] } };
    const message = handle.followUps().at(-1) ?? (answer.type === 5 ? original : undefined);
    if (message?.content) return { type: 4, data: { content: message.content, flags: message.flags ?? 0 } };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return answer;
}

export function ephemeralContent(answer: InteractionCallback): string {
  return String(answer.data?.content ?? '');
}
