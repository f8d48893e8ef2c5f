import { z } from 'zod';
import { languages } from '../../../platform/i18n/languages.js';
import { MAX_TIMER_TOKENS } from '../engine/index.js';

/**
 * The Duet mission map, version 1. From the rulebooks: Prague 9-9 (the start, completed by
 * winning a standard game), Berlin with all 11 tokens, Cairo 9-5, Moscow 8-8, Bangkok 7-7,
 * Singapore 6-6, and Prague's roads to Berlin, Cairo and Moscow. Everything else — Berlin's
 * bystander count, the other cities, their numbers and roads — is our own design: harder the
 * further from Prague (fewer turns, fewer allowed mistakes), several routes, Tokyo last.
 * Positions are fractions of the map image (0..1) on a schematic grid: one column per step from
 * Prague, so roads never cross and labels never collide on a phone-sized picture.
 */
const rawMap = {
  version: 1,
  start: 'prague',
  final: 'tokyo',
  cities: [
    {
      id: 'prague',
      names: { en: 'Prague', ja: 'プラハ', hu: 'Prága' },
      timer: 9,
      bystander: 9,
      at: [0.03, 0.5],
      fromRulebook: true,
    },
    {
      id: 'berlin',
      names: { en: 'Berlin', ja: 'ベルリン', hu: 'Berlin' },
      timer: 11,
      bystander: 4,
      at: [0.19, 0.27],
      fromRulebook: true,
    },
    {
      id: 'cairo',
      names: { en: 'Cairo', ja: 'カイロ', hu: 'Kairó' },
      timer: 9,
      bystander: 5,
      at: [0.19, 0.73],
      fromRulebook: true,
    },
    {
      id: 'moscow',
      names: { en: 'Moscow', ja: 'モスクワ', hu: 'Moszkva' },
      timer: 8,
      bystander: 8,
      at: [0.19, 0.5],
      fromRulebook: true,
    },
    {
      id: 'amsterdam',
      names: { en: 'Amsterdam', ja: 'アムステルダム', hu: 'Amszterdam' },
      timer: 10,
      bystander: 5,
      at: [0.35, 0.04],
      fromRulebook: false,
    },
    {
      id: 'vienna',
      names: { en: 'Vienna', ja: 'ウィーン', hu: 'Bécs' },
      timer: 10,
      bystander: 4,
      at: [0.35, 0.27],
      fromRulebook: false,
    },
    {
      id: 'istanbul',
      names: { en: 'Istanbul', ja: 'イスタンブール', hu: 'Isztambul' },
      timer: 9,
      bystander: 4,
      at: [0.35, 0.73],
      fromRulebook: false,
    },
    {
      id: 'nairobi',
      names: { en: 'Nairobi', ja: 'ナイロビ', hu: 'Nairobi' },
      timer: 9,
      bystander: 6,
      at: [0.35, 0.96],
      fromRulebook: false,
    },
    {
      id: 'helsinki',
      names: { en: 'Helsinki', ja: 'ヘルシンキ', hu: 'Helsinki' },
      timer: 8,
      bystander: 7,
      at: [0.35, 0.5],
      fromRulebook: false,
    },
    {
      id: 'london',
      names: { en: 'London', ja: 'ロンドン', hu: 'London' },
      timer: 9,
      bystander: 3,
      at: [0.51, 0.04],
      fromRulebook: false,
    },
    {
      id: 'rome',
      names: { en: 'Rome', ja: 'ローマ', hu: 'Róma' },
      timer: 9,
      bystander: 4,
      at: [0.51, 0.27],
      fromRulebook: false,
    },
    {
      id: 'delhi',
      names: { en: 'Delhi', ja: 'デリー', hu: 'Delhi' },
      timer: 8,
      bystander: 5,
      at: [0.51, 0.73],
      fromRulebook: false,
    },
    {
      id: 'capetown',
      names: { en: 'Cape Town', ja: 'ケープタウン', hu: 'Fokváros' },
      timer: 8,
      bystander: 4,
      at: [0.51, 0.96],
      fromRulebook: false,
    },
    {
      id: 'reykjavik',
      names: { en: 'Reykjavík', ja: 'レイキャビク', hu: 'Reykjavík' },
      timer: 8,
      bystander: 3,
      at: [0.51, 0.5],
      fromRulebook: false,
    },
    {
      id: 'bangkok',
      names: { en: 'Bangkok', ja: 'バンコク', hu: 'Bangkok' },
      timer: 7,
      bystander: 7,
      at: [0.67, 0.73],
      fromRulebook: true,
    },
    {
      id: 'lisbon',
      names: { en: 'Lisbon', ja: 'リスボン', hu: 'Lisszabon' },
      timer: 8,
      bystander: 4,
      at: [0.67, 0.27],
      fromRulebook: false,
    },
    {
      id: 'newyork',
      names: { en: 'New York', ja: 'ニューヨーク', hu: 'New York' },
      timer: 8,
      bystander: 3,
      at: [0.67, 0.04],
      fromRulebook: false,
    },
    {
      id: 'singapore',
      names: { en: 'Singapore', ja: 'シンガポール', hu: 'Szingapúr' },
      timer: 6,
      bystander: 6,
      at: [0.83, 0.73],
      fromRulebook: true,
    },
    {
      id: 'rio',
      names: { en: 'Rio de Janeiro', ja: 'リオデジャネイロ', hu: 'Rio de Janeiro' },
      timer: 7,
      bystander: 4,
      at: [0.67, 0.96],
      fromRulebook: false,
    },
    {
      id: 'sydney',
      names: { en: 'Sydney', ja: 'シドニー', hu: 'Sydney' },
      timer: 7,
      bystander: 3,
      at: [0.83, 0.96],
      fromRulebook: false,
    },
    {
      id: 'tokyo',
      names: { en: 'Tokyo', ja: '東京', hu: 'Tokió' },
      timer: 7,
      bystander: 2,
      at: [0.97, 0.5],
      fromRulebook: false,
    },
  ],
  roads: [
    ['prague', 'berlin'],
    ['prague', 'cairo'],
    ['prague', 'moscow'],
    ['berlin', 'amsterdam'],
    ['berlin', 'vienna'],
    ['moscow', 'helsinki'],
    ['moscow', 'istanbul'],
    ['cairo', 'istanbul'],
    ['cairo', 'nairobi'],
    ['amsterdam', 'london'],
    ['vienna', 'rome'],
    ['helsinki', 'reykjavik'],
    ['istanbul', 'delhi'],
    ['nairobi', 'capetown'],
    ['nairobi', 'delhi'],
    ['rome', 'reykjavik'],
    ['london', 'newyork'],
    ['rome', 'lisbon'],
    ['reykjavik', 'lisbon'],
    ['delhi', 'bangkok'],
    ['capetown', 'rio'],
    ['lisbon', 'bangkok'],
    ['bangkok', 'singapore'],
    ['rio', 'sydney'],
    ['singapore', 'sydney'],
    ['newyork', 'tokyo'],
    ['singapore', 'tokyo'],
    ['sydney', 'tokyo'],
  ],
} as const;

const fraction = z.number().min(0).max(1);

const citySchema = z
  .object({
    id: z.string().regex(/^[a-z]+$/),
    names: z.object(
      Object.fromEntries(languages.map((language) => [language, z.string().min(1)])) as Record<
        (typeof languages)[number],
        z.ZodString
      >,
    ),
    timer: z.number().int().min(1).max(MAX_TIMER_TOKENS),
    bystander: z.number().int().min(0),
    at: z.tuple([fraction, fraction]),
    fromRulebook: z.boolean(),
  })
  .refine((city) => city.bystander <= city.timer, { message: 'more bystander-side tokens than tokens' });

const missionMapSchema = z
  .object({
    version: z.literal(1),
    start: z.string(),
    final: z.string(),
    cities: z.array(citySchema).min(2),
    roads: z.array(z.tuple([z.string(), z.string()])),
  })
  .superRefine((map, issues) => {
    const ids = new Set(map.cities.map((city) => city.id));
    if (ids.size !== map.cities.length) issues.addIssue({ code: 'custom', message: 'duplicate city id' });
    for (const id of [map.start, map.final, ...map.roads.flat()]) {
      if (!ids.has(id)) issues.addIssue({ code: 'custom', message: `unknown city ${id}` });
    }
    for (const [a, b] of map.roads)
      if (a === b) issues.addIssue({ code: 'custom', message: `road loops on ${a}` });
    const reached = reachable(map.start, map.roads);
    const cut = [...ids].filter((id) => !reached.has(id));
    if (cut.length > 0)
      issues.addIssue({ code: 'custom', message: `not connected to the start: ${cut.join(', ')}` });
  });

function reachable(start: string, roads: readonly (readonly [string, string])[]): Set<string> {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const city = queue.shift() as string;
    for (const next of neighboursIn(roads, city)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

function neighboursIn(roads: readonly (readonly [string, string])[], city: string): string[] {
  return roads.flatMap(([a, b]) => (a === city ? [b] : b === city ? [a] : []));
}

export type MissionMap = z.infer<typeof missionMapSchema>;
export type City = MissionMap['cities'][number];

/** Validated once at load: a broken map stops the bot at startup, not in the middle of a game. */
export const missionMap: MissionMap = missionMapSchema.parse(rawMap);

export function validateMissionMap(candidate: unknown): MissionMap {
  return missionMapSchema.parse(candidate);
}

export function cityById(id: string): City | undefined {
  return missionMap.cities.find((city) => city.id === id);
}

export function neighbours(cityId: string): string[] {
  return neighboursIn(missionMap.roads, cityId);
}
