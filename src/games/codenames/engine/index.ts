export { agentsLeft, agentsOf, isGameOver, teamToAct, visibleWords } from './board.js';
export { followsKeyTable, generateKey } from './key-card.js';
export { applyMove, expireGame } from './moves.js';
export { replay } from './replay.js';
export type { MoveResult, RuleError, RuleErrorCode } from './rule-error.js';
export { type OneTeamRating, oneTeamRating } from './scoring.js';
export { createGame, newGame } from './setup.js';
export * from './types.js';
export { type PublicCell, type PublicView, publicView, type SpymasterView, spymasterView } from './views.js';
