/** A night-time headquarters: a dark table, paper-coloured rooms and cards, bright characters. */
export const palette = {
  table: '#161C26',
  textOnTable: '#FFFFFF',
  mutedOnTable: '#A8B3C2',
  floor: '#EDE5D2',
  floorInk: '#2B2620',
  floorMuted: '#7A6F5E',
  wall: '#0B0F15',
  doorway: '#D9CDB2',
  stack: '#8B6A45',
  stackEdge: '#5C4328',
  token: '#FFF9EC',
  tokenInk: '#2B2620',
  camera: '#7B5634',
  gas: '#F2C230',
  trace: '#D9483B',
  traceHatch: 'rgba(217, 72, 59, 0.35)',
  consoleBody: '#2A3443',
  tabClosed: '#4B596D',
  tabClosedInk: '#C9D2DD',
  tabLifted: '#FFD23F',
  tabLiftedInk: '#1B1B1B',
  card: '#FBF6EA',
  cardInk: '#1B2430',
  cardMuted: '#7D8794',
  cardBack: '#33466B',
  cardBackInk: '#C9D6F2',
  crisis: '#C93A32',
  timeIcon: '#F2C230',
  currentRing: '#FFD23F',
} as const;

/** One colour per character, far apart in hue, each readable under white initials. */
const characterColors: Record<string, string> = {
  runner: '#D9483B',
  lookout: '#2F7FD0',
  fixer: '#2E9E4F',
  sweeper: '#8A4FD8',
};

export const characterColor = (character: string): string => characterColors[character] ?? '#6B6F76';
