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
export { dogBoardSchema, dogController } from './dog-board.js';
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
  type AdvancedRules,
  applyRaceMove,
  ducksPerPlayer,
  newRace,
  type RaceOptions,
} from './race.js';
export {
  type AdvancedState,
  cardsFreeFor,
  type DogMove,
  type DogMoveChoice,
  type DogRoute,
  type DogState,
  duckOf,
  HAND_SIZE,
  handSizeOf,
  type MovePlan,
  occupiedSquares,
  type RaceDuck,
  type RaceError,
  type RaceMove,
  type RacePhase,
  type RacePlayer,
  type RaceResult,
  type RaceState,
  type ResolvedMove,
  type TokenKind,
  type TokenUse,
  TWO_DUCK_HAND_SIZE,
  tokenKinds,
} from './race-state.js';
export { freeStarts } from './sending.js';
export { faceDownCount, TOKENS_IN_BOX, type TokenSet, tokenSetSchema } from './token-set.js';
export { openWindow, type TokenWindow, tokenWindows } from './tokens.js';
export {
  type AdvancedPublicView,
  type PublicPhase,
  type RacePublicView,
  type RaceSeatView,
  racePublicView,
  raceSeatView,
} from './views.js';
