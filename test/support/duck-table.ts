import type { APIMessage } from 'discord.js';
import type { InteractionCallback, LocalDiscord, LocalUser } from '../../dev/local-discord/index.js';
import { buttonsOf } from './duet-table.js';
import { actionOf, StagedTable } from './staged-table.js';

export { menusOf } from './staged-table.js';

import { menusOf } from './staged-table.js';

/** A Duck! Duck! Go! race through the local Discord, played as its racers would on their phones. */
export class DuckTable extends StagedTable {
  constructor(local: LocalDiscord, channelId: string, answerTimeoutMs = 5000) {
    super(
      local,
      channelId,
      {
        command: 'duck',
        isLobby: (text) => text.includes('Duck! Duck! Go!') && text.includes('Racers'),
        boardAction: /^duck:[^:]+:\d+:(act|rematch)$/u,
      },
      answerTimeoutMs,
    );
  }

  /** **My move**: the private message the player gets (its words, controls, and picture when drawn). */
  async myMove(
    user: LocalUser,
    locale = 'en-US',
  ): Promise<{ answer: InteractionCallback; message: () => APIMessage | undefined }> {
    const handle = this.click(user, this.board(user), 'act', locale);
    const answer = await handle.awaitAnswer(this.answerTimeoutMs);
    return { answer, message: () => handle.originalMessage() };
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
          .awaitAnswer(this.answerTimeoutMs);
        texts.push(String(pressed.data?.content ?? ''));
      } else break;
    }
    return texts;
  }
}
