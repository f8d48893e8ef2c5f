import type { BuoyColor } from '../engine/index.js';

/** A pond at dusk: the table is dark so the water, the ducks and their paths stand out. */
export const palette = {
  table: '#17212B',
  textOnTable: '#FFFFFF',
  mutedOnTable: '#A9B7C6',
  water: '#2F7FB8',
  gridLine: '#5FA5D6',
  rock: '#6B6F76',
  rockShade: '#4A4E55',
  startPad: '#8FD0EE',
  portal: '#FFFFFF',
  drainRim: '#B9C3CC',
  drainHole: '#0D1217',
  outline: '#10212F',
  bonk: '#FFE14D',
  winner: '#FFD23F',
  card: '#FBF6EA',
  cardInk: '#1B2430',
  cardGrid: '#D9CFBB',
  cardStart: '#3B4452',
  purple: '#8A4FD8',
  red: '#D93A32',
  green: '#2E9E4F',
  chosen: '#4CC38A',
  listRow: '#243444',
  dog: '#A8743F',
  dogEar: '#5E3B1C',
  dogMuzzle: '#F3E6D2',
} as const;

export const buoyFill: Record<BuoyColor, string> = { red: '#E5483F', yellow: '#F7C531', green: '#37B45A' };

/** One colour per seat, far apart in hue and lightness; the first is the classic rubber duck's. */
const duckColors = ['#FFE066', '#FF6FAE', '#FF9A3C', '#B18CFF', '#F7F7F7', '#C68A5C'] as const;

/** How many colours there are; the texts name a duck by the same colour (`color.<n>` in the game's catalogs). */
export const DUCK_COLOR_COUNT = duckColors.length;

export const duckColor = (seat: number): string => duckColors[seat % duckColors.length] as string;
