import {
  type APIModalInteractionResponseCallbackData,
  type ButtonInteraction,
  ComponentType,
  type ModalSubmitInteraction,
  TextInputStyle,
} from 'discord.js';
import { z } from 'zod';
import { replyPlatform } from '../../../platform/discord/replies.js';
import { fromItsBoard } from '../../../platform/table/origin.js';
import { isOver, type KeyGame, missionOf } from '../document.js';
import { tKey } from '../i18n/index.js';
import { keyGameRules } from '../rules.js';
import { keyCustomId } from './custom-ids.js';
import { makeMove, type SeatedPress, say, type Turn } from './seated.js';
import { unconfirmedSeats } from './words.js';

const ANSWER_FIELD = 'answer';

/** An answer as typed on a phone: full-width and lower case accepted, spaces dropped. */
const typedAnswerSchema = (length: number, digitsOnly: boolean) =>
  z
    .string()
    .transform((value) => value.normalize('NFKC').replace(/\s+/gu, '').toUpperCase())
    .pipe(
      z
        .string()
        .regex(digitsOnly ? /^[0-9]+$/u : /^[A-Z0-9]+$/u)
        .length(length),
    );

/** A number answer is asked for in digits; a code in letters and digits. */
const digitsOnly = (game: KeyGame) => missionOf(game).answerKind === 'number';

function answerModal({
  game: { gameId, state: game },
  language,
}: Turn): APIModalInteractionResponseCallbackData {
  const length = game.mission.answerLength;
  return {
    custom_id: keyCustomId(gameId, keyGameRules.version(game), 'answer-form'),
    title: tKey(language, 'answer.title'),
    components: [
      {
        type: ComponentType.Label,
        label: tKey(language, digitsOnly(game) ? 'answer.labelDigits' : 'answer.label', { length }),
        component: {
          type: ComponentType.TextInput,
          custom_id: ANSWER_FIELD,
          style: TextInputStyle.Short,
          placeholder: tKey(language, 'answer.placeholder', { length }),
          min_length: length,
          max_length: length * 2,
          required: true,
        },
      },
    ],
  };
}

/** **Announce the answer** on the board: the form, for players only. */
export async function askAnswer(press: SeatedPress, interaction: ButtonInteraction) {
  if (isOver(press.game.state)) return say(press, tKey(press.language, 'prompt.over'));
  await interaction.showModal(answerModal(press));
}

/** What the board waits for now that an answer is on the table, said to the player who pressed. */
function afterAnswer(after: SeatedPress): Promise<void> {
  const { game, language } = after;
  const { proposal, outcome } = game.state.mission;
  if (outcome.status === 'won') return say(after, tKey(language, 'answer.right'));
  if (outcome.status === 'lost') return say(after, tKey(language, 'answer.wrong'));
  if (!proposal) return say(after, tKey(language, 'answer.withdrawn'));
  const waiting = unconfirmedSeats(game.state, language).join(' ');
  return say(after, tKey(language, 'answer.waiting', { answer: proposal.answer, players: waiting }));
}

export async function onAnswerForm(press: SeatedPress, interaction: ModalSubmitInteraction) {
  // The form opens only from the board's button: one sent from anywhere else answers nothing.
  if (!fromItsBoard(interaction, press.game.state)) return replyPlatform(interaction, 'error.notThisTable');
  const { state } = press.game;
  const length = state.mission.answerLength;
  const typed = typedAnswerSchema(length, digitsOnly(state)).safeParse(
    interaction.fields.getTextInputValue(ANSWER_FIELD),
  );
  if (!typed.success) {
    const key = digitsOnly(state) ? 'answer.badFormDigits' : 'answer.badForm';
    return say(press, tKey(press.language, key, { length }));
  }
  await makeMove(press, { type: 'propose', answer: typed.data }, null, afterAnswer);
}

/** **Confirm** or **Withdraw** on the board: for the answer on the table when the button was drawn (`version`). */
export const agree = (press: SeatedPress, agreed: boolean, version: number) =>
  makeMove(press, agreed ? { type: 'confirm' } : { type: 'withdraw' }, version, afterAnswer);
