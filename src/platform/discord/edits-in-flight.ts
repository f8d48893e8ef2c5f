/**
 * The picture edit of each game on its way to Discord. Discord applies two edits of a message in
 * whatever order they reach it: a picture's edit carries the buttons of the state it was drawn
 * for, and landing after the answer to a newer press it would put the older buttons back. So an
 * answer waits for the edit on its way, but at most `maxWaitMs`: a request stuck on the network
 * (or backing off a rate limit) must not make the press late. Nothing else needs ordering: a
 * game's picture edits go one at a time and not at all once a newer answer went out, and a press
 * that moves the game on was made on the table the answer before it showed.
 */
export interface EditsInFlight {
  /** `edit` is the key's edit on its way, until it settles. */
  send<T>(key: string, edit: Promise<T>): Promise<T>;
  /** Settles once the key's edit on its way did, or after `maxWaitMs`; null when none is on its way. */
  landed(key: string): Promise<void> | null;
}

export function createEditsInFlight(maxWaitMs: number): EditsInFlight {
  const sending = new Map<string, Promise<void>>();
  return {
    send(key, edit) {
      const settled = edit.then(
        () => undefined,
        () => undefined,
      );
      sending.set(key, settled);
      void settled.then(() => {
        if (sending.get(key) === settled) sending.delete(key);
      });
      return edit;
    },
    landed(key) {
      const settled = sending.get(key);
      if (!settled) return null;
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, maxWaitMs);
      });
      return Promise.race([settled, gaveUp]).finally(() => clearTimeout(timer));
    },
  };
}
