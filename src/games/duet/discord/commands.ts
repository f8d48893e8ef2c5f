import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { z } from 'zod';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import { replyEphemeral } from '../../../platform/discord/replies.js';
import { tPlatform } from '../../../platform/i18n/index.js';
import { languageOfLocale, languages } from '../../../platform/i18n/translator.js';
import { playerView, publicView, standardOptions } from '../engine/index.js';
import { duetCatalogs, tDuet } from '../i18n/index.js';
import { sideOf } from '../session.js';
import { answerPrivately, answerRuleError } from './answers.js';
import { editBoard } from './board-publisher.js';
import { headerText, ledgerText } from './board-text.js';
import { MAX_CUSTOM_WORD_LENGTH, parseCustomWords } from './custom-words.js';
import { type LoadedGame, loadGame, playMove } from './game-service.js';
import { keyFaceText } from './key-face.js';
import { boardContext, mentionSide } from './render-context.js';
import { defaultLanguage, isThreadChannel, missingPermissions, openGame } from './start-game.js';

const names = duetCatalogs.en;

const startOptionsSchema = z.object({
  tokens: z.union([z.literal(9), z.literal(10), z.literal(11)]).nullable(),
  language: z.enum(languages).nullable(),
  words: z.string().max(6000).nullable(),
  turnOrder: z.enum(['alternating', 'free']).nullable(),
});

export async function startFromCommand(interaction: ChatInputCommandInteraction, context: BotContext) {
  const partner = interaction.options.getUser(names['command.name.partner'], true);
  if (partner.id === interaction.user.id) return answerPrivately(interaction, 'start.partnerSelf');
  if (partner.bot) return answerPrivately(interaction, 'start.partnerBot');
  const missing = missingPermissions(interaction.appPermissions, isThreadChannel(interaction.channel?.type));
  if (missing.length > 0) {
    return answerPrivately(interaction, 'start.missingPermissions', { permissions: missing.join(', ') });
  }
  const parsed = startOptionsSchema.safeParse({
    tokens: interaction.options.getInteger(names['command.name.tokens']),
    language: interaction.options.getString(names['command.name.language']),
    words: interaction.options.getString(names['command.name.words']),
    turnOrder: interaction.options.getString(names['command.name.turnOrder']),
  });
  if (!parsed.success) {
    return replyEphemeral(
      interaction,
      tPlatform(languageOfLocale(interaction.locale), 'error.malformedInput'),
    );
  }
  const options = parsed.data;
  let customWords: string[] | null = null;
  if (options.words !== null) {
    const words = parseCustomWords(options.words);
    if (!words.ok) {
      if (words.reason === 'too-few')
        return answerPrivately(interaction, 'start.tooFewWords', { count: words.count });
      if (words.reason === 'too-long') {
        return answerPrivately(interaction, 'start.wordTooLong', {
          word: words.word,
          max: MAX_CUSTOM_WORD_LENGTH,
        });
      }
      return answerPrivately(interaction, 'start.duplicateWords', { words: words.duplicates.join(', ') });
    }
    customWords = words.words;
  }
  await openGame(interaction, context, {
    players: { A: [interaction.user.id], B: [partner.id] },
    language: options.language ?? defaultLanguage(interaction),
    options: standardOptions(options.tokens ?? 9, options.turnOrder ?? 'alternating'),
    customWords,
  });
}

async function gameInChannel(
  interaction: ChatInputCommandInteraction,
  context: BotContext,
): Promise<LoadedGame | null> {
  const gameId = await context.store.gameIdInChannel(interaction.channelId);
  const game = gameId ? await loadGame(context, gameId) : null;
  if (!game) await answerPrivately(interaction, 'error.noGameInChannel');
  return game;
}

/** The board as text, privately, plus the asker's own key if they play. */
export async function duetStatus(interaction: ChatInputCommandInteraction, context: BotContext) {
  const game = await gameInChannel(interaction, context);
  if (!game) return;
  const language = languageOfLocale(interaction.locale);
  const idleDays = Math.round(context.idleSeconds / 86_400);
  const view = publicView(game.session.engine);
  const board = { ...boardContext(game.gameId, game.session, view, idleDays), language };
  const side = sideOf(game.session, interaction.user.id);
  const parts = [tDuet(language, 'status.title'), headerText(board), ledgerText(board)];
  parts.push(
    side
      ? `${tDuet(language, 'status.yourSide', { side })}\n${keyFaceText(playerView(game.session.engine, side), language)}`
      : tDuet(language, 'status.spectating'),
  );
  await interaction.reply({
    content: parts.join('\n\n').slice(0, 2000),
    flags: MessageFlags.Ephemeral,
    allowedMentions: { parse: [] },
  });
}

/** Resigns the channel's game for a player; the board shows the result and both sides. */
export async function endGame(interaction: ChatInputCommandInteraction, context: BotContext) {
  const game = await gameInChannel(interaction, context);
  if (!game) return;
  const outcome = await playMove(context, game.gameId, null, interaction.user.id, { type: 'resign' });
  if (outcome.kind === 'not-a-player') return answerPrivately(interaction, 'error.notAPlayer');
  if (outcome.kind === 'missing') return answerPrivately(interaction, 'error.gameMissing');
  if (outcome.kind === 'refused') return answerRuleError(interaction, outcome.error);
  if (outcome.kind === 'stale') return answerPrivately(interaction, 'error.stale');
  await answerPrivately(interaction, 'stop.done');
  await editBoard(context, outcome.game);
}

export function showHelp(interaction: ChatInputCommandInteraction) {
  return answerPrivately(interaction, 'help.text');
}

/** `/clue word count`: the clue goes on the board, and the guesser is pinged in the channel. */
export async function giveClueFromCommand(interaction: ChatInputCommandInteraction, context: BotContext) {
  const game = await gameInChannel(interaction, context);
  if (!game) return;
  const word = interaction.options.getString(names['command.name.word'], true);
  const number = interaction.options.getInteger(names['command.name.count'], true);
  const outcome = await playMove(context, game.gameId, null, interaction.user.id, {
    type: 'giveClue',
    word,
    number,
  });
  if (outcome.kind === 'not-a-player') return answerPrivately(interaction, 'error.notAPlayer');
  if (outcome.kind === 'missing') return answerPrivately(interaction, 'error.gameMissing');
  if (outcome.kind === 'refused') return answerRuleError(interaction, outcome.error, word);
  if (outcome.kind === 'stale') return answerPrivately(interaction, 'error.stale');
  const { session } = outcome.game;
  const phase = session.engine.phase;
  if (phase.kind !== 'guessing') return;
  const clue = session.engine.clues.at(-1);
  const players = { players: session.players };
  await interaction.reply({
    content: tDuet(session.language, 'clue.announce', {
      giver: mentionSide(players, phase.clueGiver),
      word: clue?.word ?? word,
      number,
      guesser: mentionSide(players, phase.guesser),
    }),
    allowedMentions: { users: session.players[phase.guesser] },
  });
  await editBoard(context, outcome.game);
}
