import { type AutocompleteInteraction, type ChatInputCommandInteraction, escapeMarkdown } from 'discord.js';
import { z } from 'zod';
import type { BotServices } from '../../../../platform/discord/bot-services.js';
import { type Language, languageOfLocale } from '../../../../platform/i18n/languages.js';
import { cleanText } from '../../../../platform/text/clean-text.js';
import { type Campaign, cityStatus } from '../../campaign/campaign.js';
import {
  campaignsMatching,
  lookUpCampaign,
  lookUpMission,
  type Mission,
  missionsMatching,
} from '../../campaign/campaign-lookup.js';
import { listCampaigns } from '../../campaign/campaign-store.js';
import { type City, cityById } from '../../campaign/mission-map.js';
import { answerPrivately } from '../answers.js';

const MAX_CHOICES = 25;
/** How many names a refusal lists: enough to pick from, short enough to read on a phone. */
const MAX_LISTED = 8;
/** `mission` option values are `<campaign id>/<city id>`. */
const missionValueSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,40}\/[a-z]+$/)
  .transform((value) => {
    const [campaignId = '', cityId = ''] = value.split('/');
    return { campaignId, cityId };
  });

export function missionValue(campaign: Campaign, city: City): string {
  return `${campaign.id}/${city.id}`;
}

/** A mission as the list shows it: "Night Owls · Prague 9-9". */
function missionLabel({ campaign, city }: Mission, language: Language): string {
  return `${campaign.name} · ${city.names[language]} ${city.timer}-${city.bystander}`;
}

function userCampaigns(campaigns: Campaign[], userId: string): Campaign[] {
  return campaigns.filter((campaign) => campaign.members.includes(userId));
}

const isOpen = ({ campaign, city }: Mission) => cityStatus(campaign, city.id) !== 'locked';

/** Autocomplete for `mission`: the open cities of the campaigns the user plays in, by any name. */
export async function missionChoices(interaction: AutocompleteInteraction, context: BotServices) {
  if (!interaction.guildId) return [];
  const language = languageOfLocale(interaction.locale);
  const campaigns = userCampaigns(
    await listCampaigns(context.documents, interaction.guildId),
    interaction.user.id,
  );
  return missionsMatching(String(interaction.options.getFocused()), campaigns)
    .filter(isOpen)
    .slice(0, MAX_CHOICES)
    .map((mission) => ({
      name: missionLabel(mission, language).slice(0, 100),
      value: missionValue(mission.campaign, mission.city),
    }));
}

/** Autocomplete for a campaign `name`: the campaigns of this server. */
export async function campaignChoices(interaction: AutocompleteInteraction, context: BotServices) {
  if (!interaction.guildId) return [];
  const campaigns = await listCampaigns(context.documents, interaction.guildId);
  return campaignsMatching(String(interaction.options.getFocused()), campaigns)
    .slice(0, MAX_CHOICES)
    .map((campaign) => ({ name: campaign.name, value: campaign.id }));
}

const listed = (names: string[]) => names.map((name) => `**${name}**`).join(', ');

/**
 * The campaign a command names: by its id (what the list sends) or its name typed in any case;
 * close spellings are offered when more than one fits. Null: refused (answered).
 */
export async function resolveCampaign(
  interaction: ChatInputCommandInteraction,
  context: BotServices,
  typed: string,
): Promise<Campaign | null> {
  const campaigns = interaction.guildId ? await listCampaigns(context.documents, interaction.guildId) : [];
  const found = lookUpCampaign(typed, campaigns);
  if (found.kind === 'found') return found.value;
  if (found.kind === 'choose') {
    await answerPrivately(interaction, 'campaign.choose', {
      choices: listed(found.values.map((campaign) => campaign.name)),
    });
  } else {
    const known = campaigns.slice(0, MAX_LISTED).map((campaign) => campaign.name);
    await answerPrivately(interaction, known.length > 0 ? 'campaign.unknownListed' : 'campaign.unknown', {
      name: escapeMarkdown(cleanText(typed)).slice(0, 100),
      campaigns: listed(known),
    });
  }
  return null;
}

/** The mission a `/duet start` asks for, checked: the user's campaign, an open city. Null: refused (answered). */
export async function resolveMission(
  interaction: ChatInputCommandInteraction,
  context: BotServices,
  typed: string,
): Promise<Mission | null> {
  const language = languageOfLocale(interaction.locale);
  const all = interaction.guildId ? await listCampaigns(context.documents, interaction.guildId) : [];
  const mission = missionByValue(typed, all) ?? (await missionByName(interaction, typed, all, language));
  if (!mission) return null;
  if (!mission.campaign.members.includes(interaction.user.id)) {
    await answerPrivately(interaction, 'campaign.notMember', { name: mission.campaign.name });
    return null;
  }
  if (!isOpen(mission)) {
    await answerPrivately(interaction, 'campaign.missionLocked', {
      city: mission.city.names[language],
      name: mission.campaign.name,
    });
    return null;
  }
  return mission;
}

/** What the mission list sends: `<campaign id>/<city id>`. */
function missionByValue(value: string, campaigns: Campaign[]): Mission | null {
  const parsed = missionValueSchema.safeParse(value);
  if (!parsed.success) return null;
  const campaign = campaigns.find((candidate) => candidate.id === parsed.data.campaignId);
  const city = cityById(parsed.data.cityId);
  return campaign && city ? { campaign, city } : null;
}

/** A mission typed by hand, among the user's campaigns; answers (and returns null) when it is not one. */
async function missionByName(
  interaction: ChatInputCommandInteraction,
  typed: string,
  campaigns: Campaign[],
  language: Language,
): Promise<Mission | null> {
  const own = userCampaigns(campaigns, interaction.user.id);
  if (own.length === 0) {
    await answerPrivately(interaction, 'campaign.noCampaign');
    return null;
  }
  const found = lookUpMission(typed, own);
  if (found.kind === 'found') return found.value;
  const offered = found.kind === 'choose' ? found.values.filter(isOpen) : [];
  const choices = offered.length > 0 ? offered : missionsMatching('', own).filter(isOpen);
  await answerPrivately(
    interaction,
    offered.length > 0 ? 'campaign.missionChoose' : 'campaign.missionNotFound',
    {
      mission: escapeMarkdown(cleanText(typed)).slice(0, 100),
      choices: listed(choices.slice(0, MAX_LISTED).map((mission) => missionLabel(mission, language))),
    },
  );
  return null;
}
