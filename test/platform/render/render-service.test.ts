import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createRenderService,
  type RenderJob,
  RenderQueueFullError,
  type RenderService,
  type RenderServiceOptions,
  RenderTimeoutError,
} from '../../../src/platform/render/render-service.js';
import { drawnCount, type FixtureTask, readPicture } from './fixtures/render-fixture.js';

const fixture = new URL('./fixtures/render-fixture.ts', import.meta.url);

const services: RenderService[] = [];
function service(options: Partial<RenderServiceOptions> = {}): RenderService {
  const created = createRenderService({
    threads: 0,
    maxQueue: 16,
    taskTimeoutMs: 5_000,
    cacheBytes: 1024 * 1024,
    ...options,
  });
  services.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(services.splice(0).map((created) => created.close()));
});

function job(key: string, task: Partial<FixtureTask> = {}): RenderJob<FixtureTask> {
  return { key, module: fixture, task: { label: key, ...task } };
}

describe('the render service on the calling thread', () => {
  it('draws a key once for two concurrent requests, and never again once cached', async () => {
    const render = service();
    const before = drawnCount();
    const [first, second] = await Promise.all([render.render(job('board')), render.render(job('board'))]);
    expect(second).toBe(first);
    expect(readPicture(first).label).toBe('board');
    expect(drawnCount()).toBe(before + 1);

    expect(await render.render(job('board'))).toBe(first);
    expect(drawnCount()).toBe(before + 1);
    expect(render.stats()).toMatchObject({ completed: 1, failed: 0, hits: 2, cachedEntries: 1 });
  });

  it('evicts the least recently used pictures when the cached bytes exceed the bound', async () => {
    const render = service({ cacheBytes: 3_000 });
    for (const key of ['a', 'b', 'c']) await render.render(job(key, { size: 1_000 }));
    await render.render(job('a', { size: 1_000 })); // a is now used more recently than b
    await render.render(job('d', { size: 1_000 }));
    expect(render.stats()).toMatchObject({ cachedEntries: 3, cachedBytes: 3_000 });

    const before = drawnCount();
    await render.render(job('a', { size: 1_000 }));
    await render.render(job('c', { size: 1_000 }));
    await render.render(job('d', { size: 1_000 }));
    expect(drawnCount()).toBe(before);
    await render.render(job('b', { size: 1_000 }));
    expect(drawnCount()).toBe(before + 1);
  });

  it('rejects a failing render and does not cache the failure', async () => {
    const render = service();
    const before = drawnCount();
    await expect(render.render(job('broken', { fail: true }))).rejects.toThrow('cannot draw broken');
    expect(render.stats()).toMatchObject({ failed: 1, completed: 0, cachedEntries: 0 });

    const png = await render.render(job('broken'));
    expect(readPicture(png).label).toBe('broken');
    expect(drawnCount()).toBe(before + 2);
  });

  it('rejects a module that exports no render function', async () => {
    const render = service();
    const noRender = new URL('./fixtures/no-render.ts', import.meta.url);
    await expect(render.render({ key: 'x', module: noRender, task: {} })).rejects.toThrow(
      'exports no render(task) function',
    );
  });

  it('refuses renders once closed', async () => {
    const render = service();
    await render.close();
    await expect(render.render(job('late'))).rejects.toThrow('closed');
  });
});

describe('the render service on worker threads', () => {
  it('draws on a real worker thread from a .ts render module, and hands back a Buffer', async () => {
    const render = service({ threads: 1 });
    const png = await render.render(job('threaded'));
    expect(Buffer.isBuffer(png)).toBe(true);
    const picture = readPicture(png);
    expect(picture.label).toBe('threaded');
    expect(picture.threadId).not.toBe(threadId);
    expect(await render.render(job('threaded'))).toBe(png);
    expect(render.stats()).toMatchObject({ threads: 1, completed: 1, hits: 1, queued: 0, running: 0 });
  });

  it('refuses a job at once when the queue is full', async () => {
    const render = service({ threads: 1, maxQueue: 1 });
    let firstDone = false;
    const first = render.render(job('slow', { sleepMs: 600 })).finally(() => {
      firstDone = true;
    });
    const second = render.render(job('queued'));
    expect(render.stats()).toMatchObject({ running: 1, queued: 1 });

    await expect(render.render(job('refused'))).rejects.toBeInstanceOf(RenderQueueFullError);
    expect(firstDone).toBe(false);
    expect(readPicture(await first).label).toBe('slow');
    expect(readPicture(await second).label).toBe('queued');
    // The refusal was not cached: with room in the queue the key is drawn.
    expect(readPicture(await render.render(job('refused'))).label).toBe('refused');
    expect(render.stats()).toMatchObject({ completed: 3, failed: 1 });
  });

  it('builds a task given as a function only when a thread takes its job', async () => {
    const render = service({ threads: 1 });
    // A thread is handed three jobs at once; the fourth waits for room.
    const busy = ['one', 'two', 'three'].map((key) => render.render(job(key, { sleepMs: 300 })));
    let built = 0;
    const waiting = render.render({
      key: 'late',
      module: fixture,
      task: () => {
        built += 1;
        return { label: 'late' };
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(render.stats()).toMatchObject({ queued: 3 });
    expect(built).toBe(0);
    await Promise.all(busy);
    expect(readPicture(await waiting).label).toBe('late');
    expect(built).toBe(1);
  });

  it('aborts a job that runs too long, replaces its thread and keeps rendering', async () => {
    const render = service({ threads: 1, taskTimeoutMs: 300 });
    const before = readPicture(await render.render(job('warm-up')));

    const started = Date.now();
    const stuck = render.render(job('stuck', { sleepMs: 10_000 }));
    // Waiting behind the stuck job does not count against this one's time.
    const behind = render.render(job('behind', { sleepMs: 150 }));
    await expect(stuck).rejects.toBeInstanceOf(RenderTimeoutError);
    expect(Date.now() - started).toBeLessThan(3_000);

    const after = readPicture(await behind);
    expect(after.label).toBe('behind');
    expect(after.threadId).not.toBe(before.threadId);
    expect(readPicture(await render.render(job('later'))).threadId).toBe(after.threadId);
    expect(render.stats()).toMatchObject({ completed: 3, failed: 1, running: 0, queued: 0 });
  });

  it('draws jobs first come, first served under a steady load: none is passed over', async () => {
    const render = service({ threads: 1, maxQueue: 64 });
    await render.render(job('warm-up'));
    const finished: string[] = [];
    const submitted: string[] = [];
    let next = 0;
    // Twenty callers keep the queue full, each sending its next job as soon as one is done.
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < 200) {
          const key = `job-${next++}`;
          submitted.push(key);
          finished.push(readPicture(await render.render(job(key))).label);
        }
      }),
    );
    expect(finished).toEqual(submitted);
  });
});
