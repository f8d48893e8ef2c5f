import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  leaderboardHeight,
  leaderboardWidth,
  renderLeaderboardImage,
} from '../../../src/platform/stats/render/leaderboard-image.js';

describe('the leaderboard picture', () => {
  it('draws a row per player and a column per figure, names in any script', async () => {
    const png = renderLeaderboardImage({
      title: 'ランキング・コードネーム・全期間',
      headers: { rank: '#', player: 'Játékos', figures: ['Győzelmek', 'Játszmák', 'スパイマスターでの勝利'] },
      rows: [
        { rank: 1, name: 'Ödön 🦆', figures: ['3', '4', '2'] },
        { rank: 1, name: '佐藤', figures: ['3', '5', '–'] },
        { rank: 3, name: 'A very long display name that must shrink to fit', figures: ['0', '1', '–'] },
      ],
    });
    const image = await loadImage(png);
    expect(image.width).toBe(leaderboardWidth(3));
    expect(image.height).toBe(leaderboardHeight(3));
    // Something was drawn in the first row: not all background.
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, leaderboardHeight(0) - 24, image.width, 52).data;
    expect(new Set(pixels).size).toBeGreaterThan(10);
  });
});
