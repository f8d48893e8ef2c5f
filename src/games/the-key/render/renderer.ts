import { gameRenderer } from '../../../platform/render/game-renderer.js';
import type { RenderTask } from './render-task.js';

/** THE KEY's pictures, drawn on the platform's render threads by `render-task`. */
export const renderTheKey = gameRenderer<RenderTask>(import.meta.url, 'render-task');
