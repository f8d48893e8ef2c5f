import { languages } from '../../../platform/i18n/languages.js';
import { type Lookup, lookUpName, type Named, namesMatching } from '../../../platform/text/name-lookup.js';
import type { Campaign } from './campaign.js';
import { type City, missionMap } from './mission-map.js';

export interface Mission {
  campaign: Campaign;
  city: City;
}

/** A campaign answers to its id and its display name. */
function campaignNames(campaigns: readonly Campaign[]): Named<Campaign>[] {
  return campaigns.map((campaign) => ({ names: [campaign.id, campaign.name], value: campaign }));
}

/**
 * A mission answers to its city in every language (and its id), alone or after the campaign's
 * name, and to the label the mission list shows ("Night Owls · Prague 9-9").
 */
function missionNames(campaigns: readonly Campaign[]): Named<Mission>[] {
  return campaigns.flatMap((campaign) =>
    missionMap.cities.map((city) => {
      const cityNames = [city.id, ...languages.map((language) => city.names[language])];
      return {
        names: [
          ...cityNames,
          ...cityNames.map((name) => `${campaign.name} ${name}`),
          ...cityNames.map((name) => `${campaign.name} ${name} ${city.timer}-${city.bystander}`),
        ],
        value: { campaign, city },
      };
    }),
  );
}

/** The campaign a user means by an id or a name typed in any case, or the close ones to pick from. */
export function lookUpCampaign(typed: string, campaigns: readonly Campaign[]): Lookup<Campaign> {
  return lookUpName(typed, campaignNames(campaigns));
}

/** The mission a user means by a city's name in any language (with the campaign's name if need be). */
export function lookUpMission(typed: string, campaigns: readonly Campaign[]): Lookup<Mission> {
  return lookUpName(typed, missionNames(campaigns));
}

export function campaignsMatching(typed: string, campaigns: readonly Campaign[]): Campaign[] {
  return namesMatching(typed, campaignNames(campaigns));
}

export function missionsMatching(typed: string, campaigns: readonly Campaign[]): Mission[] {
  return namesMatching(typed, missionNames(campaigns));
}
