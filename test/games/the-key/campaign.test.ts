import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CampaignEntry,
  isPlayed,
  loadKeyCampaign,
  nextMission,
  recordMission,
} from '../../../src/games/the-key/campaign.js';
import { openTestRedisStore } from '../../support/redis.js';

let redis: Awaited<ReturnType<typeof openTestRedisStore>>;

beforeAll(async () => {
  redis = await openTestRedisStore();
});

afterAll(async () => {
  await redis?.cleanup();
});

const ending = (missionId: string, won: boolean, gameId = `g${missionId}`): CampaignEntry => ({
  missionId,
  gameId,
  won,
  reason: won ? 'answer' : 'time',
  announced: won ? '4715' : null,
  players: ['1001', '1002'],
  endedAt: 1,
});

describe("a server's THE KEY campaign", () => {
  it('starts at mission 1 and moves on in order as missions are played, won or lost', async () => {
    const guild = '9001';
    expect(nextMission(await loadKeyCampaign(redis.documents, guild))?.id).toBe('practice-safe');
    await recordMission(redis.documents, guild, ending('practice-safe', true));
    await recordMission(redis.documents, guild, ending('locker-number', false));
    const campaign = await loadKeyCampaign(redis.documents, guild);
    expect(campaign.entries.map((entry) => [entry.missionId, entry.won])).toEqual([
      ['practice-safe', true],
      ['locker-number', false],
    ]);
    expect(nextMission(campaign)?.id).toBe('founding-year');
  });

  it('keeps a mission’s first ending: a replay (practice) or a repeated write changes nothing', async () => {
    const guild = '9002';
    await recordMission(redis.documents, guild, ending('practice-safe', false, 'first'));
    await recordMission(redis.documents, guild, ending('practice-safe', true, 'replay'));
    await recordMission(redis.documents, guild, ending('practice-safe', false, 'first'));
    const campaign = await loadKeyCampaign(redis.documents, guild);
    expect(campaign.entries).toHaveLength(1);
    expect(campaign.entries[0]?.gameId).toBe('first');
    expect(isPlayed(campaign, 'practice-safe')).toBe(true);
  });

  it('records two missions ending at the same moment in two channels', async () => {
    const guild = '9003';
    await Promise.all([
      recordMission(redis.documents, guild, ending('practice-safe', true)),
      recordMission(redis.documents, guild, ending('locker-number', true)),
    ]);
    const campaign = await loadKeyCampaign(redis.documents, guild);
    expect(campaign.entries.map((entry) => entry.missionId).sort()).toEqual([
      'locker-number',
      'practice-safe',
    ]);
  });
});
