import { type ButtonInteraction, MessageFlags, type ModalSubmitInteraction } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import { replyEphemeral, replyPlatform } from '../../../platform/discord/replies.js';
import { editByToken, pictureEdit } from '../../../platform/discord/token-edit.js';
import { languageOfLocale } from '../../../platform/i18n/languages.js';
import { readClueText } from '../../shared/clue/clue-text.js';
import { type DuetMove, playerView } from '../engine/index.js';
import { duetRules } from '../rules.js';
import { boardVersion, emptySide, isTeamGame, sideOf } from '../session.js';
import { answerPrivately, refusalText } from './answers.js';
import { KEY_IMAGE_NAME, keyImage } from './board-images.js';
import { clueModal, readClueModal } from './clue-modal.js';
import { refuseIllegalClue } from './clue-vetting.js';
import { decodeDuetPress } from './custom-ids.js';
import { duet, type LoadedGame, loadGame, recentGame } from './duet-runtime.js';
import { keyFaceText } from './key-face.js';
import { fromItsBoard } from './press-origin.js';
import { startRematch } from './start-game.js';
import { consensusStep, needsConsensus } from './teams/consensus.js';
import { onRosterButton } from './teams/roster-interactions.js';

type Press = ButtonInteraction | ModalSubmitInteraction;

/** A move from a press on the board: answered by redrawing that board, or privately when refused. */
async function pressMove(
  interaction: Press,
  context: BotContext,
  id: CustomId,
  move: DuetMove,
  preloaded?: LoadedGame | null,
) {
  await duet(context).pressMove(interaction, id.gameId, {
    userId: interaction.user.id,
    expectedVersion: id.version,
    move,
    preloaded: preloaded ?? null,
  });
}

/** A word press: a guess, or in consensus mode a proposal that a second member confirms. */
async function pressWord(interaction: ButtonInteraction, context: BotContext, id: CustomId, cell: number) {
  const move: DuetMove = { type: 'guess', cell };
  const consensusOn = (game: LoadedGame | null) => {
    const side = game ? sideOf(game.state, interaction.user.id) : null;
    return game &&
      side &&
      fromItsBoard(interaction, game.state) &&
      needsConsensus(game.state, side) &&
      boardVersion(game.state) === id.version
      ? { game, side }
      : null;
  };
  // Most presses are plain guesses: routed on this process's copy, the move itself checks the store.
  const recent = await recentGame(context, id.gameId);
  if (!consensusOn(recent)) return pressMove(interaction, context, id, move, recent);
  const stored = consensusOn(await loadGame(context, id.gameId));
  if (!stored) return pressMove(interaction, context, id, move);
  const { game, side } = stored;
  const legal = duetRules.play(game.state, side, move, { userId: interaction.user.id, now: context.now() });
  if (!legal.ok)
    return replyEphemeral(interaction, refusalText(languageOfLocale(interaction.locale), legal.refusal));
  const step = consensusStep(game.state, interaction.user.id, cell, context.now());
  if (step.kind === 'confirm') return pressMove(interaction, context, id, move);
  if (step.kind === 'own-proposal') return answerPrivately(interaction, 'guess.confirmYourself');
  const { sessions, tables } = duet(context);
  const proposed = await sessions.update(id.gameId, (document) => ({
    state:
      document.stage === 'game' && boardVersion(document) === id.version
        ? { ...document, pendingGuess: step.pendingGuess }
        : null,
    result: null,
  }));
  if (proposed.kind === 'written') return tables.updateInPlace(interaction, proposed.game);
  return pressMove(interaction, context, id, move);
}

async function showKey(interaction: ButtonInteraction, context: BotContext, id: CustomId) {
  const game = await loadGame(context, id.gameId);
  if (!game) return replyPlatform(interaction, 'error.gameMissing');
  if (!fromItsBoard(interaction, game.state)) return replyPlatform(interaction, 'error.notThisTable');
  const side = sideOf(game.state, interaction.user.id);
  if (!side) return answerPrivately(interaction, 'key.spectator');
  const language = languageOfLocale(interaction.locale);
  const team = isTeamGame(game.state.players);
  const content = keyFaceText(playerView(game.state.engine, side), { language, team });
  // The key in words is the answer, at once; its picture follows by an edit when it is drawn.
  await interaction.reply({ content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
  try {
    const picture = await keyImage(context, id.gameId, game.state, side, language);
    await editByToken(context, interaction, '@original')(pictureEdit(KEY_IMAGE_NAME, picture, null));
  } catch (error) {
    context.log.warn({ gameId: id.gameId, err: String(error) }, 'key picture skipped');
  }
}

async function openClueModal(interaction: ButtonInteraction, context: BotContext, id: CustomId) {
  const game = await loadGame(context, id.gameId);
  if (!game) return replyPlatform(interaction, 'error.gameMissing');
  if (!fromItsBoard(interaction, game.state)) return replyPlatform(interaction, 'error.notThisTable');
  const side = sideOf(game.state, interaction.user.id);
  if (!side) return replyPlatform(interaction, 'error.notAPlayer');
  const empty = emptySide(game.state);
  if (empty) return answerPrivately(interaction, 'error.paused', { side: empty });
  const { phase } = game.state.engine;
  if (phase.kind !== 'awaiting-clue' || (phase.clueGiver !== null && phase.clueGiver !== side)) {
    return answerPrivately(interaction, 'error.notYourClueTurn');
  }
  const language = languageOfLocale(interaction.locale);
  await interaction.showModal(clueModal(id.gameId, boardVersion(game.state), language));
}

export async function onBoardButton(interaction: ButtonInteraction, id: CustomId, context: BotContext) {
  const press = decodeDuetPress(id);
  if (!press) return replyPlatform(interaction, 'error.unknownInteraction');
  switch (press.action) {
    case 'word':
      return pressWord(interaction, context, id, press.cell);
    case 'stop':
      return pressMove(interaction, context, id, { type: 'stopGuessing' });
    case 'flag':
      return pressMove(interaction, context, id, { type: 'flagInvalidClue' });
    case 'clue':
      return openClueModal(interaction, context, id);
    case 'key':
      return showKey(interaction, context, id);
    case 'help':
      return answerPrivately(interaction, 'help.text');
    case 'rematch':
      return startRematch(interaction, context, id.gameId);
    case 'join':
    case 'leave':
    case 'start':
    case 'start-plain':
      return onRosterButton(interaction, id, context);
    case 'clue-modal':
      return replyPlatform(interaction, 'error.unknownInteraction');
  }
}

export async function onBoardModal(interaction: ModalSubmitInteraction, id: CustomId, context: BotContext) {
  if (decodeDuetPress(id)?.action !== 'clue-modal')
    return replyPlatform(interaction, 'error.unknownInteraction');
  const { word: typed, number } = readClueModal(interaction);
  const text = readClueText(typed);
  if (!text.ok) return answerPrivately(interaction, `rule.${text.code}`);
  if (number === null) return answerPrivately(interaction, 'error.clueNumber');
  const { word } = text;
  const game = await loadGame(context, id.gameId);
  const current =
    game && fromItsBoard(interaction, game.state) && boardVersion(game.state) === id.version ? game : null;
  if (await refuseIllegalClue(interaction, current, { word, number })) return;
  return pressMove(interaction, context, id, { type: 'giveClue', word, number }, game);
}
