import { type ChatInputCommandInteraction, PermissionFlagsBits } from 'discord.js';
import { z } from 'zod';
import type { BotServices } from '../../../platform/discord/bot-services.js';
import { replyEphemeral } from '../../../platform/discord/replies.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/languages.js';
import { changeSettings } from '../../../platform/server/settings.js';
import { duetCatalogs, tDuet } from '../i18n/index.js';
import { type DuetDefaults, duetDefaultsOf } from '../server-defaults.js';
import { DUET_GAME } from './custom-ids.js';

const names = duetCatalogs.en;

/** The server's Duet defaults in words (`/rendezvous settings show` lists them too). */
export function duetDefaultsText(language: Language, stored: Record<string, unknown> | undefined): string {
  const defaults = duetDefaultsOf(stored);
  return tDuet(language, 'defaults.text', {
    tokens: defaults.tokens ?? 9,
    order: tDuet(language, `command.start.turnOrder.${defaults.turnOrder ?? 'alternating'}`),
  });
}

const changeSchema = z.object({
  tokens: z.union([z.literal(9), z.literal(10), z.literal(11)]).nullable(),
  turnOrder: z.enum(['alternating', 'free']).nullable(),
});

/** `/duet defaults [tokens] [turn-order]`: for members who manage the server; without options it shows them. */
export async function setDuetDefaults(interaction: ChatInputCommandInteraction, context: BotServices) {
  const language = languageOfLocale(interaction.locale);
  const { guildId } = interaction;
  if (!guildId || interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) !== true)
    return replyEphemeral(interaction, tDuet(language, 'defaults.notManager'));
  const parsed = changeSchema.safeParse({
    tokens: interaction.options.getInteger(names['command.name.tokens']),
    turnOrder: interaction.options.getString(names['command.name.turnOrder']),
  });
  if (!parsed.success) return replyEphemeral(interaction, tDuet(language, 'defaults.notManager'));
  const settings = await changeSettings(context.documents, guildId, (current) => {
    const given = parsed.data;
    const duet: DuetDefaults = {
      ...duetDefaultsOf(current.gameDefaults[DUET_GAME]),
      ...(given.tokens === null ? {} : { tokens: given.tokens }),
      ...(given.turnOrder === null ? {} : { turnOrder: given.turnOrder }),
    };
    return { ...current, gameDefaults: { ...current.gameDefaults, [DUET_GAME]: duet } };
  });
  await replyEphemeral(interaction, duetDefaultsText(language, settings.gameDefaults[DUET_GAME]));
}
