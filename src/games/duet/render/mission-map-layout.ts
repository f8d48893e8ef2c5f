import type { Box } from '../../../platform/render/shapes.js';
import { type City, missionMap } from '../campaign/mission-map.js';

export const MAP_PICTURE = { width: 1000, height: 740 };
const MAP = { x: 50, y: 110, width: 900, height: 450 };
/** A city's disc, ring or square fits in this radius. */
export const NODE = 17;
/** The final city's extra ring: its radius and line width. */
export const FINAL_RING = { radius: NODE + 7, lineWidth: 3 };
/** Clear space between whatever marks a city and its label, so the two never touch. */
export const LABEL_GAP = 6;
const LABEL = { width: 136, height: 26 };

export interface CityLayout {
  x: number;
  y: number;
  /** How far from the centre the city's marks reach (the final city's extra ring included). */
  reach: number;
  /** Where its name and numbers are fitted: centred below the marks, LABEL_GAP under them. */
  label: Box;
}

/** Where a city sits on the picture: the one layout the map is drawn from and checked against. */
export function cityLayout(city: City): CityLayout {
  const x = MAP.x + city.at[0] * MAP.width;
  const y = MAP.y + city.at[1] * MAP.height;
  const reach = city.id === missionMap.final ? FINAL_RING.radius + FINAL_RING.lineWidth / 2 : NODE;
  return {
    x,
    y,
    reach,
    label: { x: x - LABEL.width / 2, y: y + reach + LABEL_GAP, width: LABEL.width, height: LABEL.height },
  };
}
