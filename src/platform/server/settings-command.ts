import { type ChatInputCommandInteraction, PermissionFlagsBits } from 'discord.js';
import { z } from 'zod';
import type { BotContext } from '../discord/bot-context.js';
import type { AnyGameModule } from '../discord/game-module.js';
import { replyEphemeral } from '../discord/replies.js';
import { type Language, languageOfLocale, languages } from '../i18n/languages.js';
import { type ServerMessageKey, serverCatalogs, tServer } from './i18n/index.js';
import {
  changeSettings,
  loadSettings,
  MAX_REMINDER_MINUTES,
  MIN_REMINDER_MINUTES,
  type ServerSettings,
} from './settings.js';

const option = (key: ServerMessageKey) => serverCatalogs.en[key];

/** The language option's value that follows the server's locale. */
export const SERVER_LANGUAGE = 'server';

const say = (
  interaction: ChatInputCommandInteraction,
  key: ServerMessageKey,
  variables?: Record<string, string | number>,
) => tServer(languageOfLocale(interaction.locale), key, variables);

const mayManage = (interaction: ChatInputCommandInteraction) =>
  interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) === true;

/** The settings in full, in the reader's language: what a manager set, and the defaults. */
export function settingsText(
  language: Language,
  settings: ServerSettings,
  games: Iterable<AnyGameModule> = [],
): string {
  const gameDefaults = [...games].flatMap((game) =>
    game.describeDefaults ? [game.describeDefaults(language, settings.gameDefaults[game.id])] : [],
  );
  const onOff = (on: boolean) => tServer(language, on ? 'settings.on' : 'settings.off');
  const channels =
    settings.gameChannels.length === 0
      ? tServer(language, 'settings.everyChannel')
      : settings.gameChannels.map((id) => `<#${id}>`).join(' ');
  return [
    tServer(language, 'settings.title'),
    tServer(language, 'settings.language', {
      value: settings.language
        ? tServer(language, `language.${settings.language}`)
        : tServer(language, 'settings.serverLanguage'),
    }),
    tServer(language, 'settings.channels', { value: channels }),
    tServer(language, 'settings.threads', { value: onOff(settings.threads) }),
    tServer(language, 'settings.reminders', {
      value: settings.reminders
        ? tServer(language, 'settings.reminderAfter', { minutes: settings.reminderMinutes })
        : onOff(false),
    }),
    tServer(language, 'settings.consensus', { value: onOff(settings.consensus) }),
    ...gameDefaults,
  ].join('\n');
}

async function answerWith(
  interaction: ChatInputCommandInteraction,
  context: BotContext,
  settings: ServerSettings,
  lead?: string,
) {
  const text = settingsText(languageOfLocale(interaction.locale), settings, context.games.values());
  await replyEphemeral(interaction, lead ? `${lead}\n${text}` : text);
}

/** `/rendezvous settings show`: for members who manage the server. */
export async function showSettings(interaction: ChatInputCommandInteraction, context: BotContext) {
  if (!mayManage(interaction) || !interaction.guildId)
    return replyEphemeral(interaction, say(interaction, 'settings.notManager'));
  await answerWith(interaction, context, await loadSettings(context.documents, interaction.guildId));
}

const changesSchema = z.object({
  language: z.enum([SERVER_LANGUAGE, ...languages]).nullable(),
  threads: z.boolean().nullable(),
  reminders: z.boolean().nullable(),
  reminderMinutes: z.number().int().min(MIN_REMINDER_MINUTES).max(MAX_REMINDER_MINUTES).nullable(),
  consensus: z.boolean().nullable(),
});

/** `/rendezvous settings set`: every option given changes; the rest stay as they were. */
export async function setSettings(interaction: ChatInputCommandInteraction, context: BotContext) {
  if (!mayManage(interaction) || !interaction.guildId)
    return replyEphemeral(interaction, say(interaction, 'settings.notManager'));
  const parsed = changesSchema.safeParse({
    language: interaction.options.getString(option('command.name.language')),
    threads: interaction.options.getBoolean(option('command.name.threads')),
    reminders: interaction.options.getBoolean(option('command.name.reminders')),
    reminderMinutes: interaction.options.getInteger(option('command.name.reminderMinutes')),
    consensus: interaction.options.getBoolean(option('command.name.consensus')),
  });
  if (!parsed.success) return replyEphemeral(interaction, say(interaction, 'settings.bad'));
  const given = parsed.data;
  const settings = await changeSettings(context.documents, interaction.guildId, (current) => ({
    ...current,
    ...(given.language === null
      ? {}
      : { language: given.language === SERVER_LANGUAGE ? null : given.language }),
    ...(given.threads === null ? {} : { threads: given.threads }),
    ...(given.reminders === null ? {} : { reminders: given.reminders }),
    ...(given.reminderMinutes === null ? {} : { reminderMinutes: given.reminderMinutes }),
    ...(given.consensus === null ? {} : { consensus: given.consensus }),
  }));
  await answerWith(interaction, context, settings, say(interaction, 'settings.saved'));
}

/** `/rendezvous settings game-channel`: allows or disallows games in one channel. */
export async function setGameChannel(interaction: ChatInputCommandInteraction, context: BotContext) {
  if (!mayManage(interaction) || !interaction.guildId)
    return replyEphemeral(interaction, say(interaction, 'settings.notManager'));
  const channel = interaction.options.getChannel(option('command.name.channel'), true);
  const allowed = interaction.options.getBoolean(option('command.name.allowed'), true);
  const settings = await changeSettings(context.documents, interaction.guildId, (current) => {
    const others = current.gameChannels.filter((id) => id !== channel.id);
    return { ...current, gameChannels: allowed ? [...others, channel.id] : others };
  });
  await answerWith(interaction, context, settings, say(interaction, 'settings.saved'));
}
