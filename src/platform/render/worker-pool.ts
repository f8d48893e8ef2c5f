import { Worker } from 'node:worker_threads';

/** CPU-heavy jobs (image rendering) on other threads, so the event loop keeps answering Discord. */
export interface WorkerPool<Task, Result> {
  run(task: Task): Promise<Result>;
  close(): Promise<void>;
}

/**
 * A worker for a module: built .js runs as is; a .ts source (development, tests through tsx) is
 * loaded through tsx's loader, which a worker does not inherit from the main thread.
 */
function startWorker(entry: URL): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry);
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { eval: true });
}

type Reply<Result> = { id: number; ok: true; result: Result } | { id: number; ok: false; error: string };

interface Slot<Result> {
  worker: Worker;
  pending: Map<number, { resolve: (result: Result) => void; reject: (error: Error) => void }>;
}

/**
 * `size` workers running the module at `entry`, which answers `{ id, task }` with
 * `{ id, ok, result | error }`. Each job goes to the least busy worker; a worker that dies
 * fails its jobs and is replaced.
 */
export function createWorkerPool<Task, Result>(entry: URL, size: number): WorkerPool<Task, Result> {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('a pool needs at least one worker');
  let nextId = 0;
  let closing = false;
  const slots: Slot<Result>[] = [];

  function spawn(index: number): void {
    const slot: Slot<Result> = { worker: startWorker(entry), pending: new Map() };
    slot.worker.on('message', (reply: Reply<Result>) => {
      const job = slot.pending.get(reply.id);
      if (!job) return;
      slot.pending.delete(reply.id);
      if (reply.ok) job.resolve(reply.result);
      else job.reject(new Error(reply.error));
    });
    slot.worker.on('error', (error) => fail(slot, error));
    slot.worker.on('exit', (code) => {
      fail(slot, new Error(`render worker exited with code ${code}`));
      if (!closing) spawn(index);
    });
    slots[index] = slot;
  }

  function fail(slot: Slot<Result>, error: Error): void {
    for (const job of slot.pending.values()) job.reject(error);
    slot.pending.clear();
  }

  for (let index = 0; index < size; index++) spawn(index);

  return {
    run(task) {
      const slot = slots.reduce((least, candidate) =>
        candidate.pending.size < least.pending.size ? candidate : least,
      );
      const id = nextId++;
      return new Promise<Result>((resolve, reject) => {
        slot.pending.set(id, { resolve, reject });
        slot.worker.postMessage({ id, task });
      });
    },
    async close() {
      closing = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
