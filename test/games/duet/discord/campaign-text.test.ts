import { describe, expect, it } from 'vitest';
import { newCampaign } from '../../../../src/games/duet/campaign/campaign.js';
import { mapText } from '../../../../src/games/duet/discord/campaign/campaign-text.js';

describe('the mission map as text', () => {
  const campaign = newCampaign({ name: 'Night Owls', guildId: '1', createdBy: '2', members: [], now: 0 });

  it("says what a city's two numbers mean, in every language", () => {
    expect(mapText(campaign, 'en')).toContain('✅ Prague 9-9');
    expect(mapText(campaign, 'en')).toContain(
      '-# 9-5: 9 timer tokens (one per turn), 5 of them bystander side up; once those are gone, a wrong guess costs two',
    );
    expect(mapText(campaign, 'ja')).toContain('-# 9-5：時間トークン9枚（1ターンに1枚）、うち5枚が一般人面');
    expect(mapText(campaign, 'hu')).toContain(
      '-# 9-5: 9 időlapka (körönként egy), ebből 5 járókelő oldalával felfelé',
    );
  });
});
