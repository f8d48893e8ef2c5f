/**
 * Writes to one message, one after another. Discord applies two edits of a message in whatever
 * order they reach it: a picture's edit still on its way (it carries the buttons of the state it
 * was drawn for) could land after the answer to a newer press and put the older buttons back. A
 * write waits for the key's earlier writes to settle, but never longer than `maxWaitMs`: a write
 * stuck on the network must not hold up a game's answers for good.
 */
export interface SerialWrites {
  /** Runs `write` once the key's earlier writes settled (at once when there are none). */
  run<T>(key: string, write: () => Promise<T>): Promise<T>;
  /** Keys with a write under way or waiting. */
  readonly size: number;
}

function started<T>(write: () => Promise<T>): Promise<T> {
  try {
    return write();
  } catch (error) {
    return Promise.reject(error);
  }
}

export function createSerialWrites(maxWaitMs: number): SerialWrites {
  const tails = new Map<string, Promise<void>>();

  function afterEarlier(earlier: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, maxWaitMs);
    });
    return Promise.race([earlier, gaveUp]).finally(() => clearTimeout(timer));
  }

  return {
    run(key, write) {
      const earlier = tails.get(key);
      // Nothing under way: the write starts in this very turn, as if there were no queue.
      const result = earlier ? afterEarlier(earlier).then(write) : started(write);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    get size() {
      return tails.size;
    },
  };
}
