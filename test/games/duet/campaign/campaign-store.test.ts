import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCampaign, recordResult } from '../../../../src/games/duet/campaign/campaign.js';
import {
  createCampaign,
  listCampaigns,
  loadCampaign,
  updateCampaign,
} from '../../../../src/games/duet/campaign/campaign-store.js';
import { openTestRedisStore } from '../../../support/redis.js';

let redis: Awaited<ReturnType<typeof openTestRedisStore>>;
beforeAll(async () => {
  redis = await openTestRedisStore();
});
afterAll(async () => {
  await redis?.cleanup();
});

describe('campaigns in Redis', () => {
  it('keep every concurrent win: ten games ending at once all land on the sheet', async () => {
    const campaign = newCampaign({ name: 'Owls', guildId: '42', createdBy: '10', members: [], now: 0 });
    expect(await createCampaign(redis.documents, campaign)).toBe('created');
    expect(await createCampaign(redis.documents, campaign)).toBe('exists');
    const cities = [
      'prague',
      'berlin',
      'cairo',
      'moscow',
      'vienna',
      'rome',
      'istanbul',
      'delhi',
      'lisbon',
      'london',
    ];
    await Promise.all(
      cities.map((city, i) =>
        updateCampaign(redis.documents, '42', campaign.id, (current) =>
          recordResult(current, {
            gameId: `game-${i}`,
            city,
            at: i,
            players: ['10'],
            won: true,
            reason: null,
            turnsUsed: 4,
            score: null,
          }),
        ),
      ),
    );
    const stored = await loadCampaign(redis.documents, '42', campaign.id);
    expect(stored?.results.map((r) => r.gameId).sort()).toEqual(cities.map((_, i) => `game-${i}`).sort());
    expect(stored?.completed.sort()).toEqual([...cities].sort());
  });

  it('are listed per server, two teams side by side', async () => {
    for (const name of ['Foxes', 'Hawks']) {
      await createCampaign(
        redis.documents,
        newCampaign({ name, guildId: '77', createdBy: '1', members: [], now: 0 }),
      );
    }
    expect((await listCampaigns(redis.documents, '77')).map((c) => c.name)).toEqual(['Foxes', 'Hawks']);
    expect(await listCampaigns(redis.documents, '78')).toEqual([]);
  });

  it('never expire', async () => {
    const keys = await redis.redis.keys(`${redis.prefix}doc:*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(await redis.redis.ttl(key)).toBe(-1);
  });
});
