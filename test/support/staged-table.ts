import type { APIMessage } from 'discord.js';
import type { InteractionCallback, LocalDiscord, LocalUser } from '../../dev/local-discord/index.js';
import { randomStateFromSeed, SeededRandom } from '../../src/platform/random/seeded-random.js';
import { buttonsOf, textOf } from './duet-table.js';

const EPHEMERAL = 1 << 6;

type Node = {
  type?: number;
  components?: Node[];
  custom_id?: string;
  options?: { value: string }[];
  disabled?: boolean;
  min_values?: number;
  max_values?: number;
};

export interface Menu {
  customId: string;
  values: string[];
  minValues: number;
  maxValues: number;
}

function walk(nodes: readonly Node[] | undefined, visit: (node: Node) => void): void {
  for (const node of nodes ?? []) {
    visit(node);
    walk(node.components, visit);
  }
}

/** The string select menus of a message, with the values each offers. */
export function menusOf(message: APIMessage): Menu[] {
  const menus: Menu[] = [];
  walk(message.components as Node[], (node) => {
    if (node.type === 3 && node.custom_id) {
      menus.push({
        customId: node.custom_id,
        values: (node.options ?? []).map((option) => option.value),
        minValues: node.min_values ?? 1,
        maxValues: node.max_values ?? 1,
      });
    }
  });
  return menus;
}

export const actionOf = (customId: string) => customId.split(':')[3];
export const isPublic = (message: APIMessage) => (Number(message.flags ?? 0) & EPHEMERAL) === 0;

/** A game with a lobby then a board message, played through the local Discord as its players would. */
export class StagedTable {
  /**
   * The players' dice: seeded, so a run's choices can be replayed, and well mixed. (A bare LCG's
   * low bits alternate, so two-way choices alternated too, and a race could swim in circles.)
   */
  private readonly dice: SeededRandom;

  constructor(
    readonly local: LocalDiscord,
    readonly channelId: string,
    readonly game: { command: string; isLobby(text: string): boolean; boardAction: RegExp },
    readonly answerTimeoutMs = 5000,
  ) {
    this.dice = new SeededRandom(randomStateFromSeed(`${game.command}:${channelId}`));
  }

  protected pick<T>(items: readonly T[]): T | undefined {
    return items[this.dice.nextInt(Math.max(1, items.length))];
  }

  get driver() {
    return this.local.driver;
  }

  command(
    user: LocalUser,
    subcommand: string,
    options: Record<string, string | number | boolean> = {},
    locale = 'en-US',
  ) {
    return this.driver
      .runCommand({ user, channelId: this.channelId, name: this.game.command, subcommand, options, locale })
      .awaitAnswer(this.answerTimeoutMs);
  }

  lobby(viewer: LocalUser): APIMessage {
    const found = this.driver
      .channelView(this.channelId, viewer)
      .filter((message) => isPublic(message) && this.game.isLobby(textOf(message)))
      .at(-1);
    if (!found) throw new Error('no lobby in the channel');
    return found;
  }

  board(viewer: LocalUser): APIMessage {
    const found = this.driver
      .channelView(this.channelId, viewer)
      .filter(
        (message) =>
          isPublic(message) &&
          buttonsOf(message).some((button) => this.game.boardAction.test(button.customId)),
      )
      .at(-1);
    if (!found) throw new Error('no board in the channel');
    return found;
  }

  hasBoard(viewer: LocalUser): boolean {
    try {
      this.board(viewer);
      return true;
    } catch {
      return false;
    }
  }

  click(user: LocalUser, message: APIMessage, action: string, locale = 'en-US') {
    const button = buttonsOf(message).find((candidate) => actionOf(candidate.customId) === action);
    if (!button) throw new Error(`no ${action} button on ${textOf(message).slice(0, 80)}`);
    return this.driver.clickButton({ user, messageId: message.id, customId: button.customId, locale });
  }

  /** A press on the board or the lobby; resolves with the bot's answer. */
  press(
    user: LocalUser,
    message: APIMessage,
    action: string,
    locale = 'en-US',
  ): Promise<InteractionCallback> {
    return this.click(user, message, action, locale).awaitAnswer(this.answerTimeoutMs);
  }

  /** Picks `values` in a menu of a message, as `user`. */
  select(
    user: LocalUser,
    message: APIMessage,
    customId: string,
    values: string | string[],
    locale = 'en-US',
  ) {
    return this.driver
      .selectMenu({ user, messageId: message.id, customId, values: [values].flat(), locale })
      .awaitAnswer(this.answerTimeoutMs);
  }
}
