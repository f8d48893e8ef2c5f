import type { ButtonInteraction, ModalSubmitInteraction } from 'discord.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import type { SelectInteraction } from '../../../platform/discord/interaction-kinds.js';
import { replyPlatform } from '../../../platform/discord/replies.js';
import type { PrivatePress } from '../../../platform/table/private-turns.js';
import { answerEndGame } from '../../../platform/table/stop-question.js';
import type { KeyRuntime } from '../rules.js';
import { agree, askAnswer, onAnswerForm } from './answer-form.js';
import { answerPrivately } from './answers.js';
import { keyStop } from './commands.js';
import { decodeKeyPress } from './custom-ids.js';
import { onCharacterSelect, onLobbyButton, onMissionSelect, openNextMission } from './lobby-interactions.js';
import { type SeatedPress, seated } from './seated.js';
import {
  chooseDiscard,
  choosePlay,
  chooseSpecial,
  endTurn,
  onTurnPress,
  promptAgain,
  resolvePlay,
  resolveSpecial,
} from './turn-presses.js';

type Act = (press: SeatedPress) => Promise<void>;

/** A press on the board answered privately: `act`, once the presser is found seated at the game. */
async function fromBoard(interaction: PrivatePress, id: CustomId, runtime: KeyRuntime, act: Act) {
  const press = await seated(interaction, runtime, id, true);
  if (press) await act(press);
}

/** Every THE KEY button, by the action its custom_id names. */
export async function onKeyButton(interaction: ButtonInteraction, id: CustomId, runtime: KeyRuntime) {
  const pressed = decodeKeyPress(id);
  const onBoard = (act: Act) => fromBoard(interaction, id, runtime, act);
  const onTurn = (act: Act) => onTurnPress(interaction, id, runtime, act);
  switch (pressed?.action) {
    case 'join':
    case 'leave':
    case 'start':
      return onLobbyButton(interaction, runtime, id.gameId, pressed.action);
    case 'hand':
      return onBoard(promptAgain);
    case 'help':
      return answerPrivately(interaction, 'help.text');
    case 'answer':
      return onBoard((press) => askAnswer(press, interaction));
    case 'confirm':
    case 'withdraw':
      return onBoard((press) => agree(press, pressed.action === 'confirm', id.version));
    case 'end-game':
    case 'keep-playing':
      return answerEndGame(keyStop, interaction, runtime, id);
    case 'special':
      return onTurn(chooseSpecial);
    case 'end-turn':
      return onTurn((press) => endTurn(press, pressed.arg ?? null));
    case 'next':
      return openNextMission(interaction, runtime, id.gameId);
    default:
      return replyPlatform(interaction, 'error.unknownInteraction');
  }
}

/** Every THE KEY select menu: the lobby's mission and character, a card to play, how it resolves. */
export async function onKeySelect(interaction: SelectInteraction, id: CustomId, runtime: KeyRuntime) {
  const pressed = decodeKeyPress(id);
  if (!pressed || !interaction.isStringSelectMenu())
    return replyPlatform(interaction, 'error.unknownInteraction');
  const { values } = interaction;
  const onTurn = (act: Act) => onTurnPress(interaction, id, runtime, act);
  switch (pressed.action) {
    case 'mission':
      return onMissionSelect(interaction, runtime, id.gameId);
    case 'character':
      return onCharacterSelect(interaction, runtime, id.gameId);
    case 'play':
      return onTurn((press) => choosePlay(press, values));
    case 'resolve':
      return onTurn((press) => resolvePlay(press, pressed.arg.card, pressed.arg.action, values));
    case 'discard':
      return onTurn((press) => chooseDiscard(press, values));
    case 'power':
      return onTurn((press) => resolveSpecial(press, pressed.arg, values));
    default:
      return replyPlatform(interaction, 'error.unknownInteraction');
  }
}

export async function onKeyModal(interaction: ModalSubmitInteraction, id: CustomId, runtime: KeyRuntime) {
  if (decodeKeyPress(id)?.action !== 'answer-form')
    return replyPlatform(interaction, 'error.unknownInteraction');
  return fromBoard(interaction, id, runtime, (press) => onAnswerForm(press, interaction));
}
