import { type ButtonInteraction, MessageFlags } from 'discord.js';
import type { BotContext } from '../discord/bot-context.js';
import type { CustomId } from '../discord/custom-id.js';
import { gameRuntime } from '../discord/game-runtime.js';
import { replyPlatform } from '../discord/replies.js';
import { languageOfLocale } from '../i18n/languages.js';
import { tServer } from '../server/i18n/index.js';
import { isModerator } from '../server/moderators.js';
import { turnReminders } from './turn-reminders.js';

/** **Stop reminders for this game** on a reminder: for its players (or a moderator), until it ends. */
export async function muteReminders(interaction: ButtonInteraction, id: CustomId, context: BotContext) {
  const language = languageOfLocale(interaction.locale);
  const stored = await context.store.get(id.gameId);
  const module = stored ? context.games.get(stored.game) : undefined;
  const game = module ? await gameRuntime(module, context).load(id.gameId) : null;
  if (!module || !game) return replyPlatform(interaction, 'error.gameMissing');
  const player = module.rules.seatOf(game.state, interaction.user.id) !== null;
  if (!player && !isModerator(interaction.memberPermissions)) {
    await interaction.reply({
      content: tServer(language, 'reminder.notYours'),
      flags: MessageFlags.Ephemeral,
    });
    return;
  }
  await context.reminders.mute(id.gameId);
  await interaction.reply({ content: tServer(language, 'reminder.muted'), flags: MessageFlags.Ephemeral });
  await turnReminders(context).removeNotice(id.gameId);
}
