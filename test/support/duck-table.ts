import type { APIMessage } from 'discord.js';
import type { InteractionCallback, LocalDiscord, LocalUser } from '../../dev/local-discord/index.js';
import { buttonsOf, textOf } from './duet-table.js';

const EPHEMERAL = 1 << 6;

type Node = {
  type?: number;
  components?: Node[];
  custom_id?: string;
  options?: { value: string }[];
  disabled?: boolean;
};

export interface Menu {
  customId: string;
  values: string[];
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
      menus.push({ customId: node.custom_id, values: (node.options ?? []).map((option) => option.value) });
    }
  });
  return menus;
}

const actionOf = (customId: string) => customId.split(':')[3];
const isPublic = (message: APIMessage) => (Number(message.flags ?? 0) & EPHEMERAL) === 0;

/** A Duck! Duck! Go! race through the local Discord, played as its racers would on their phones. */
export class DuckTable {
  /** A small seeded generator, so a race the test plays at random is the same race every run. */
  private seed = 1;

  constructor(
    readonly local: LocalDiscord,
    readonly channelId: string,
    readonly answerTimeoutMs = 5000,
  ) {}

  private pick<T>(items: readonly T[]): T | undefined {
    this.seed = (this.seed * 1103515245 + 12345) % 2147483648;
    return items[this.seed % Math.max(1, items.length)];
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
      .runCommand({ user, channelId: this.channelId, name: 'duck', subcommand, options, locale })
      .awaitResponse(this.answerTimeoutMs);
  }

  lobby(viewer: LocalUser): APIMessage {
    const found = this.driver
      .channelView(this.channelId, viewer)
      .filter(
        (message) =>
          isPublic(message) &&
          textOf(message).includes('Duck! Duck! Go!') &&
          textOf(message).includes('Racers'),
      )
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
          buttonsOf(message).some((button) => /^duck:[^:]+:\d+:(act|rematch)$/u.test(button.customId)),
      )
      .at(-1);
    if (!found) throw new Error('no race board in the channel');
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
    return this.click(user, message, action, locale).awaitResponse(this.answerTimeoutMs);
  }

  /** **My move**: the private message the player gets (its words, controls, and picture when drawn). */
  async myMove(
    user: LocalUser,
    locale = 'en-US',
  ): Promise<{ answer: InteractionCallback; message: () => APIMessage | undefined }> {
    const handle = this.click(user, this.board(user), 'act', locale);
    const answer = await handle.awaitResponse(this.answerTimeoutMs);
    return { answer, message: () => handle.originalMessage() };
  }

  /** Picks `value` in the menu of a private message, as its owner. */
  select(user: LocalUser, message: APIMessage, customId: string, value: string, locale = 'en-US') {
    return this.driver
      .selectMenu({ user, messageId: message.id, customId, values: [value], locale })
      .awaitResponse(this.answerTimeoutMs);
  }

  /**
   * Whatever the race waits on from `user`, decided by the table's seeded dice: a card for each
   * duck, a start square and facing, a route, a teleport or not, a facing, the dog's move. Returns
   * the private texts the player read, the last one last.
   */
  async playMyMove(user: LocalUser, locale = 'en-US'): Promise<string[]> {
    const { answer, message } = await this.myMove(user, locale);
    const texts = [String(answer.data?.content ?? '')];
    const taken: string[] = [];
    let choosingTask = false;
    for (let step = 0; step < 8; step++) {
      const current = message();
      if (!current) break;
      const menus = menusOf(current).filter(
        (menu) => menu.values.length > 0 && actionOf(menu.customId) !== 'token',
      );
      const choosing = menus.some((menu) => actionOf(menu.customId) === 'choose');
      // One task per press of My move: a move that leads straight into choosing cards stops there.
      if (step === 0) choosingTask = choosing;
      if (choosing && !choosingTask) break;
      const chooseMenu = menus.find(
        (menu) => actionOf(menu.customId) === 'choose' && !taken.includes(menu.customId),
      );
      const buttons = buttonsOf(current).filter(
        (button) => !button.disabled && /:(place|steer|dog|face|pass)(:|$)/u.test(button.customId),
      );
      const menu = chooseMenu ?? menus.find((candidate) => actionOf(candidate.customId) !== 'choose');
      if (menu) {
        if (chooseMenu) taken.push(chooseMenu.customId);
        const free = menu.values.filter((value) => !taken.includes(`card:${value}`));
        const value = this.pick(free) ?? '';
        taken.push(`card:${value}`);
        const picked = await this.select(user, current, menu.customId, value, locale);
        texts.push(String(picked.data?.content ?? ''));
      } else if (
        buttons.length > 0 &&
        !menus.some((candidate) => actionOf(candidate.customId) === 'choose')
      ) {
        const button = this.pick(buttons);
        const pressed = await this.driver
          .clickButton({ user, messageId: current.id, customId: button?.customId ?? '', locale })
          .awaitResponse(this.answerTimeoutMs);
        texts.push(String(pressed.data?.content ?? ''));
      } else break;
    }
    return texts;
  }
}
