import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWorkerPool, type WorkerPool } from '../../../platform/render/worker-pool.js';
import { createImageCache } from './image-cache.js';
import { type RenderTask, renderTask } from './render-task.js';

/** The worker entry next to this module: .ts when run from source (tsx), .js when built. */
const workerEntry = new URL(`./render-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

let pool: WorkerPool<RenderTask, Uint8Array> | null = null;
/** Rendered pictures by key: an unchanged picture is never drawn twice, nor twice at once. */
const images = createImageCache(512);
const inFlight = new Map<string, Promise<Buffer>>();

/** Renders on `threads` worker threads from now on; 0 renders on the calling thread. */
export function useRenderThreads(threads: number): void {
  void pool?.close();
  pool = threads > 0 ? createWorkerPool<RenderTask, Uint8Array>(workerEntry, threads) : null;
}

export async function stopRenderThreads(): Promise<void> {
  await pool?.close();
  pool = null;
}

async function draw(task: RenderTask): Promise<Buffer> {
  if (!pool) return renderTask(task);
  const bytes = await pool.run(task);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The picture for `task`, from the cache when `key` was drawn before. */
export function renderCached(key: string, task: RenderTask): Promise<Buffer> {
  const cached = images.get(key);
  if (cached) return Promise.resolve(cached);
  const running = inFlight.get(key);
  if (running) return running;
  const drawing = draw(task)
    .then((image) => images.getOrRender(key, () => image))
    .finally(() => inFlight.delete(key));
  inFlight.set(key, drawing);
  return drawing;
}
