import type { KeyColor } from '../engine/index.js';

/** Light cards on a dark table: readable in Discord's dark and light themes alike. */
export const palette = {
  table: '#1F2530',
  textOnTable: '#FFFFFF',
  mutedOnTable: '#B8C1CF',
  card: '#E6DBC3',
  plate: '#FFFDF7',
  word: '#15171C',
  agent: '#1D7A4B',
  agentInk: '#FFFFFF',
  outOfPlay: '#C3C8D0',
  outOfPlayStripe: '#ADB4BF',
  outOfPlayWord: '#353B45',
  token: '#E8AA3C',
  tokenInk: '#2A1C04',
  checkToken: '#F2F4F7',
  checkInk: '#1D7A4B',
  usedSlot: '#586273',
  revealFrame: '#48536A',
  divider: '#3A4454',
  veil: 'rgba(31, 37, 48, 0.55)',
  veilStripe: 'rgba(255, 255, 255, 0.1)',
  won: '#4CC38A',
  lost: '#FF7B72',
} as const;

export const keyFill: Record<KeyColor, string> = {
  agent: '#1D7A4B',
  assassin: '#0E0F12',
  bystander: '#E6DBC3',
};

export const keyInk: Record<KeyColor, string> = {
  agent: '#FFFFFF',
  assassin: '#FFFFFF',
  bystander: '#15171C',
};
