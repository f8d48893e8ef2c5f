export { MAX_CLUE_LENGTH, MAX_CLUE_NUMBER } from '../../shared/clue/limits.js';
export { agentsCovered, hasWordsToFind, isGameOver, isOutOfPlay, isSideDone, visibleWords } from './board.js';
export { clashingWord, validateClue } from './clue-validation.js';
export { followsKeyCardTable, generateKeyCard, keyCardPairCounts, keyCardPairs } from './key-card.js';
export { applyMove, expireGame } from './moves.js';
export { replay } from './replay.js';
export type { MoveResult, RuleError, RuleErrorCode } from './rule-error.js';
export {
  isScoredGame,
  type RatingRulebook,
  type Score,
  type ScoreRating,
  scoreOf,
  scoreRating,
} from './scoring.js';
export { createGame, MAX_TIMER_TOKENS, missionOptions, newGame, standardOptions } from './setup.js';
export { tokensInBank } from './timer-tokens.js';
export * from './types.js';
export {
  losingCell,
  type PlayerView,
  type PublicCell,
  type PublicView,
  playerView,
  publicView,
} from './views.js';
