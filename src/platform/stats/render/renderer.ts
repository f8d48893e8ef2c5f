import { gameRenderer } from '../../render/game-renderer.js';
import type { LeaderboardPicture } from './leaderboard-image.js';

/** The leaderboard's picture, drawn on the platform's render threads by `render-task`. */
export const renderLeaderboard = gameRenderer<LeaderboardPicture>(import.meta.url, 'render-task');
