import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RenderService } from '../../../platform/render/render-service.js';
import type { RenderTask } from './render-task.js';

/** Duet's render module for the platform's render threads: .ts when run from source, .js when built. */
const renderModule = new URL(`./render-task${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/** The picture for `task`, from the cache when `key` was drawn before. */
export function renderDuet(render: RenderService, key: string, task: RenderTask): Promise<Buffer> {
  return render.render({ key, module: renderModule, task });
}
