import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from '../log.js';

/**
 * Request ids that follow an interaction through everything it sets off. The router runs each
 * interaction with one child logger (`req: <interaction id>`); the context's logger writes through
 * whichever child is current. So every line logged while handling it carries the id, from the
 * handler down to the game runtime, the store retries and the picture edit that follows the
 * answer, without threading a logger through every call (the runtimes are made once per bot).
 */
export interface RequestLog {
  /** The logger handlers get: the current interaction's child, or the process's logger outside one. */
  log: Logger;
  /** Runs `work` with a child logger carrying `req`. */
  run<T>(req: string, work: () => T): T;
}

export function createRequestLog(base: Logger): RequestLog {
  const current = new AsyncLocalStorage<Logger>();
  const log = new Proxy(base, {
    get(target, property) {
      const logger = current.getStore() ?? target;
      const value = Reflect.get(logger, property, logger);
      return typeof value === 'function' ? value.bind(logger) : value;
    },
  });
  return {
    log,
    run: (req, work) => current.run(base.child({ req }), work),
  };
}
