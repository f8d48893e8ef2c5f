import {
  type ButtonInteraction,
  ChannelType,
  type ChatInputCommandInteraction,
  PermissionFlagsBits,
  type PermissionsBitField,
} from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/translator.js';
import { wordList } from '../../words/index.js';
import { type DuetOptions, isGameOver } from '../engine/index.js';
import type { DuetSession } from '../session.js';
import { sideOf } from '../session.js';
import { answerPrivately } from './answers.js';
import { replyWithBoard } from './board-publisher.js';
import { customWordPool } from './custom-words.js';
import { loadGame, startGame } from './game-service.js';

const NEEDED_IN_CHANNEL = {
  ViewChannel: PermissionFlagsBits.ViewChannel,
  SendMessages: PermissionFlagsBits.SendMessages,
  ReadMessageHistory: PermissionFlagsBits.ReadMessageHistory,
  EmbedLinks: PermissionFlagsBits.EmbedLinks,
  AttachFiles: PermissionFlagsBits.AttachFiles,
} as const;

/** Permissions the bot lacks here, named as Discord's settings name them. */
export function missingPermissions(permissions: Readonly<PermissionsBitField>, inThread: boolean): string[] {
  const needed: Record<string, bigint> = { ...NEEDED_IN_CHANNEL };
  if (inThread) {
    delete needed.SendMessages;
    needed.SendMessagesInThreads = PermissionFlagsBits.SendMessagesInThreads;
  }
  return Object.entries(needed)
    .filter(([, flag]) => !permissions.has(flag))
    .map(([name]) => name.replace(/([a-z])([A-Z])/g, '$1 $2'));
}

export function isThreadChannel(type: ChannelType | undefined): boolean {
  return (
    type === ChannelType.PublicThread ||
    type === ChannelType.PrivateThread ||
    type === ChannelType.AnnouncementThread
  );
}

export interface StartRequest {
  players: DuetSession['players'];
  language: Language;
  options: DuetOptions;
  customWords: string[] | null;
}

/** Creates the game and posts its board as the answer; refuses when the channel already has one. */
export async function openGame(
  interaction: ChatInputCommandInteraction | ButtonInteraction,
  context: BotContext,
  request: StartRequest,
): Promise<void> {
  if (!interaction.guildId || !interaction.channelId)
    return answerPrivately(interaction, 'start.channelBusy');
  const wordPool = request.customWords ? customWordPool(request.customWords) : wordList(request.language);
  const outcome = await startGame(context, {
    guildId: interaction.guildId,
    channelId: interaction.channelId,
    players: request.players,
    language: request.language,
    options: request.options,
    wordPool,
    customWords: request.customWords,
  });
  if (outcome.kind === 'channel-busy') return answerPrivately(interaction, 'start.channelBusy');
  context.log.info({ gameId: outcome.game.gameId, channelId: interaction.channelId }, 'game started');
  await replyWithBoard(interaction, context, outcome.game);
}

/** Same players, same options, new words and key card. */
export async function startRematch(interaction: ButtonInteraction, context: BotContext, gameId: string) {
  const game = await loadGame(context, gameId);
  if (!game) return answerPrivately(interaction, 'error.gameMissing');
  if (!sideOf(game.session, interaction.user.id)) return answerPrivately(interaction, 'error.notAPlayer');
  if (!isGameOver(game.session.engine)) return answerPrivately(interaction, 'start.channelBusy');
  return openGame(interaction, context, {
    players: game.session.players,
    language: game.session.language,
    options: game.session.engine.options,
    customWords: game.session.customWords,
  });
}

export function defaultLanguage(interaction: ChatInputCommandInteraction): Language {
  return languageOfLocale(interaction.guildLocale ?? interaction.locale);
}
