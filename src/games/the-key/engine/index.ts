export { clearActionCard, MAX_MOVE_STEPS, MAX_TOKENS_PER_ACTION, topValue } from './actions.js';
export { resolveAnswer } from './answer.js';
export {
  type BoardRoom,
  type BoardSideMap,
  boardSchema,
  isNearby,
  type KeyBoard,
  roomsThroughPassage,
} from './board.js';
export {
  type DeckCard,
  HAND_SIZE,
  type KeyResources,
  LOSING_TIME_ICONS,
  type ResourceCard,
  resourcesSchema,
  type TimeCard,
  timeIcons,
} from './cards.js';
export { charactersSchema, type KeyCharacter, type SpecialAction, specialActions } from './characters.js';
export {
  type ActionId,
  actionIds,
  type BoardSide,
  boardSides,
  type ClueToken,
  clueTokenSchema,
  isTrap,
  type RoomId,
  roomIdsBySide,
  type SymbolId,
  startRoom,
  symbolIdSchema,
  symbolIds,
  type Trap,
  traps,
} from './ids.js';
export { checkAnswer, type KeyMission, normalizeAnswer } from './mission.js';
export {
  type CollectChoice,
  clearableTargets,
  collectChoice,
  nearbySeats,
  type Playable,
  playableCards,
  type Reachable,
  reachableRooms,
  roomsWithStacks,
} from './options.js';
export { type KeyRules, MAX_PLAYERS, MIN_PLAYERS, newMission } from './setup.js';
export { DASH_STEPS, SPECIAL_COST, specialHasTarget } from './specials.js';
export type {
  ActionResolution,
  CollectPick,
  KeyEvent,
  KeyMove,
  KeyMoveError,
  KeyOutcome,
  KeyResult,
  KeyState,
  RegroupTarget,
  SpecialResolution,
} from './state.js';
export { ACTIONS_PER_TURN, applyKeyMove, canAct } from './turn.js';
export { type KeyPublicView, publicView, seatView } from './views.js';
