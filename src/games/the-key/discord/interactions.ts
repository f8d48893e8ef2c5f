import type { ButtonInteraction, ModalSubmitInteraction } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import type { SelectInteraction } from '../../../platform/discord/game-module.js';
import { replyPlatform } from '../../../platform/discord/replies.js';
import { answerEndGame } from '../../shared/discord/stop-confirmation.js';
import { onAgreement, onAnswerButton, onAnswerForm } from './answer-form.js';
import { answerPrivately } from './answers.js';
import { decodeKeyPress } from './custom-ids.js';
import { onCharacterSelect, onLobbyButton, onMissionSelect } from './lobby-interactions.js';
import { openNextMission } from './next-mission.js';
import { keyStop } from './stop-confirmation.js';
import { onDiscard, onEndTurn, onHand, onPlay, onPower, onResolve, onSpecial } from './turn-presses.js';

/** Every THE KEY button, by the action its custom_id names. */
export async function onKeyButton(interaction: ButtonInteraction, id: CustomId, context: BotContext) {
  const press = decodeKeyPress(id);
  if (!press) return replyPlatform(interaction, 'error.unknownInteraction');
  switch (press.action) {
    case 'join':
    case 'leave':
    case 'start':
      return onLobbyButton(interaction, context, id.gameId, press.action);
    case 'hand':
      return onHand(interaction, id, context);
    case 'help':
      return answerPrivately(interaction, 'help.text');
    case 'answer':
      return onAnswerButton(interaction, id, context);
    case 'confirm':
    case 'withdraw':
      return onAgreement(interaction, id, press.action === 'confirm', context);
    case 'end-game':
    case 'keep-playing':
      return answerEndGame(keyStop(), interaction, context, id, press.action === 'end-game');
    case 'special':
      return onSpecial(interaction, id, context);
    case 'end-turn':
      return onEndTurn(interaction, id, press.draws, context);
    case 'next':
      return openNextMission(interaction, context, id.gameId);
    default:
      return replyPlatform(interaction, 'error.unknownInteraction');
  }
}

/** Every THE KEY select menu: the lobby's mission and character, a card to play, how it resolves. */
export async function onKeySelect(interaction: SelectInteraction, id: CustomId, context: BotContext) {
  const press = decodeKeyPress(id);
  if (!press || !interaction.isStringSelectMenu())
    return replyPlatform(interaction, 'error.unknownInteraction');
  switch (press.action) {
    case 'mission':
      return onMissionSelect(interaction, context, id.gameId);
    case 'character':
      return onCharacterSelect(interaction, context, id.gameId);
    case 'play':
      return onPlay(interaction, id, context);
    case 'resolve':
      return onResolve(interaction, id, { card: press.card, action: press.played }, context);
    case 'discard':
      return onDiscard(interaction, id, context);
    case 'power':
      return onPower(interaction, id, press.discard, context);
    default:
      return replyPlatform(interaction, 'error.unknownInteraction');
  }
}

export async function onKeyModal(interaction: ModalSubmitInteraction, id: CustomId, context: BotContext) {
  const press = decodeKeyPress(id);
  if (press?.action !== 'answer-form') return replyPlatform(interaction, 'error.unknownInteraction');
  return onAnswerForm(interaction, id, context);
}
