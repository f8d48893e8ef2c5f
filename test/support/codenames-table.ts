import type { APIMessage } from 'discord.js';
import type { InteractionCallback, LocalDiscord, LocalUser } from '../../dev/local-discord/index.js';
import type { Identity } from '../../src/games/codenames/engine/index.js';
import { type BoardButton, buttonsOf, textOf } from './duet-table.js';

const EPHEMERAL = 1 << 6;
/** A bot run from source draws its first picture on a fresh render thread, loading tsx there first. */
const FIRST_PICTURE_TIMEOUT_MS = 15_000;
const markers: Record<string, Identity> = { '🔺': 'red', '🔷': 'blue', '⬜': 'bystander', '💀': 'assassin' };

const isBoard = (message: APIMessage) =>
  (Number(message.flags ?? 0) & EPHEMERAL) === 0 &&
  buttonsOf(message).some((button) => /^codenames:[^:]+:\d+:word:/.test(button.customId));

/**
 * A classic Codenames game of one team against the clock, as its two players play it: `spymaster`
 * gives the clues (by the Give clue form), `operative` presses the words.
 */
export class CodenamesTable {
  constructor(
    readonly local: LocalDiscord,
    readonly channelId: string,
    readonly spymaster: LocalUser,
    readonly operative: LocalUser,
    readonly answerTimeoutMs = 3000,
  ) {}

  get driver() {
    return this.local.driver;
  }

  /** `/codenames start` with the two seats; the new board's picture follows it by an edit, which this waits for. */
  async start(options: Record<string, string | number | boolean> = {}): Promise<InteractionCallback> {
    const answer = await this.driver
      .runCommand({
        user: this.spymaster,
        channelId: this.channelId,
        name: 'codenames',
        subcommand: 'start',
        options: { 'red-spymaster': this.spymaster.id, 'red-operative': this.operative.id, ...options },
        locale: 'en-US',
      })
      .awaitAnswer(this.answerTimeoutMs);
    if (answer.type === 4 && (Number(answer.data?.flags ?? 0) & EPHEMERAL) === 0) {
      const deadline = Date.now() + Math.max(FIRST_PICTURE_TIMEOUT_MS, this.answerTimeoutMs);
      while (!this.board().attachments[0]) {
        if (Date.now() > deadline) throw new Error('the board picture did not follow');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    return answer;
  }

  board(): APIMessage {
    const board = this.driver.channelView(this.channelId, this.operative).filter(isBoard).at(-1);
    if (!board) throw new Error('no board message in the channel');
    return board;
  }

  boardText(): string {
    return textOf(this.board());
  }

  words(): BoardButton[] {
    return buttonsOf(this.board()).filter((button) => button.customId.includes(':word:'));
  }

  control(action: string): BoardButton {
    const button = buttonsOf(this.board()).find((candidate) => candidate.customId.split(':')[3] === action);
    if (!button) throw new Error(`no ${action} button on the board`);
    return button;
  }

  press(user: LocalUser, customId: string) {
    return this.driver.clickButton({ user, messageId: this.board().id, customId, locale: 'en-US' });
  }

  /** The operative presses word `cell`. */
  guess(cell: number) {
    const button = this.words()[cell];
    if (!button) throw new Error(`no word ${cell}`);
    return this.press(this.operative, button.customId);
  }

  /** Give clue → the form → submit it, as the spymaster would. */
  async clue(word: string, number: number): Promise<InteractionCallback> {
    const opened = this.press(this.spymaster, this.control('clue').customId);
    const modal = await opened.awaitAnswer(this.answerTimeoutMs);
    if (modal.type !== 9) return modal;
    return this.driver
      .submitModal({ user: this.spymaster, interactionOf: opened, fields: { word, number: String(number) } })
      .awaitAnswer(this.answerTimeoutMs);
  }

  /** The key as the spymaster's My key tells it, in board order. */
  async key(): Promise<Identity[]> {
    const answer = await this.press(this.spymaster, this.control('key').customId).awaitAnswer(
      this.answerTimeoutMs,
    );
    const cells = [...String(answer.data?.content ?? '').matchAll(/(🔺|🔷|⬜|💀) /gu)].map(
      (match) => markers[match[1] ?? ''] as Identity,
    );
    if (cells.length < 25) throw new Error(`the key named ${cells.length} words`);
    return cells.slice(0, 25);
  }

  /** The cells of the team that plays (the starting team: 9 agents). */
  async ownAgents(): Promise<number[]> {
    const key = await this.key();
    const team = key.filter((identity) => identity === 'red').length === 9 ? 'red' : 'blue';
    return key.flatMap((identity, cell) => (identity === team ? [cell] : []));
  }
}
