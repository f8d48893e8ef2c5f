/**
 * Worker options for a thread module that sits next to the module at `base` (its
 * `import.meta.url`). Built JS runs as is and inherits the process's flags. From .ts sources (tsx
 * for `npm run dev` and the e2e bot, vitest for tests) a thread cannot load a .ts module by
 * itself: vitest's transform never reaches worker threads, and on Node 20 tsx's loader hooks are
 * not inherited by them either. Such a thread first imports a tiny bootstrap that registers tsx's
 * ESM loader in it (tsx is a dev dependency, only needed then). The bootstrap is a data: URL, so
 * no extra file ships; the parent's flags are not copied because process-wide ones (e.g.
 * --max-old-space-size) are refused by worker threads.
 */
export function threadOptions(base: string, name: string): { filename: string; execArgv?: string[] } {
  const fromSource = base.endsWith('.ts');
  const filename = new URL(`./${name}${fromSource ? '.ts' : '.js'}`, base).href;
  if (!fromSource) return { filename };
  const bootstrap = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register();`;
  return { filename, execArgv: ['--import', `data:text/javascript,${encodeURIComponent(bootstrap)}`] };
}
