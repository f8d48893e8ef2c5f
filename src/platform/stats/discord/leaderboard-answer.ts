import { createHash } from 'node:crypto';
import type { ChatInputCommandInteraction, Guild } from 'discord.js';
import type { BotContext } from '../../discord/bot-context.js';
import { replyEphemeral } from '../../discord/replies.js';
import { type Language, languageOfLocale } from '../../i18n/languages.js';
import { ALL_GAMES } from '../boards.js';
import { tStats } from '../i18n/index.js';
import { type LeaderboardHeading, leaderboardAltText, leaderboardText } from '../leaderboard-text.js';
import { metricLabeller, rolesOf } from '../metric-names.js';
import type { LeaderboardPicture } from '../render/leaderboard-image.js';
import { renderLeaderboard } from '../render/renderer.js';
import { leaderboardOptions, periodOf, type Standing, standing } from '../standings.js';
import type { MetricLabel } from '../stats-text.js';
import { gameNamer } from './stats-answer.js';

/** The options' registered (English) names. */
export const GAME_OPTION = 'game';
export const PERIOD_OPTION = 'period';

const LEADERBOARD_SIZE = 10;
const PICTURE_NAME = 'leaderboard.png';

/** Each player's name as the server shows it; the user's own name once they left, or a placeholder. */
async function displayNames(guild: Guild | null, members: readonly string[], language: Language) {
  const named = await Promise.all(
    members.map(async (userId): Promise<[string, string]> => {
      const member = await guild?.members.fetch(userId).catch(() => null);
      if (member) return [userId, member.displayName];
      const user = await guild?.client.users.fetch(userId).catch(() => null);
      return [userId, user?.displayName ?? tStats(language, 'leaderboard.formerMember')];
    }),
  );
  return new Map(named);
}

function pictureOf(
  language: Language,
  heading: LeaderboardHeading,
  board: Standing,
  names: ReadonlyMap<string, string>,
  label: MetricLabel,
): LeaderboardPicture {
  return {
    title: tStats(language, 'leaderboard.title', { ...heading }),
    headers: {
      rank: tStats(language, 'leaderboard.rank'),
      player: tStats(language, 'leaderboard.player'),
      figures: board.columns.map(label),
    },
    rows: board.rows.map((row) => ({
      rank: row.rank,
      name: names.get(row.member) ?? '',
      figures: row.values.map((value) => (value === null ? '–' : String(value))),
    })),
  };
}

/** `/leaderboard [game] [period]`: the server's top ten, in public, as a picture and in text. */
export async function answerLeaderboard(
  interaction: ChatInputCommandInteraction,
  context: BotContext,
): Promise<void> {
  const language = languageOfLocale(interaction.locale);
  const { guildId } = interaction;
  if (!guildId) return replyEphemeral(interaction, tStats(language, 'error.serverOnly'));
  const options = leaderboardOptions([...context.games.keys()]).safeParse({
    game: interaction.options.getString(GAME_OPTION) ?? undefined,
    period: interaction.options.getString(PERIOD_OPTION) ?? undefined,
  });
  if (!options.success) return replyEphemeral(interaction, tStats(language, 'error.badOption'));
  const { game, period } = options.data;
  const heading: LeaderboardHeading = {
    game: game === ALL_GAMES ? tStats(language, 'game.all') : gameNamer(context, language)(game),
    period: tStats(language, `period.${period}`),
  };
  const board = await standing(
    context.leaderboards,
    guildId,
    game,
    periodOf(period, context.now()),
    LEADERBOARD_SIZE,
    rolesOf(context.games.values()),
  );
  const label = metricLabeller(language, context.games.values());
  const content = leaderboardText(language, heading, board, label);
  const allowedMentions = { parse: [] };
  if (board.rows.length === 0) {
    await interaction.reply({ content, allowedMentions });
    return;
  }
  const names = await displayNames(
    interaction.guild,
    board.rows.map((row) => row.member),
    language,
  );
  const picture = pictureOf(language, heading, board, names, label);
  const key = `leaderboard:${createHash('sha256').update(JSON.stringify(picture)).digest('base64url')}`;
  const png = await renderLeaderboard(context.render, key, picture).catch((error: unknown) => {
    context.log.warn({ guildId, err: String(error) }, 'leaderboard picture not drawn');
    return null;
  });
  const files = png
    ? [
        {
          attachment: png,
          name: PICTURE_NAME,
          description: leaderboardAltText(language, heading, board, names, label),
        },
      ]
    : [];
  await interaction.reply({ content, files, allowedMentions });
}
