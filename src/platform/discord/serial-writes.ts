/**
 * The order of the writes to one message. Discord applies two edits of a message in whatever
 * order they reach it: a picture's edit on its way (it carries the buttons of the state it was
 * drawn for) could land after the answer to a newer press and put the older buttons back.
 *
 * An edit (a picture's) goes out once every earlier write to the key settled. An answer to a
 * press waits only for an edit already on its way: answers need no order among themselves, since
 * a press that moves the game on was made on a table showing the answer before it (its button
 * carries that version), and an edit still waiting for its turn will find itself older than the
 * answer and not go out. Nothing waits for ever: a request stuck on the
 * network (or in a rate limit's back-off) must not hold up a game, and an answer never waits so
 * long that its press would have to be deferred.
 */
export interface SerialWrites {
  /** Runs `write` once the key's earlier writes settled (at once when there are none). */
  edit<T>(key: string, write: () => Promise<T>): Promise<T>;
  /** Runs `write` once the key's edit on its way, if any, settled. */
  answer<T>(key: string, write: () => Promise<T>): Promise<T>;
  /** Keys with a write under way or waiting. */
  readonly size: number;
}

interface Lane {
  /** Settles once every write so far settled. */
  all: Promise<void>;
  /** The edit on its way, until it settles. */
  sending: Promise<void> | null;
  pending: number;
}

function started<T>(write: () => Promise<T>): Promise<T> {
  try {
    return write();
  } catch (error) {
    return Promise.reject(error);
  }
}

const settledOf = (promise: Promise<unknown>): Promise<void> =>
  promise.then(
    () => undefined,
    () => undefined,
  );

export interface WriteWaits {
  /** The longest an edit waits for the writes before it. */
  editMs: number;
  /** The longest an answer waits for the edit on its way. */
  answerMs: number;
}

export function createSerialWrites(waits: WriteWaits): SerialWrites {
  const lanes = new Map<string, Lane>();

  function atMost(earlier: Promise<void>, ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    });
    return Promise.race([earlier, gaveUp]).finally(() => clearTimeout(timer));
  }

  /** Runs `write` after `earlier` (at once, in this very turn, without it). */
  function after<T>(earlier: Promise<void> | null, ms: number, write: () => Promise<T>): Promise<T> {
    return earlier ? atMost(earlier, ms).then(write) : started(write);
  }

  function laneOf(key: string): Lane {
    let lane = lanes.get(key);
    if (!lane) {
      lane = { all: Promise.resolve(), sending: null, pending: 0 };
      lanes.set(key, lane);
    }
    return lane;
  }

  function track(key: string, lane: Lane, settled: Promise<void>): void {
    lane.pending += 1;
    void settled.then(() => {
      lane.pending -= 1;
      if (lane.pending === 0 && lanes.get(key) === lane) lanes.delete(key);
    });
  }

  return {
    edit(key, write) {
      const lane = laneOf(key);
      const earlier = lane.pending > 0 ? lane.all : null;
      const result = after(earlier, waits.editMs, () => {
        const sent = started(write);
        const sending = settledOf(sent);
        lane.sending = sending;
        void sending.then(() => {
          if (lane.sending === sending) lane.sending = null;
        });
        return sent;
      });
      const settled = settledOf(result);
      lane.all = settled;
      track(key, lane, settled);
      return result;
    },
    answer(key, write) {
      const lane = laneOf(key);
      const result = after(lane.sending, waits.answerMs, write);
      const settled = settledOf(result);
      lane.all = lane.pending > 0 ? Promise.all([lane.all, settled]).then(() => undefined) : settled;
      track(key, lane, settled);
      return result;
    },
    get size() {
      return lanes.size;
    },
  };
}
