export { type Course, courseOf, remainingSwim } from './course.js';
export {
  type DuckPlayer,
  nextMove,
  type PlayerLevel,
  playerLevels,
  type SeatContext,
} from './player.js';
export { scriptedPlayers } from './players/index.js';
export { type RaceRecord, type RaceSimulation, simulateRace } from './simulate.js';
