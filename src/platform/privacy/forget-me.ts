import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import type { BotContext } from '../discord/bot-context.js';
import type { SubcommandSpec } from '../discord/slash-command.js';
import { forgetPlayer } from '../history/game-history.js';
import { languageOfLocale } from '../i18n/languages.js';
import { textsOf } from '../i18n/localizations.js';
import { privacyCatalogs, tPrivacy } from './i18n/index.js';

/**
 * Everything the bot keeps about a member on one server, gone: their part in its game history
 * and their lines on its boards. Returns how many games named them.
 */
export async function forgetMember(context: BotContext, guildId: string, userId: string): Promise<number> {
  const games = await forgetPlayer(context.documents, guildId, userId);
  await context.leaderboards.forget(guildId, userId);
  return games;
}

/** `/rendezvous forget-me`: deferred first, since a long history takes a while to go through. */
async function forgetMe(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  if (!interaction.inGuild()) return;
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const games = await forgetMember(context, interaction.guildId, interaction.user.id);
  await interaction.editReply({
    content: tPrivacy(languageOfLocale(interaction.locale), 'forget.done', { games }),
    allowedMentions: { parse: [] },
  });
}

/** The `forget-me` entry of `/rendezvous`: any member, for themselves only. */
export const forgetMeEntry: SubcommandSpec = {
  name: textsOf(privacyCatalogs, 'command.name.forgetMe'),
  description: textsOf(privacyCatalogs, 'command.forgetMe.description'),
  execute: forgetMe,
};
