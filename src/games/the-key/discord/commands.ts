import type { ChatInputCommandInteraction, RepliableInteraction } from 'discord.js';
import { z } from 'zod';
import { replyEphemeral } from '../../../platform/discord/replies.js';
import { tPlatform } from '../../../platform/i18n/index.js';
import { languageOfLocale, languages } from '../../../platform/i18n/languages.js';
import { displayNameOf } from '../../../platform/table/lobby.js';
import { askToEndChannelGame, type StopGame } from '../../../platform/table/stop-question.js';
import { tableOpening } from '../../shared/discord/table-defaults.js';
import { type KeyCampaign, loadKeyCampaign, nextMission } from '../campaign.js';
import { type KeyDocument, type KeyGame, keyStaged } from '../document.js';
import { type KeyMessageKey, keyCatalogs, tKey } from '../i18n/index.js';
import { joinTable } from '../lobby.js';
import { answerOf, keyMissions, missionById } from '../missions.js';
import type { KeyGameMove, KeyRuntime } from '../rules.js';
import { answerPrivately, commandTextsFor, keyText } from './answers.js';
import { openCampaignLobby } from './lobby-interactions.js';

const option = (key: KeyMessageKey) => keyCatalogs.en[key];

const lobbyOptionsSchema = z.object({
  language: z.enum(languages).nullable(),
  mission: z
    .string()
    .nullable()
    .refine((id) => id === null || missionById(id) !== undefined),
});

const malformed = (interaction: RepliableInteraction) =>
  replyEphemeral(interaction, tPlatform(languageOfLocale(interaction.locale), 'error.malformedInput'));

/** `/thekey lobby`: the opener's seat, and the campaign's next mission unless one was named. */
export async function openLobbyFromCommand(interaction: ChatInputCommandInteraction, runtime: KeyRuntime) {
  const { context } = runtime;
  const defaults = await tableOpening(interaction, context, (permissions) =>
    answerPrivately(interaction, 'start.missingPermissions', { permissions }),
  );
  if (!defaults) return;
  const parsed = lobbyOptionsSchema.safeParse({
    language: interaction.options.getString(option('command.name.language')),
    mission: interaction.options.getString(option('command.name.mission')),
  });
  const { guildId, channelId } = interaction;
  if (!parsed.success || !guildId) return malformed(interaction);
  const seated = joinTable([], interaction.user.id, displayNameOf(interaction));
  const table = {
    guildId,
    channelId,
    language: parsed.data.language ?? defaults.language,
    openedBy: interaction.user.id,
    seats: seated.ok ? seated.seats : [],
  };
  const gameId = await openCampaignLobby(
    interaction,
    runtime,
    table,
    (next) => parsed.data.mission ?? next ?? keyMissions[0]?.id ?? '',
  );
  if (gameId) context.log.info({ gameId, channelId }, 'thekey lobby opened');
}

/** Why a mission was lost, as the campaign tells it: any other ending ran out of time. */
const lostReasons = ['wrong-answer', 'no-actions', 'stopped'] as const;
const reasonKey = (reason: string) =>
  `campaign.reason.${lostReasons.find((known) => known === reason) ?? 'time'}` as const;

/** The campaign log: every mission in order, how it went, and what comes next. */
function campaignText(interaction: RepliableInteraction, campaign: KeyCampaign): string {
  const language = languageOfLocale(interaction.locale);
  const next = nextMission(campaign);
  const lines = keyMissions.map((mission) => {
    const name = tKey(language, 'campaign.line', {
      order: mission.order,
      name: mission.names[language],
      stars: '★'.repeat(mission.difficulty),
    });
    const entry = campaign.entries.find((played) => played.missionId === mission.id);
    if (entry) {
      const players = entry.players.map((userId) => `<@${userId}>`).join(' ');
      const result = tKey(language, entry.won ? 'campaign.won' : 'campaign.lost', {
        answer: answerOf(mission),
        reason: tKey(language, entry.won ? 'campaign.reason.answer' : reasonKey(entry.reason)),
      });
      return `${name} — ${result} ${players}`;
    }
    return mission.id === next?.id ? `${name} — ${tKey(language, 'campaign.next')}` : name;
  });
  const footer = next
    ? keyText(interaction, 'campaign.footerNext', { name: next.names[language] })
    : keyText(interaction, 'campaign.footerDone');
  return [tKey(language, 'campaign.title'), ...lines, footer].join('\n');
}

/** `/thekey campaign`: this server's missions, how each went, and what comes next. */
export async function showCampaign(interaction: ChatInputCommandInteraction, { context }: KeyRuntime) {
  if (!interaction.guildId) return malformed(interaction);
  const campaign = await loadKeyCampaign(context.documents, interaction.guildId);
  await replyEphemeral(interaction, campaignText(interaction, campaign));
}

/** `/thekey stop` asks first, as every game's does: stopping ends the mission as a failure. */
export const keyStop: StopGame<KeyDocument, KeyGame, KeyGameMove> = {
  staged: keyStaged,
  resign: { type: 'resign' },
  text: tKey,
  commandTexts: commandTextsFor,
};

/** `/thekey stop`: a player stops the channel's mission, once they confirm. */
export async function endMission(interaction: ChatInputCommandInteraction, runtime: KeyRuntime) {
  await askToEndChannelGame(keyStop, runtime, interaction, () =>
    answerPrivately(interaction, 'error.noGameInChannel'),
  );
}

export const showHelp = (interaction: ChatInputCommandInteraction) =>
  answerPrivately(interaction, 'help.text');
