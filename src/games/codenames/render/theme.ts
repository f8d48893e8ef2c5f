import type { Identity, Team } from '../engine/index.js';

/** The same table and cards as Duet's board, with the two teams' colours. */
export const palette = {
  table: '#1F2530',
  textOnTable: '#FFFFFF',
  mutedOnTable: '#B8C1CF',
  card: '#E6DBC3',
  plate: '#FFFDF7',
  word: '#15171C',
  divider: '#3A4454',
  veil: 'rgba(31, 37, 48, 0.6)',
  redStripe: 'rgba(255, 255, 255, 0.22)',
  won: '#4CC38A',
  lost: '#FF7B72',
} as const;

export const teamColor: Record<Team, string> = { red: '#C8423B', blue: '#2F6DB5' };

export const identityFill: Record<Identity, string> = {
  red: teamColor.red,
  blue: teamColor.blue,
  bystander: '#CDBF9F',
  assassin: '#0E0F12',
};

export const identityInk: Record<Identity, string> = {
  red: '#FFFFFF',
  blue: '#FFFFFF',
  bystander: '#15171C',
  assassin: '#FFFFFF',
};
