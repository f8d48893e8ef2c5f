import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { Piscina } from 'piscina';
import { threadOptions } from '../threads/thread-options.js';
import { draw, isJobStarted, type ThreadData, type ThreadJob } from './render-thread.js';

export interface RenderJob<Task> {
  /** Cache key: the same key is never drawn twice (cached), nor twice at once (in flight, deduplicated). */
  key: string;
  /**
   * URL of the game's render module, e.g. `new URL('./render-task.js', import.meta.url)` (it
   * resolves to the .ts source under tsx and vitest, to the built .js otherwise). The module
   * exports `render(task: Task): Buffer | Uint8Array`, returning PNG bytes.
   */
  module: URL;
  /**
   * Plain, structured-cloneable data, or what builds it when a thread takes the job. A picture
   * can wait seconds for a thread under load: built late, its task (a view copied from the
   * game) is not held all that time, nor copied from young to old by every collection meanwhile.
   */
  task: Task | (() => Task);
}

export interface RenderServiceOptions {
  /** Render threads; 0 draws on the calling thread (tests and the in-process playground). */
  threads: number;
  /** Jobs waiting for a thread beyond this are refused at once with RenderQueueFullError. */
  maxQueue: number;
  /**
   * A job running on a thread longer than this (from the moment a thread takes it, loading the
   * game's render module included) is aborted: its thread is replaced and the job rejected with
   * RenderTimeoutError. Not applied with `threads: 0`, where a running draw cannot be stopped.
   */
  taskTimeoutMs: number;
  /** Total bytes of cached PNGs; the least recently used go first. */
  cacheBytes: number;
  /**
   * The threads' nice value (0–19): above 0 they yield the core to the event loop that answers
   * presses, drawing with whatever CPU is left. Linux keeps a nice value per thread.
   */
  niceness?: number;
}

export interface RenderStats {
  /** Render threads; 0 when pictures are drawn on the calling thread. */
  threads: number;
  /** Jobs waiting for a thread. */
  queued: number;
  /** Jobs being drawn. */
  running: number;
  /** Pictures in the cache, and their bytes. */
  cachedEntries: number;
  cachedBytes: number;
  /** Requests answered from the cache, or by joining the same picture being drawn. */
  hits: number;
  /** Pictures drawn. */
  completed: number;
  /** Draws that failed: the render module threw, the job timed out, or the queue was full. */
  failed: number;
}

export interface RenderService {
  render<Task>(job: RenderJob<Task>): Promise<Buffer>;
  /**
   * Runs `work` once the threads have room for another job, first come first served. A caller
   * that waits here, rather than in the render queue, chooses what to draw when its turn comes:
   * a game's newest state, not the one it had when it began to wait.
   */
  inTurn<Result>(work: () => Promise<Result>): Promise<Result>;
  /** Numbers for benchmarks and metrics. */
  stats(): RenderStats;
  /** Stops the threads: jobs not finished are rejected, and later renders too. */
  close(): Promise<void>;
}

export class RenderQueueFullError extends Error {
  override readonly name = 'RenderQueueFullError';
  constructor(maxQueue?: number) {
    super(`render queue full${maxQueue === undefined ? '' : `: ${maxQueue} jobs already wait for a thread`}`);
  }
}

export class RenderTimeoutError extends Error {
  override readonly name = 'RenderTimeoutError';
  constructor(key?: string, timeoutMs?: number) {
    super(
      `render${key === undefined ? '' : ` of ${key}`} timed out${timeoutMs === undefined ? '' : ` after ${timeoutMs} ms`}`,
    );
  }
}

/**
 * Jobs handed to each thread at once: it draws them one after another from its own message queue,
 * so it never idles while the main thread is too busy answering presses to hand it the next one.
 */
const JOBS_PER_THREAD = 3;

function taskOf(job: RenderJob<unknown>): unknown {
  return typeof job.task === 'function' ? job.task() : job.task;
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function checkCount(name: string, value: number, minimum: number): void {
  if (!Number.isInteger(value) || value < minimum)
    throw new RangeError(`${name} must be an integer of at least ${minimum}, got ${value}`);
}

/**
 * One render service for every game: pictures are drawn by the game's own render module, on a
 * piscina pool of threads (bounded queue, per-job timeout), and kept in an lru-cache bounded by
 * bytes whose fetch() also joins concurrent requests for the same key. Failed draws are not cached.
 */
export function createRenderService(options: RenderServiceOptions): RenderService {
  const { threads, maxQueue, taskTimeoutMs, cacheBytes } = options;
  checkCount('threads', threads, 0);
  checkCount('maxQueue', maxQueue, 0);
  checkCount('taskTimeoutMs', taskTimeoutMs, 1);
  checkCount('cacheBytes', cacheBytes, 1);

  let closed = false;
  let hits = 0;
  let completed = 0;
  let failed = 0;

  const pool =
    threads > 0
      ? new Piscina({
          ...threadOptions(import.meta.url, 'render-thread'),
          minThreads: threads,
          maxThreads: threads,
          concurrentTasksPerWorker: JOBS_PER_THREAD,
          workerData: { niceness: options.niceness ?? 0 } satisfies ThreadData,
          // Tasks arrive as messages, so a thread's event loop turns between pictures and
          // @napi-rs/canvas can free a canvas's pixels (its finalizers run then).
          atomics: 'disabled',
        })
      : null;
  // A thread that fails outside a job: piscina replaces it, and rejects the jobs it was running.
  pool?.on('error', () => {});
  /** A job's timeout starts when its thread says it started: a fresh thread's start-up is not the job's time. */
  const onStart = new Map<number, () => void>();
  let nextJobId = 0;
  pool?.on('message', (message: unknown) => {
    if (isJobStarted(message)) onStart.get(message.renderJobStarted)?.();
  });

  /**
   * Jobs wait here, first come first served, and go to piscina only when a thread has room for
   * them (JOBS_PER_THREAD each). Piscina's
   * own queue is not used: tasks that carry an AbortSignal (all of them, for the timeout) wait in a
   * queue its maxQueue does not bound (piscinajs/piscina#899), and under a steady load a waiting
   * task could be passed over for ever; a signal would also time a job from submission (#869).
   */
  const waiting: (() => void)[] = [];
  let running = 0;
  /** Turns for callers that choose their job late: as many as the threads take at once. */
  const turns = pLimit(pool ? threads * JOBS_PER_THREAD : 1);

  function takeThread(): Promise<void> {
    // Jobs handed to a thread beyond the one it draws are waiting too, and count against maxQueue.
    if (running + waiting.length >= threads + maxQueue) throw new RenderQueueFullError(maxQueue);
    if (running < threads * JOBS_PER_THREAD) {
      running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  }

  /** Hands the thread to the oldest waiting job, or frees it. */
  function releaseThread(): void {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  /** How many jobs timed out so far: each took its thread down, with the jobs queued on it. */
  let threadsLost = 0;

  async function runWithTimeout(pool: Piscina, job: RenderJob<unknown>): Promise<Uint8Array> {
    const id = nextJobId++;
    const timeout = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    onStart.set(id, () => {
      timer = setTimeout(() => {
        threadsLost++;
        timeout.abort(new RenderTimeoutError(job.key, taskTimeoutMs));
      }, taskTimeoutMs);
    });
    try {
      const threadJob: ThreadJob = { id, module: job.module.href, task: taskOf(job) };
      return await pool.run(threadJob, { signal: timeout.signal });
    } catch (error) {
      throw timeout.signal.reason instanceof RenderTimeoutError ? timeout.signal.reason : error;
    } finally {
      clearTimeout(timer);
      onStart.delete(id);
    }
  }

  async function drawOnThread(pool: Piscina, job: RenderJob<unknown>): Promise<Uint8Array> {
    await takeThread();
    try {
      const lostBefore = threadsLost;
      try {
        return await runWithTimeout(pool, job);
      } catch (error) {
        // Waiting on a thread that another job's timeout took down is no fault of this job: once more.
        if (error instanceof RenderTimeoutError || threadsLost === lostBefore) throw error;
        return await runWithTimeout(pool, job);
      }
    } finally {
      releaseThread();
    }
  }

  async function drawJob(job: RenderJob<unknown>): Promise<Buffer> {
    if (closed) throw new Error('the render service is closed');
    try {
      const bytes = pool ? await drawOnThread(pool, job) : await draw(job.module.href, taskOf(job));
      completed++;
      return asBuffer(bytes);
    } catch (error) {
      failed++;
      throw error;
    }
  }

  const cache = new LRUCache<string, Buffer, RenderJob<unknown>>({
    maxSize: cacheBytes,
    sizeCalculation: (png) => Math.max(1, png.byteLength),
    fetchMethod: (_key, _stale, { context }) => drawJob(context),
    // A picture being drawn whose slot is evicted still answers the requests waiting for it.
    ignoreFetchAbort: true,
  });

  return {
    async render(job) {
      if (closed) throw new Error('the render service is closed');
      const status: LRUCache.Status<string, Buffer, RenderJob<unknown>> = {};
      const png = await cache.fetch(job.key, { context: job, status });
      if (status.fetch === 'hit' || status.fetch === 'inflight') hits++;
      if (png === undefined) throw new Error(`render of ${job.key} was abandoned`);
      return png;
    },
    inTurn: (work) => turns(work),
    stats() {
      let cachedEntries = 0;
      let cachedBytes = 0;
      for (const png of cache.values()) {
        cachedEntries++;
        cachedBytes += png.byteLength;
      }
      return {
        threads,
        queued: waiting.length + Math.max(0, running - threads),
        running: Math.min(running, threads),
        cachedEntries,
        cachedBytes,
        hits,
        completed,
        failed,
      };
    },
    async close() {
      closed = true;
      cache.clear();
      await pool?.destroy();
    },
  };
}
