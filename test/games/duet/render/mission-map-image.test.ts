import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { newCampaign, recordResult } from '../../../../src/games/duet/campaign/campaign.js';
import { renderMissionMapImage } from '../../../../src/games/duet/render/index.js';
import { MAP_PICTURE } from '../../../../src/games/duet/render/mission-map-layout.js';

const fresh = () => newCampaign({ name: 'Night Owls', guildId: '1', createdBy: '2', members: [], now: 0 });

async function pixels(png: Buffer): Promise<Uint8ClampedArray> {
  const image = await loadImage(png);
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return context.getImageData(0, 0, image.width, image.height).data;
}

describe('the mission map image', () => {
  it('renders in every language as a phone-friendly PNG', async () => {
    for (const language of ['en', 'ja', 'hu'] as const) {
      const png = renderMissionMapImage(fresh(), language);
      const image = await loadImage(png);
      expect(image.width).toBe(1000);
      expect(png.length).toBeLessThan(150 * 1024);
    }
  });

  it('changes where a city was completed, and only there', async () => {
    const before = await pixels(renderMissionMapImage(fresh(), 'en'));
    const won = recordResult(fresh(), {
      gameId: 'g',
      city: 'cairo',
      at: 0,
      players: [],
      won: true,
      reason: null,
      turnsUsed: 5,
      score: null,
    });
    const after = await pixels(renderMissionMapImage(won, 'en'));
    let changed = 0;
    for (let i = 0; i < before.length; i += 4) {
      if (Math.abs((before[i] ?? 0) - (after[i] ?? 0)) > 32) changed += 1;
    }
    expect(changed).toBeGreaterThan(500);
    expect(changed).toBeLessThan((before.length / 4) * 0.2);
  });

  it('explains under its legend what the two numbers of a city mean, in every language', async () => {
    const { height, width } = MAP_PICTURE;
    for (const language of ['en', 'ja', 'hu'] as const) {
      const image = await pixels(renderMissionMapImage(fresh(), language));
      let ink = 0;
      for (let y = height - 56; y < height - 26; y++) {
        for (let x = 50; x < width - 50; x++) {
          const i = (y * width + x) * 4;
          if ((image[i] ?? 0) > 120) ink += 1;
        }
      }
      expect(ink, language).toBeGreaterThan(1500);
    }
  });
});
