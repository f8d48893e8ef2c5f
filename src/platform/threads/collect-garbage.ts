import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options: { type: 'minor' | 'major' }) => void;
let collect: Collect | null = null;

/**
 * A collection on the calling thread, now. V8 collects only when a thread allocates, and offers no
 * way to ask for a collection but its `gc` function, which a context created after `--expose-gc`
 * is set gets: the threads that allocate in a way V8 misjudges (native pixels, a load then a long
 * wait) call this.
 */
export function collectGarbage(type: 'minor' | 'major'): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as Collect;
  }
  collect({ type });
}
