import type { ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import { replyEphemeral } from '../../../platform/discord/replies.js';
import { tPlatform } from '../../../platform/i18n/index.js';
import { languageOfLocale, languages } from '../../../platform/i18n/languages.js';
import { displayNameOf, openStagedLobby } from '../../shared/discord/staged-lobby.js';
import { askToEndGame } from '../../shared/discord/stop-confirmation.js';
import { tableOpening } from '../../shared/discord/table-defaults.js';
import { loadKeyCampaign, nextMission } from '../campaign.js';
import { type KeyMessageKey, keyCatalogs } from '../i18n/index.js';
import { campaignLobby, joinTable } from '../lobby.js';
import { keyMissions, missionById } from '../missions.js';
import { answerPrivately } from './answers.js';
import { campaignText } from './campaign-text.js';
import { renderLobby } from './lobby-message.js';
import { asGame, theKey } from './runtime.js';
import { keyStop } from './stop-confirmation.js';

const option = (key: KeyMessageKey) => keyCatalogs.en[key];

const lobbyOptionsSchema = z.object({
  language: z.enum(languages).nullable(),
  mission: z
    .string()
    .nullable()
    .refine((id) => id === null || missionById(id) !== undefined),
});

/** `/thekey lobby`: the opener's seat, and the campaign's next mission unless one was named. */
export async function openLobbyFromCommand(interaction: ChatInputCommandInteraction, context: BotContext) {
  const defaults = await tableOpening(interaction, context, (permissions) =>
    answerPrivately(interaction, 'start.missingPermissions', { permissions }),
  );
  if (!defaults) return;
  const parsed = lobbyOptionsSchema.safeParse({
    language: interaction.options.getString(option('command.name.language')),
    mission: interaction.options.getString(option('command.name.mission')),
  });
  const { guildId } = interaction;
  if (!parsed.success || !guildId)
    return replyEphemeral(
      interaction,
      tPlatform(languageOfLocale(interaction.locale), 'error.malformedInput'),
    );
  const campaign = await loadKeyCampaign(context.documents, guildId);
  const seated = joinTable([], interaction.user.id, displayNameOf(interaction));
  const lobby = campaignLobby(
    campaign,
    {
      guildId,
      channelId: interaction.channelId,
      language: parsed.data.language ?? defaults.language,
      openedBy: interaction.user.id,
      seats: seated.ok ? seated.seats : [],
      missionId: parsed.data.mission ?? nextMission(campaign)?.id ?? keyMissions[0]?.id ?? '',
    },
    context.now(),
  );
  const gameId = context.newGameId();
  const opened = await openStagedLobby(theKey(context), interaction, gameId, lobby, renderLobby);
  if (!opened) return answerPrivately(interaction, 'start.channelBusy');
  context.log.info({ gameId, channelId: lobby.channelId }, 'thekey lobby opened');
}

/** `/thekey campaign`: this server's missions, how each went, and what comes next. */
export async function showCampaign(interaction: ChatInputCommandInteraction, context: BotContext) {
  if (!interaction.guildId)
    return replyEphemeral(
      interaction,
      tPlatform(languageOfLocale(interaction.locale), 'error.malformedInput'),
    );
  const campaign = await loadKeyCampaign(context.documents, interaction.guildId);
  await replyEphemeral(interaction, campaignText(interaction, campaign));
}

/** `/thekey stop`: a player stops the channel's mission, once they confirm. */
export async function endMission(interaction: ChatInputCommandInteraction, context: BotContext) {
  const game = asGame(await theKey(context).sessions.inChannel(interaction.channelId));
  if (!game) return answerPrivately(interaction, 'error.noGameInChannel');
  await askToEndGame(keyStop(), interaction, game);
}

export const showHelp = (interaction: ChatInputCommandInteraction) =>
  answerPrivately(interaction, 'help.text');
