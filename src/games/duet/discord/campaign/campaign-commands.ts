import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import type { BotServices } from '../../../../platform/discord/bot-services.js';
import { languageOfLocale } from '../../../../platform/i18n/languages.js';
import { cleanText, isNameText } from '../../../../platform/text/clean-text.js';
import { campaignSchema, newCampaign } from '../../campaign/campaign.js';
import { createCampaign, importCampaign } from '../../campaign/campaign-store.js';
import { type DuetMessageKey, duetCatalogs, tDuet } from '../../i18n/index.js';
import { answerPrivately, commandTextsFor, textFor } from '../answers.js';
import { MAP_IMAGE_NAME, missionMapImage } from '../board-images.js';
import { mentionAll } from '../render-context.js';
import { historyText, mapText, statusText } from './campaign-text.js';
import { resolveCampaign } from './mission-choice.js';

const names = duetCatalogs.en;
const MAX_IMPORT_BYTES = 1_000_000;

const campaignNamed = (interaction: ChatInputCommandInteraction, context: BotServices) =>
  resolveCampaign(interaction, context, interaction.options.getString(names['command.name.name'], true));

function reply(interaction: ChatInputCommandInteraction, content: string, ephemeral: boolean) {
  return interaction.reply({
    content: content.slice(0, 2000),
    allowedMentions: { parse: [] },
    ...(ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
  });
}

/** `/duet campaign new`: a team's sheet, announced in the channel. */
export async function createCampaignFromCommand(
  interaction: ChatInputCommandInteraction,
  context: BotServices,
) {
  const name = cleanText(interaction.options.getString(names['command.name.name'], true));
  if (!isNameText(name) || [...name].length > 40 || !interaction.guildId) {
    return answerPrivately(interaction, 'campaign.badName');
  }
  const members = (['command.name.member1', 'command.name.member2', 'command.name.member3'] as const)
    .map((option) => interaction.options.getUser(names[option]))
    .filter((user) => user !== null && !user.bot)
    .map((user) => user?.id ?? '');
  const campaign = newCampaign({
    name,
    guildId: interaction.guildId,
    createdBy: interaction.user.id,
    members,
    now: context.now(),
  });
  if ((await createCampaign(context.documents, campaign)) === 'exists') {
    return answerPrivately(interaction, 'campaign.exists', { name });
  }
  context.log.info({ guildId: interaction.guildId, campaign: campaign.id }, 'campaign created');
  const language = languageOfLocale(interaction.guildLocale ?? interaction.locale);
  await reply(
    interaction,
    tDuet(language, 'campaign.created', {
      ...commandTextsFor(interaction, language),
      name: campaign.name,
      members: mentionAll(campaign.members),
    }),
    false,
  );
}

export async function exportCampaign(interaction: ChatInputCommandInteraction, context: BotServices) {
  const campaign = await campaignNamed(interaction, context);
  if (!campaign) return;
  await interaction.reply({
    content: textFor(interaction, 'campaign.exported', { name: campaign.name }),
    files: [
      { attachment: Buffer.from(JSON.stringify(campaign, null, 2)), name: `campaign-${campaign.id}.json` },
    ],
    flags: MessageFlags.Ephemeral,
  });
}

/** Fills in a private deferral, in the presser's own language. */
async function answerDeferred(
  interaction: ChatInputCommandInteraction,
  key: DuetMessageKey,
  variables?: Record<string, string | number>,
): Promise<void> {
  await interaction.editReply({
    content: textFor(interaction, key, variables),
    allowedMentions: { parse: [] },
  });
}

/**
 * Reads an export back: size-limited, parsed and validated, and only into the server it came from.
 * Deferred first: the file is fetched.
 */
export async function importFromFile(interaction: ChatInputCommandInteraction, context: BotServices) {
  const file = interaction.options.getAttachment(names['command.name.file'], true);
  if (file.size > MAX_IMPORT_BYTES) {
    return answerPrivately(interaction, 'campaign.importInvalid', {
      reason: `larger than ${MAX_IMPORT_BYTES} bytes`,
    });
  }
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const invalid = (reason: string) => answerDeferred(interaction, 'campaign.importInvalid', { reason });
  let data: unknown;
  try {
    const response = await fetch(file.url, { signal: AbortSignal.timeout(2000) });
    data = JSON.parse(await response.text());
  } catch {
    return invalid('not JSON');
  }
  const parsed = campaignSchema.safeParse(data);
  if (!parsed.success) {
    return invalid(
      parsed.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; '),
    );
  }
  if (parsed.data.guildId !== interaction.guildId)
    return answerDeferred(interaction, 'campaign.importForeign');
  await importCampaign(context.documents, parsed.data);
  context.log.info({ guildId: interaction.guildId, campaign: parsed.data.id }, 'campaign imported');
  return answerDeferred(interaction, 'campaign.imported', {
    name: parsed.data.name,
    completed: parsed.data.completed.length,
    played: parsed.data.results.length,
  });
}

/** `/duet campaign map`: the map picture and the same map as a list, privately. */
export async function showMap(interaction: ChatInputCommandInteraction, context: BotServices) {
  const campaign = await campaignNamed(interaction, context);
  if (!campaign) return;
  const language = languageOfLocale(interaction.locale);
  await interaction.reply({
    content: mapText(campaign, language).slice(0, 2000),
    files: [{ name: MAP_IMAGE_NAME, attachment: await missionMapImage(context, campaign, language) }],
    allowedMentions: { parse: [] },
    flags: MessageFlags.Ephemeral,
  });
}

export async function showHistory(interaction: ChatInputCommandInteraction, context: BotServices) {
  const campaign = await campaignNamed(interaction, context);
  if (campaign) await reply(interaction, historyText(campaign, languageOfLocale(interaction.locale)), true);
}

export async function showStatus(interaction: ChatInputCommandInteraction, context: BotServices) {
  const campaign = await campaignNamed(interaction, context);
  if (campaign) await reply(interaction, statusText(campaign, languageOfLocale(interaction.locale)), true);
}
