import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import type { SelectInteraction } from '../../../platform/discord/game-module.js';
import { replyPlatform } from '../../../platform/discord/replies.js';
import { answerEndGame } from '../../shared/discord/stop-confirmation.js';
import { onAct } from './act.js';
import { onDiscard, onDog, onFace, onPass, onSend, onToken } from './advanced-presses.js';
import { answerPrivately } from './answers.js';
import { decodeDuckPress } from './custom-ids.js';
import { onBoardSelect, onLobbyButton } from './lobby-interactions.js';
import { startRematch } from './start-game.js';
import { onBack, onChoose, onPlace, onSteer } from './step-presses.js';
import { duckStop } from './stop-confirmation.js';

/** Every Duck! Duck! Go! button, by the action its custom_id names. */
export async function onDuckButton(interaction: ButtonInteraction, id: CustomId, context: BotContext) {
  const press = decodeDuckPress(id);
  if (!press) return replyPlatform(interaction, 'error.unknownInteraction');
  switch (press.action) {
    case 'join':
    case 'leave':
    case 'add-bot':
    case 'drop-bot':
    case 'start':
    case 'rules':
      return onLobbyButton(interaction, context, id.gameId, press.action);
    case 'act':
      return onAct(interaction, id, context);
    case 'help':
      return answerPrivately(interaction, 'help.text');
    case 'rematch':
      return startRematch(interaction, context, id.gameId);
    case 'end-game':
    case 'keep-playing':
      return answerEndGame(duckStop(), interaction, context, id, press.action === 'end-game');
    case 'place':
      return onPlace(interaction, id, press.square, context);
    case 'steer':
      return onSteer(interaction, id, press.draft, context);
    case 'back':
      return onBack(interaction, id, context);
    case 'dog':
      return onDog(interaction, id, press.facing, context);
    case 'face':
      return onFace(interaction, id, press.facing, context);
    case 'pass':
      return onPass(interaction, id, context);
    case 'board':
    case 'choose':
    case 'send':
    case 'token':
    case 'discard':
      return replyPlatform(interaction, 'error.unknownInteraction');
  }
}

/** Every Duck! Duck! Go! select menu: the lobby's board, a card, a start square, a steering choice. */
export async function onDuckSelect(interaction: SelectInteraction, id: CustomId, context: BotContext) {
  const press = decodeDuckPress(id);
  if (!press || !interaction.isStringSelectMenu())
    return replyPlatform(interaction, 'error.unknownInteraction');
  const select: StringSelectMenuInteraction = interaction;
  switch (press.action) {
    case 'board':
      return onBoardSelect(select, context, id.gameId);
    case 'choose':
      return onChoose(select, id, press, context);
    case 'place':
      return onPlace(select, id, press.square, context);
    case 'steer':
      return onSteer(select, id, press.draft, context);
    case 'dog':
      return onDog(select, id, press.facing, context);
    case 'send':
      return onSend(select, id, context);
    case 'token':
      return onToken(select, id, context);
    case 'discard':
      return onDiscard(select, id, context);
    default:
      return replyPlatform(interaction, 'error.unknownInteraction');
  }
}
