import { type LeaderboardPicture, renderLeaderboardImage } from './leaderboard-image.js';

/** The render-module contract of the platform's render service (`RenderJob.module` points here). */
export function render(task: LeaderboardPicture): Buffer {
  return renderLeaderboardImage(task);
}
