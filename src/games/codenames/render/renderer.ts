import { gameRenderer } from '../../../platform/render/game-renderer.js';
import type { RenderTask } from './render-task.js';

/** Classic Codenames' pictures, drawn on the platform's render threads by `render-task`. */
export const renderCodenames = gameRenderer<RenderTask>(import.meta.url, 'render-task');
