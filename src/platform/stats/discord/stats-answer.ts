import type { ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../discord/bot-context.js';
import { replyEphemeral } from '../../discord/replies.js';
import { gameHistory } from '../../history/game-history.js';
import { type Language, languageOfLocale } from '../../i18n/languages.js';
import { tStats } from '../i18n/index.js';
import { metricLabeller, rolesOf } from '../metric-names.js';
import { playerFigures } from '../standings.js';
import { type CampaignProgress, statsText } from '../stats-text.js';
import { streaksOf } from '../streaks.js';

/** The option naming whose figures to show (its registered, English name). */
export const USER_OPTION = 'user';

/** The name a game goes by in the reader's language (its id, were it ever unplugged). */
export function gameNamer(context: BotContext, language: Language): (scope: string) => string {
  return (scope) => context.games.get(scope)?.name(language) ?? scope;
}

/** `/stats [user]`: the player's figures on this server, privately, in the reader's language. */
export async function answerStats(
  interaction: ChatInputCommandInteraction,
  context: BotContext,
): Promise<void> {
  const language = languageOfLocale(interaction.locale);
  const { guildId } = interaction;
  if (!guildId) return replyEphemeral(interaction, tStats(language, 'error.serverOnly'));
  const user = interaction.options.getUser(USER_OPTION) ?? interaction.user;
  const [figures, history, campaign] = await Promise.all([
    playerFigures(context.leaderboards, guildId, user.id, rolesOf(context.games.values())),
    gameHistory(context.documents, guildId),
    campaignOf(context, guildId, user.id, language),
  ]);
  const text = statsText(
    language,
    {
      player: `<@${user.id}>`,
      self: user.id === interaction.user.id,
      figures,
      streaks: streaksOf(history, user.id),
      campaign,
    },
    gameNamer(context, language),
    metricLabeller(language, context.games.values()),
  );
  await replyEphemeral(interaction, text);
}

/** The first campaign a game keeps for this server, as one player took part in it. */
async function campaignOf(
  context: BotContext,
  guildId: string,
  userId: string,
  language: Language,
): Promise<CampaignProgress | null> {
  const progress = await Promise.all(
    [...context.games.values()].map(
      (game) => game.campaignProgress?.(context.documents, guildId, userId, language) ?? null,
    ),
  );
  return progress.find((entry) => entry !== null) ?? null;
}
