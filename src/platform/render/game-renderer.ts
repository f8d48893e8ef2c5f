import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RenderService } from './render-service.js';

/** `task` may be a function that builds it when a thread takes the job (see `RenderJob`). */
export type GameRenderer<Task> = (
  render: RenderService,
  key: string,
  task: Task | (() => Task),
) => Promise<Buffer>;

/**
 * A game's pictures through the render service: `moduleName` is its render module beside
 * `moduleUrl` (the caller's `import.meta.url`): .ts when run from source, .js when built.
 */
export function gameRenderer<Task>(moduleUrl: string, moduleName: string): GameRenderer<Task> {
  const module = new URL(`./${moduleName}${extname(fileURLToPath(moduleUrl))}`, moduleUrl);
  return (render, key, task) => render.render({ key, module, task });
}
