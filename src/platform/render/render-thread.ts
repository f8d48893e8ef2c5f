import { setPriority } from 'node:os';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { move } from 'piscina';

/** What a render thread is started with. */
export interface ThreadData {
  niceness: number;
}

if (!isMainThread) {
  const niceness = Number((workerData as Partial<ThreadData> | null)?.niceness ?? 0);
  // On Linux this sets the calling thread's nice value only: the main thread keeps its own.
  if (niceness > 0) setPriority(niceness);
}

/** What a game's render module exports: one picture, as PNG bytes, from plain data. */
export interface RenderModule {
  render(task: unknown): Buffer | Uint8Array;
}

/** One job as it crosses to a render thread. */
export interface ThreadJob {
  /** Lets the main thread start the job's timeout when it starts running, not while it waits. */
  id: number;
  /** `href` of the game's render module. */
  module: string;
  task: unknown;
}

/** Posted to the main thread (piscina emits it as the pool's 'message') when a job starts running. */
export interface JobStarted {
  renderJobStarted: number;
}

export function isJobStarted(message: unknown): message is JobStarted {
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof (message as Partial<JobStarted>).renderJobStarted === 'number'
  );
}

/** Render modules by href, imported once per thread; a failed import is retried by the next job. */
const modules = new Map<string, Promise<RenderModule>>();

function loadModule(href: string): Promise<RenderModule> {
  let loading = modules.get(href);
  if (!loading) {
    loading = import(href).then((loaded: Partial<RenderModule>) => {
      if (typeof loaded.render !== 'function')
        throw new TypeError(`${href} exports no render(task) function`);
      return loaded as RenderModule;
    });
    loading.catch(() => modules.delete(href));
    modules.set(href, loading);
  }
  return loading;
}

/** Draws `task` with the render module at `href` on this thread. */
export async function draw(href: string, task: unknown): Promise<Uint8Array> {
  const { render } = await loadModule(href);
  const png: unknown = render(task);
  if (!(png instanceof Uint8Array)) throw new TypeError(`${href} render(task) returned no bytes`);
  return png;
}

/**
 * The bytes in an ArrayBuffer of their own, which can be handed to the main thread without a
 * copy. A small Buffer is a slice of Node's shared pool: transferring that would copy the whole
 * pool, so it is copied alone instead.
 */
function owned(bytes: Uint8Array): Uint8Array {
  const whole =
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength;
  return whole ? bytes : new Uint8Array(bytes);
}

/** The piscina entry of a render thread: draws one job and moves the PNG bytes to the main thread. */
export default async function renderOnThread(job: ThreadJob) {
  parentPort?.postMessage({ renderJobStarted: job.id } satisfies JobStarted);
  const png = owned(await draw(job.module, job.task));
  // @napi-rs/canvas frees read-back pixels in finalizers that wait for the event loop's check
  // phase. A thread kept busy by queued jobs (a niced one under load) never got there: its
  // pixels piled up, about 400 MiB in a 200-game burst. Each job now lets them run.
  await new Promise((resolve) => setImmediate(resolve));
  return move(png);
}
