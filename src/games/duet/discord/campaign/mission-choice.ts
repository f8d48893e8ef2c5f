import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { BotContext } from '../../../../platform/discord/bot-context.js';
import { languageOfLocale } from '../../../../platform/i18n/languages.js';
import { normalizeForComparison } from '../../../../platform/text/normalize.js';
import { type Campaign, cityStatus, playableCities } from '../../campaign/campaign.js';
import { listCampaigns, loadCampaign } from '../../campaign/campaign-store.js';
import { type City, cityById } from '../../campaign/mission-map.js';
import { answerPrivately } from '../answers.js';

const MAX_CHOICES = 25;
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

/** Autocomplete for `mission`: the open cities of the campaigns the user plays in. */
export async function missionChoices(interaction: AutocompleteInteraction, context: BotContext) {
  if (!interaction.guildId) return [];
  const language = languageOfLocale(interaction.locale);
  const typed = normalizeForComparison(String(interaction.options.getFocused()));
  const campaigns = await listCampaigns(context.documents, interaction.guildId);
  return campaigns
    .filter((campaign) => campaign.members.includes(interaction.user.id))
    .flatMap((campaign) =>
      playableCities(campaign).flatMap((id) => {
        const city = cityById(id);
        if (!city) return [];
        const name = `${campaign.name} · ${city.names[language]} ${city.timer}-${city.bystander}`;
        return [{ name: name.slice(0, 100), value: missionValue(campaign, city) }];
      }),
    )
    .filter((choice) => normalizeForComparison(choice.name).includes(typed))
    .slice(0, MAX_CHOICES);
}

/** Autocomplete for a campaign `name`: the campaigns of this server. */
export async function campaignChoices(interaction: AutocompleteInteraction, context: BotContext) {
  if (!interaction.guildId) return [];
  const typed = normalizeForComparison(String(interaction.options.getFocused()));
  const campaigns = await listCampaigns(context.documents, interaction.guildId);
  return campaigns
    .filter((campaign) => normalizeForComparison(campaign.name).includes(typed))
    .slice(0, MAX_CHOICES)
    .map((campaign) => ({ name: campaign.name, value: campaign.id }));
}

export interface ChosenMission {
  campaign: Campaign;
  city: City;
}

/** The mission a `/duet start` asks for, checked: the user's campaign, an open city. Null: refused (answered). */
export async function resolveMission(
  interaction: ChatInputCommandInteraction,
  context: BotContext,
  value: string,
): Promise<ChosenMission | null> {
  const parsed = missionValueSchema.safeParse(value);
  const { campaignId, cityId } = parsed.success ? parsed.data : { campaignId: '', cityId: '' };
  const city = cityById(cityId);
  const campaign =
    interaction.guildId && campaignId
      ? await loadCampaign(context.documents, interaction.guildId, campaignId)
      : null;
  if (!campaign || !city) {
    await answerPrivately(interaction, 'campaign.missionUnknown');
    return null;
  }
  if (!campaign.members.includes(interaction.user.id)) {
    await answerPrivately(interaction, 'campaign.notMember', { name: campaign.name });
    return null;
  }
  if (cityStatus(campaign, city.id) === 'locked') {
    const language = languageOfLocale(interaction.locale);
    await answerPrivately(interaction, 'campaign.missionLocked', {
      city: city.names[language],
      name: campaign.name,
    });
    return null;
  }
  return { campaign, city };
}
