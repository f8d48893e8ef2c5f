import { z } from 'zod';
import { cityById, missionMap, neighbours } from './mission-map.js';

const snowflake = z.string().regex(/^\d{1,25}$/);

export const missionResultSchema = z.object({
  /** The game that produced it: a result is recorded once per game. */
  gameId: z.string(),
  city: z.string(),
  at: z.number().int(),
  players: z.array(snowflake),
  won: z.boolean(),
  /** Why a lost game was lost (assassin, sudden-death, out-of-time, resigned, expired). */
  reason: z.string().nullable(),
  turnsUsed: z.number().int().nonnegative(),
  score: z.number().int().nullable(),
});

export type MissionResult = z.infer<typeof missionResultSchema>;

/** One team's sheet of the mission map: which cities it completed and every game it played. */
export const campaignSchema = z.object({
  schema: z.literal(1),
  mapVersion: z.literal(missionMap.version),
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: z.string().min(1).max(40),
  guildId: snowflake,
  createdBy: snowflake,
  createdAt: z.number().int(),
  members: z.array(snowflake),
  /** Always holds the start: sheets stored before that rule read with it added, history untouched. */
  completed: z.array(z.string()).transform(withStartCompleted),
  results: z.array(missionResultSchema),
});

export type Campaign = z.infer<typeof campaignSchema>;

/**
 * A team opens the map after winning the standard game, and the rulebook has it circle Prague
 * (the standard game, 9-9) at once: the start is complete on every sheet.
 */
function withStartCompleted(completed: string[]): string[] {
  return completed.includes(missionMap.start) ? completed : [missionMap.start, ...completed];
}

export type CityStatus = 'completed' | 'unlocked' | 'locked';

/** A stable id from a team name: lower case, ASCII letters, digits and hyphens (else a hash). */
export function campaignIdOf(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  if (ascii.length > 0) return ascii;
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  return `team-${hash.toString(36)}`;
}

export function newCampaign(input: {
  name: string;
  guildId: string;
  createdBy: string;
  members: string[];
  now: number;
}): Campaign {
  return {
    schema: 1,
    mapVersion: missionMap.version,
    id: campaignIdOf(input.name),
    name: input.name.trim(),
    guildId: input.guildId,
    createdBy: input.createdBy,
    createdAt: input.now,
    members: [...new Set([input.createdBy, ...input.members])],
    completed: withStartCompleted([]),
    results: [],
  };
}

/** A completed city (the start always is) opens its neighbours; completed cities stay playable. */
export function cityStatus(campaign: Campaign, cityId: string): CityStatus {
  if (campaign.completed.includes(cityId)) return 'completed';
  return campaign.completed.some((done) => neighbours(done).includes(cityId)) ? 'unlocked' : 'locked';
}

export function playableCities(campaign: Campaign): string[] {
  return missionMap.cities.map((city) => city.id).filter((id) => cityStatus(campaign, id) !== 'locked');
}

/** Adds a game's result once; a win completes its city (and so unlocks the roads out of it). */
export function recordResult(campaign: Campaign, result: MissionResult): Campaign {
  if (campaign.results.some((recorded) => recorded.gameId === result.gameId)) return campaign;
  if (!cityById(result.city)) throw new RangeError(`unknown city ${result.city}`);
  const completed =
    result.won && !campaign.completed.includes(result.city)
      ? [...campaign.completed, result.city]
      : campaign.completed;
  const members = [...new Set([...campaign.members, ...result.players])];
  return { ...campaign, completed, members, results: [...campaign.results, result] };
}
