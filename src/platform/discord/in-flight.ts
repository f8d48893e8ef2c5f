/** What became of the interactions being handled when the process began to shut down. */
export interface DrainResult {
  /** In flight when draining began, and finished within the grace. */
  finished: number;
  /** Still running when the grace ran out: the process closes under them. */
  cutOff: number;
}

/**
 * The interactions this process is handling, so that shutdown can stop taking new ones and give
 * the ones under way a bounded time to finish. Used by the router, which every way of receiving
 * interactions (gateway or HTTP) dispatches through.
 */
export interface InFlight {
  /** Runs `work` as one interaction; while draining it is not started and false is returned. */
  run(work: () => Promise<void>): Promise<boolean>;
  readonly count: number;
  readonly draining: boolean;
  /** Takes no new work from now on; resolves when the work under way is done, or after `graceMs`. */
  drain(graceMs: number): Promise<DrainResult>;
}

export function createInFlight(): InFlight {
  const running = new Set<Promise<void>>();
  let draining = false;
  return {
    async run(work) {
      if (draining) return false;
      const flight = work().finally(() => running.delete(flight));
      running.add(flight);
      await flight;
      return true;
    },
    get count() {
      return running.size;
    },
    get draining() {
      return draining;
    },
    async drain(graceMs) {
      draining = true;
      const started = running.size;
      if (started === 0) return { finished: 0, cutOff: 0 };
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      });
      // A flight that fails has finished as far as shutdown cares (the router answered it).
      const allDone = Promise.allSettled([...running]).then(() => undefined);
      await Promise.race([allDone, graceOver]);
      clearTimeout(timer);
      return { finished: started - running.size, cutOff: running.size };
    },
  };
}
