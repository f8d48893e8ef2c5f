import type { ButtonInteraction } from 'discord.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import type { SelectInteraction } from '../../../platform/discord/interaction-kinds.js';
import { replyPlatform } from '../../../platform/discord/replies.js';
import { playerOnBoard } from '../../../platform/table/origin.js';
import { answerEndGame } from '../../../platform/table/stop-question.js';
import { isOver, stagedDuck } from '../document.js';
import { onAct } from './act.js';
import { answerPrivately } from './answers.js';
import { duckStop } from './commands.js';
import { decodeDuckPress } from './custom-ids.js';
import { onBoardSelect, onLobbyButton } from './lobby-interactions.js';
import type { DuckRuntime } from './seated.js';
import {
  onBack,
  onChoose,
  onDiscard,
  onDog,
  onFace,
  onPass,
  onPlace,
  onSend,
  onSteer,
  onToken,
} from './step-presses.js';

/** **Race again**: the same racers and computer ducks on the same board, with a new deal. */
async function startRematch(interaction: ButtonInteraction, runtime: DuckRuntime, gameId: string) {
  const game = await playerOnBoard(stagedDuck, runtime, interaction, gameId);
  if (!game) return;
  if (!isOver(game.state)) return answerPrivately(interaction, 'start.channelBusy');
  const { guildId, channelId, language, openedBy, seats, setupId, advanced } = game.state;
  const setup = { guildId, channelId, language, openedBy, seats, setupId, advanced, rosterMessageId: null };
  const opened = await runtime.open(interaction, setup);
  if (opened.kind === 'channel-busy') return answerPrivately(interaction, 'start.channelBusy');
}

/** Every Duck! Duck! Go! button, by the action its custom_id names. */
export async function onDuckButton(interaction: ButtonInteraction, id: CustomId, runtime: DuckRuntime) {
  const press = decodeDuckPress(id);
  if (!press) return replyPlatform(interaction, 'error.unknownInteraction');
  switch (press.action) {
    case 'join':
    case 'leave':
    case 'add-bot':
    case 'drop-bot':
    case 'start':
    case 'rules':
      return onLobbyButton(interaction, runtime, id.gameId, press.action);
    case 'act':
      return onAct(interaction, id, runtime);
    case 'help':
      return answerPrivately(interaction, 'help.text');
    case 'rematch':
      return startRematch(interaction, runtime, id.gameId);
    case 'end-game':
    case 'keep-playing':
      return answerEndGame(duckStop, interaction, runtime, id);
    case 'place':
      return onPlace(interaction, id, press.arg ?? null, runtime);
    case 'steer':
      return onSteer(interaction, id, press.arg, runtime);
    case 'back':
      return onBack(interaction, id, runtime);
    case 'dog':
      return onDog(interaction, id, press.arg ?? null, runtime);
    case 'face':
      return onFace(interaction, id, press.arg, runtime);
    case 'pass':
      return onPass(interaction, id, runtime);
    default:
      return replyPlatform(interaction, 'error.unknownInteraction');
  }
}

/** Every Duck! Duck! Go! select menu: the lobby's board, a card, a start square, a steering choice. */
export async function onDuckSelect(interaction: SelectInteraction, id: CustomId, runtime: DuckRuntime) {
  const press = decodeDuckPress(id);
  if (!press || !interaction.isStringSelectMenu())
    return replyPlatform(interaction, 'error.unknownInteraction');
  switch (press.action) {
    case 'board':
      return onBoardSelect(interaction, runtime, id.gameId);
    case 'choose':
      return onChoose(interaction, id, press.arg, runtime);
    case 'place':
      return onPlace(interaction, id, press.arg ?? null, runtime);
    case 'steer':
      return onSteer(interaction, id, press.arg, runtime);
    case 'dog':
      return onDog(interaction, id, press.arg ?? null, runtime);
    case 'send':
      return onSend(interaction, id, runtime);
    case 'token':
      return onToken(interaction, id, runtime);
    case 'discard':
      return onDiscard(interaction, id, runtime);
    default:
      return replyPlatform(interaction, 'error.unknownInteraction');
  }
}
