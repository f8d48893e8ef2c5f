export {
  type Board,
  type BuoyColor,
  boardFromRows,
  boardSchema,
  buoyColors,
  type Square,
  squareAt,
  startSquares,
} from './board.js';
export { DECK_SIZE, deckSchema, type MovementCard } from './cards.js';
export {
  type Direction,
  directions,
  opposite,
  type Position,
  rotate,
  stepFrom,
  type Turn,
  turns,
} from './geometry.js';
export {
  type Duck,
  type MoveChoices,
  type MoveEnd,
  type MoveResult,
  moveDuck,
  type Route,
} from './movement.js';
export {
  applyRaceMove,
  cardsFreeFor,
  duckOf,
  ducksPerPlayer,
  HAND_SIZE,
  handSizeOf,
  type MovePlan,
  newRace,
  occupiedSquares,
  type RaceDuck,
  type RaceMove,
  type RacePhase,
  type RacePlayer,
  type RaceResult,
  type RaceState,
  type ResolvedMove,
  TWO_DUCK_HAND_SIZE,
} from './race.js';
export {
  type PublicPhase,
  type RacePublicView,
  type RaceSeatView,
  racePublicView,
  raceSeatView,
} from './views.js';
