import { parentPort } from 'node:worker_threads';
import { type RenderTask, renderTask } from './render-task.js';

/** A render thread: draws the pictures the main thread asks for and hands the PNG bytes back. */
parentPort?.on('message', ({ id, task }: { id: number; task: RenderTask }) => {
  try {
    const png = new Uint8Array(renderTask(task));
    parentPort?.postMessage({ id, ok: true, result: png }, [png.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
