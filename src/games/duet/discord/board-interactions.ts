import { type ButtonInteraction, MessageFlags, type ModalSubmitInteraction } from 'discord.js';
import { z } from 'zod';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import { languageOfLocale } from '../../../platform/i18n/translator.js';
import { applyMove, BOARD_SIZE, type DuetMove, playerView } from '../engine/index.js';
import { boardVersion, emptySide, sideOf } from '../session.js';
import { afterMove } from './after-move.js';
import { answerPrivately, answerRuleError } from './answers.js';
import { KEY_IMAGE_NAME, keyImage } from './board-images.js';
import { updateBoardInPlace } from './board-publisher.js';
import { clueModal, readClueModal } from './clue-modal.js';
import { duetActions } from './custom-ids.js';
import { type LoadedGame, loadGame, type PlayOutcome, playMove, updateDocument } from './game-service.js';
import { keyFaceText } from './key-face.js';
import { startRematch } from './start-game.js';
import { consensusStep, needsConsensus } from './teams/consensus.js';
import { onRosterButton } from './teams/roster-interactions.js';

const cellSchema = z.coerce
  .number()
  .int()
  .min(0)
  .max(BOARD_SIZE - 1);
const actionSchema = z.enum(duetActions);

type Press = ButtonInteraction | ModalSubmitInteraction;

/** The private answer to a move that did not happen (shared by buttons and slash commands). */
export function answerUnapplied(
  interaction: Press | Parameters<typeof answerPrivately>[0],
  outcome: Exclude<PlayOutcome, { kind: 'applied' }>,
  clue = '',
): Promise<void> {
  switch (outcome.kind) {
    case 'stale':
      return answerPrivately(interaction, 'error.stale');
    case 'missing':
      return answerPrivately(interaction, 'error.gameMissing');
    case 'not-a-player':
      return answerPrivately(interaction, 'error.notAPlayer');
    case 'paused':
      return answerPrivately(interaction, 'error.paused', { side: outcome.side });
    case 'refused':
      return answerRuleError(interaction, outcome.error, clue);
  }
}

/** A move from a press on the board: answered by redrawing that board, or privately when refused. */
async function pressMove(
  interaction: Press,
  context: BotContext,
  id: CustomId,
  move: DuetMove,
  clue = '',
  preloaded: LoadedGame | null = null,
) {
  const outcome = await playMove(context, id.gameId, id.version, interaction.user.id, move, preloaded);
  if (outcome.kind === 'applied') {
    await updateBoardInPlace(interaction, context, outcome.game);
    context.log.info(
      { gameId: id.gameId, move: move.type, version: boardVersion(outcome.game.session) },
      'move',
    );
    return afterMove(context, outcome.game);
  }
  if (outcome.kind === 'stale') await updateBoardInPlace(interaction, context, outcome.game);
  return answerUnapplied(interaction, outcome, clue);
}

/** A word press: a guess, or in consensus mode a proposal that a second member confirms. */
async function pressWord(interaction: ButtonInteraction, context: BotContext, id: CustomId, cell: number) {
  const move: DuetMove = { type: 'guess', cell };
  const game = await loadGame(context, id.gameId);
  const side = game ? sideOf(game.session, interaction.user.id) : null;
  if (!game || !side || !needsConsensus(game.session, side) || boardVersion(game.session) !== id.version) {
    return pressMove(interaction, context, id, move, '', game);
  }
  const empty = emptySide(game.session);
  if (empty) return answerPrivately(interaction, 'error.paused', { side: empty });
  const legal = applyMove(game.session.engine, side, move);
  if (!legal.ok) return answerRuleError(interaction, legal.error);
  const step = consensusStep(game.session, interaction.user.id, cell, context.now());
  if (step.kind === 'confirm') return pressMove(interaction, context, id, move);
  if (step.kind === 'own-proposal') return answerPrivately(interaction, 'guess.confirmYourself');
  const proposed = await updateDocument(context, id.gameId, (document) => ({
    document:
      document.stage === 'game' && boardVersion(document) === id.version
        ? { ...document, pendingGuess: step.pendingGuess }
        : null,
    result: null,
  }));
  if (proposed.kind === 'written' && proposed.loaded.document.stage === 'game') {
    const { document, storeVersion } = proposed.loaded;
    return void (await updateBoardInPlace(interaction, context, {
      gameId: id.gameId,
      session: document,
      storeVersion,
    }));
  }
  return pressMove(interaction, context, id, move);
}

async function showKey(interaction: ButtonInteraction, context: BotContext, id: CustomId) {
  const game = await loadGame(context, id.gameId);
  if (!game) return answerPrivately(interaction, 'error.gameMissing');
  const side = sideOf(game.session, interaction.user.id);
  if (!side) return answerPrivately(interaction, 'key.spectator');
  const language = languageOfLocale(interaction.locale);
  const content = keyFaceText(playerView(game.session.engine, side), language);
  const picture = {
    name: KEY_IMAGE_NAME,
    attachment: await keyImage(id.gameId, game.session, side, language),
  };
  await interaction.reply({
    content,
    files: [picture],
    flags: MessageFlags.Ephemeral,
    allowedMentions: { parse: [] },
  });
}

async function openClueModal(interaction: ButtonInteraction, context: BotContext, id: CustomId) {
  const game = await loadGame(context, id.gameId);
  if (!game) return answerPrivately(interaction, 'error.gameMissing');
  const side = sideOf(game.session, interaction.user.id);
  if (!side) return answerPrivately(interaction, 'error.notAPlayer');
  const empty = emptySide(game.session);
  if (empty) return answerPrivately(interaction, 'error.paused', { side: empty });
  const { phase } = game.session.engine;
  if (phase.kind !== 'awaiting-clue' || (phase.clueGiver !== null && phase.clueGiver !== side)) {
    return answerPrivately(interaction, 'error.notYourClueTurn');
  }
  const language = languageOfLocale(interaction.locale);
  await interaction.showModal(clueModal(id.gameId, boardVersion(game.session), language));
}

export async function onBoardButton(interaction: ButtonInteraction, id: CustomId, context: BotContext) {
  const action = actionSchema.safeParse(id.action);
  if (!action.success) return answerPrivately(interaction, 'error.gameMissing');
  switch (action.data) {
    case 'word': {
      const cell = cellSchema.safeParse(id.arg);
      if (!cell.success) return answerPrivately(interaction, 'rule.no-cell');
      return pressWord(interaction, context, id, cell.data);
    }
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
      return answerPrivately(interaction, 'error.gameMissing');
  }
}

export async function onBoardModal(interaction: ModalSubmitInteraction, id: CustomId, context: BotContext) {
  if (id.action !== 'clue-modal') return answerPrivately(interaction, 'error.gameMissing');
  const { word, number } = readClueModal(interaction);
  if (number === null) return answerPrivately(interaction, 'error.clueNumber');
  return pressMove(interaction, context, id, { type: 'giveClue', word, number }, word);
}
