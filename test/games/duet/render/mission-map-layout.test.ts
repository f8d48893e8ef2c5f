import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { missionMap } from '../../../../src/games/duet/campaign/mission-map.js';
import { drawCityLabel } from '../../../../src/games/duet/render/mission-map-image.js';
import { cityLayout, MAP_PICTURE } from '../../../../src/games/duet/render/mission-map-layout.js';
import { languages } from '../../../../src/platform/i18n/languages.js';
import type { Box } from '../../../../src/platform/render/shapes.js';

/** The clear space a reader needs to see a label as separate from its city's marks. */
const MIN_GAP = 4;

/** Distance from a point to the nearest point of a box (0 inside it). */
function distanceToBox(x: number, y: number, box: Box): number {
  const dx = Math.max(box.x - x, 0, x - (box.x + box.width));
  const dy = Math.max(box.y - y, 0, y - (box.y + box.height));
  return Math.hypot(dx, dy);
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the mission map layout', () => {
  const context = createCanvas(MAP_PICTURE.width, MAP_PICTURE.height).getContext('2d');
  const labels = languages.flatMap((language) =>
    missionMap.cities.flatMap((city) =>
      (['completed', 'unlocked', 'locked'] as const).map((status) => ({
        language,
        city,
        status,
        text: drawCityLabel(context, city, status, language),
      })),
    ),
  );

  it('keeps every label clear of its own city, in every language and status', () => {
    for (const { language, city, status, text } of labels) {
      const { x, y, reach } = cityLayout(city);
      const gap = distanceToBox(x, y, text) - reach;
      expect(gap, `${city.id} (${language}, ${status})`).toBeGreaterThanOrEqual(MIN_GAP);
    }
  });

  it('keeps every label off every other city, off the other labels and inside the picture', () => {
    for (const { language, city, text } of labels) {
      const where = `${city.id} (${language})`;
      expect(text.x, where).toBeGreaterThanOrEqual(0);
      expect(text.x + text.width, where).toBeLessThanOrEqual(MAP_PICTURE.width);
      for (const other of missionMap.cities) {
        if (other.id === city.id) continue;
        const { x, y, reach } = cityLayout(other);
        expect(distanceToBox(x, y, text) - reach, `${where} near ${other.id}`).toBeGreaterThanOrEqual(
          MIN_GAP,
        );
        const otherText = labels.find((label) => label.city.id === other.id && label.language === language);
        expect(otherText && overlap(text, otherText.text), `${where} over ${other.id}'s label`).toBe(false);
      }
    }
  });
});
