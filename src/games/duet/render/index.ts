export { ALT_TEXT_LIMIT, boardAltText } from './alt-text.js';
export { type BoardImageOptions, renderBoardImage } from './board-image.js';
export { renderGameOverImage } from './game-over-image.js';
export { renderKeyImage } from './key-image.js';
export { renderMissionMapImage } from './mission-map-image.js';
export type { SideNames } from './side-names.js';
