import type { APIMessage } from 'discord.js';
import type { InteractionCallback, LocalDiscord, LocalUser } from '../../dev/local-discord/index.js';
import { buttonsOf } from './duet-table.js';
import { actionOf, menusOf, StagedTable } from './staged-table.js';

/** A THE KEY mission through the local Discord, played as its agents would on their phones. */
export class KeyTable extends StagedTable {
  constructor(local: LocalDiscord, channelId: string, answerTimeoutMs = 5000) {
    super(
      local,
      channelId,
      {
        command: 'thekey',
        isLobby: (text) => text.includes('THE KEY') && /Team|チーム|Csapat/u.test(text),
        boardAction: /^thekey:[^:]+:\d+:(hand|help)$/u,
      },
      answerTimeoutMs,
    );
  }

  /** **My hand**: the private message the player gets. */
  async myHand(
    user: LocalUser,
    locale = 'en-US',
  ): Promise<{ answer: InteractionCallback; message: () => APIMessage | undefined }> {
    const handle = this.click(user, this.board(user), 'hand', locale);
    const answer = await handle.awaitAnswer(this.answerTimeoutMs);
    return { answer, message: () => handle.originalMessage() };
  }

  /** Announces `answer` through the board's form, as `user`. */
  async announce(user: LocalUser, answer: string, locale = 'en-US'): Promise<InteractionCallback> {
    const opened = this.click(user, this.board(user), 'answer', locale);
    await opened.awaitAnswer(this.answerTimeoutMs);
    return this.driver
      .submitModal({ user, interactionOf: opened, fields: { answer }, locale })
      .awaitAnswer(this.answerTimeoutMs);
  }

  /**
   * The active player's whole turn, decided by `choose` for each menu (the first option by default):
   * play cards while the turn offers a menu, then end the turn. Returns the private texts, in order.
   */
  async playTurn(
    user: LocalUser,
    choose: (menu: { action: string; values: string[] }) => string[] = (menu) => menu.values.slice(0, 1),
    locale = 'en-US',
  ): Promise<string[]> {
    const { answer, message } = await this.myHand(user, locale);
    const texts = [String(answer.data?.content ?? '')];
    for (let step = 0; step < 12; step++) {
      const current = message();
      if (!current) break;
      const menu = menusOf(current).find((candidate) => candidate.values.length > 0);
      const end = buttonsOf(current).find(
        (button) => !button.disabled && /:end-turn(:|$)/u.test(button.customId),
      );
      if (menu) {
        const values = choose({ action: actionOf(menu.customId) ?? '', values: menu.values });
        if (values.length > 0) {
          const picked = await this.select(user, current, menu.customId, values, locale);
          texts.push(String(picked.data?.content ?? ''));
          continue;
        }
      }
      if (!end) break;
      const pressed = await this.driver
        .clickButton({ user, messageId: current.id, customId: end.customId, locale })
        .awaitAnswer(this.answerTimeoutMs);
      texts.push(String(pressed.data?.content ?? ''));
      const after = message();
      // In a crisis, ending the turn first asks how many cards to draw.
      if (!after || !buttonsOf(after).some((button) => /:end-turn:\d$/u.test(button.customId))) break;
    }
    return texts;
  }
}
