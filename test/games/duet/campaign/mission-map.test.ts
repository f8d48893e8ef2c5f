import { describe, expect, it } from 'vitest';
import {
  campaignIdOf,
  campaignSchema,
  cityStatus,
  newCampaign,
  recordResult,
} from '../../../../src/games/duet/campaign/campaign.js';
import {
  cityById,
  missionMap,
  neighbours,
  validateMissionMap,
} from '../../../../src/games/duet/campaign/mission-map.js';

const numbers = (id: string) => {
  const city = cityById(id);
  return city ? `${city.timer}-${city.bystander}` : null;
};

describe('the mission map', () => {
  it('holds what the rulebooks state', () => {
    expect(missionMap.start).toBe('prague');
    expect(numbers('prague')).toBe('9-9');
    expect(cityById('berlin')?.timer).toBe(11);
    expect(numbers('cairo')).toBe('9-5');
    expect(numbers('moscow')).toBe('8-8');
    expect(numbers('bangkok')).toBe('7-7');
    expect(numbers('singapore')).toBe('6-6');
    expect(neighbours('prague').sort()).toEqual(['berlin', 'cairo', 'moscow']);
  });

  it('has about twenty cities, names in three languages, and a final mission', () => {
    expect(missionMap.cities.length).toBeGreaterThanOrEqual(20);
    for (const city of missionMap.cities) {
      expect(Object.keys(city.names).sort()).toEqual(['en', 'hu', 'ja']);
    }
    expect(cityById(missionMap.final)).toBeDefined();
  });

  it('is refused at load when broken: unknown cities, islands, impossible numbers', () => {
    const broken = (change: (map: ReturnType<typeof structuredClone<typeof missionMap>>) => void) => {
      const map = structuredClone(missionMap);
      change(map);
      return () => validateMissionMap(map);
    };
    expect(broken((map) => map.roads.push(['prague', 'atlantis']))).toThrow(/unknown city/);
    expect(
      broken((map) =>
        map.roads.splice(
          map.roads.findIndex(([a, b]) => a === 'sydney' && b === 'tokyo'),
          1,
        ),
      ),
    ).not.toThrow();
    expect(
      broken((map) => {
        map.roads = map.roads.filter(([a, b]) => a !== 'tokyo' && b !== 'tokyo');
      }),
    ).toThrow(/not connected/);
    expect(
      broken((map) => {
        const city = map.cities[1];
        if (city) city.bystander = city.timer + 1;
      }),
    ).toThrow(/bystander/);
  });
});

describe('a campaign sheet', () => {
  const fresh = () =>
    newCampaign({ name: 'Night Owls', guildId: '1', createdBy: '10', members: ['11'], now: 0 });
  const result = (gameId: string, city: string, won: boolean) => ({
    gameId,
    city,
    at: 1,
    players: ['10', '11'],
    won,
    reason: won ? null : 'assassin',
    turnsUsed: 5,
    score: null,
  });

  it('opens with Prague complete (the rulebook: circle Prague at once), so its roads are open', () => {
    const campaign = fresh();
    expect(campaign.id).toBe('night-owls');
    expect(cityStatus(campaign, 'prague')).toBe('completed');
    expect(['berlin', 'cairo', 'moscow'].map((id) => cityStatus(campaign, id))).toEqual([
      'unlocked',
      'unlocked',
      'unlocked',
    ]);
    expect(cityStatus(campaign, 'istanbul')).toBe('locked');
  });

  it('reads a sheet stored before that rule with Prague complete and its history as it was', () => {
    const stored = { ...fresh(), completed: ['cairo'], results: [result('g1', 'cairo', true)] };
    const read = campaignSchema.parse(JSON.parse(JSON.stringify(stored)));
    expect(read.completed).toEqual(['prague', 'cairo']);
    expect(read.results).toEqual(stored.results);
  });

  it('records a loss without completing, and each game only once', () => {
    let campaign = recordResult(fresh(), result('g1', 'cairo', false));
    campaign = recordResult(campaign, result('g1', 'cairo', false));
    expect(campaign.results).toHaveLength(1);
    expect(campaign.completed).toEqual(['prague']);
  });

  it('keeps Prague replayable and records its games', () => {
    const campaign = recordResult(fresh(), result('g1', 'prague', true));
    expect(campaign.completed).toEqual(['prague']);
    expect(campaign.results).toHaveLength(1);
  });

  it('makes ids from any team name', () => {
    expect(campaignIdOf('Éjjeli Baglyok')).toBe('ejjeli-baglyok');
    expect(campaignIdOf('夜のフクロウ')).toMatch(/^team-[a-z0-9]+$/);
  });
});
