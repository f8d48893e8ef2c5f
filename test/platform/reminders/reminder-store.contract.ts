import { describe, expect, it } from 'vitest';
import {
  type DueReminder,
  REMINDER_LEASE_MS,
  type ReminderStore,
} from '../../../src/platform/reminders/reminder-store.js';

/** What a claim hands out, without the lease's end. */
const claimed = async (claim: Promise<DueReminder[]>) =>
  (await claim).map(({ gameId, waitKey }) => ({ gameId, waitKey }));

/** Behaviour every ReminderStore must share; `makeStore` gives a fresh, empty store. */
export function reminderStoreContract(name: string, makeStore: () => ReminderStore): void {
  describe(`turn reminders ${name}`, () => {
    it('hands each due reminder to one claimer only, with whom it waited on', async () => {
      const store = makeStore();
      await store.rewait('game-a', { dueAt: 100, waitKey: '1,2' });
      await store.rewait('game-b', { dueAt: 300, waitKey: '3' });
      const [first, second] = await Promise.all([
        claimed(store.claimDue(200, 10)),
        claimed(store.claimDue(200, 10)),
      ]);
      expect([...first, ...second]).toEqual([{ gameId: 'game-a', waitKey: '1,2' }]);
      expect(await claimed(store.claimDue(400, 10))).toEqual([{ gameId: 'game-b', waitKey: '3' }]);
    });

    it('hands out many due reminders each once, never more at a time than asked', async () => {
      const store = makeStore();
      const games = Array.from({ length: 40 }, (_, index) => `game-${index}`);
      for (const gameId of games) await store.rewait(gameId, { dueAt: 100, waitKey: gameId });
      const first = await claimed(store.claimDue(200, 25));
      const second = await claimed(store.claimDue(200, 25));
      expect(first).toHaveLength(25);
      expect([...first, ...second].map((due) => due.gameId).sort()).toEqual([...games].sort());
      expect(first.every((due) => due.waitKey === due.gameId)).toBe(true);
      expect(await store.claimDue(200, 25)).toEqual([]);
    });

    it('replaces a game’s schedule, and drops it when the new wait has no reminder', async () => {
      const store = makeStore();
      await store.rewait('game-a', { dueAt: 100, waitKey: '1' });
      await store.rewait('game-a', { dueAt: 500, waitKey: '2' });
      expect(await store.claimDue(200, 10)).toEqual([]);
      await store.rewait('game-a', 'none');
      expect(await store.claimDue(600, 10)).toEqual([]);
    });

    it('schedules nothing for a muted game until it ends', async () => {
      const store = makeStore();
      await store.rewait('game-b', { dueAt: 100, waitKey: '3' });
      await store.mute('game-b');
      expect(await store.claimDue(600, 10)).toEqual([]);
      await store.rewait('game-b', { dueAt: 700, waitKey: '4' });
      expect(await store.claimDue(800, 10)).toEqual([]);
      await store.rewait('game-b', 'ended');
      // The same id again (a test's fixed ids; real ids are never reused) is no longer muted.
      await store.rewait('game-b', { dueAt: 900, waitKey: '5' });
      expect(await claimed(store.claimDue(1000, 10))).toEqual([{ gameId: 'game-b', waitKey: '5' }]);
    });

    it('hands the last wait’s reminder message back to whoever moves the game on, once', async () => {
      const store = makeStore();
      await store.rewait('game-a', { dueAt: 100, waitKey: '1' });
      await store.rememberNotice('game-a', { channelId: '10', messageId: '20' });
      const moved = await Promise.all([
        store.rewait('game-a', { dueAt: 500, waitKey: '2' }),
        store.rewait('game-a', 'ended'),
      ]);
      expect(moved.filter(Boolean)).toEqual([{ channelId: '10', messageId: '20' }]);
    });

    it('gives a reminder whose claimer died back after the lease, to one sweeper of two', async () => {
      const store = makeStore();
      await store.rewait('game-a', { dueAt: 100, waitKey: '1' });
      expect(await store.claimDue(200, 10)).toHaveLength(1);
      // The claimer dies without settling it: nobody gets it during the lease…
      expect(await store.claimDue(200 + REMINDER_LEASE_MS - 1, 10)).toEqual([]);
      // …and after it, exactly one of two sweepers does.
      const after = 200 + REMINDER_LEASE_MS;
      const [first, second] = await Promise.all([store.claimDue(after, 10), store.claimDue(after, 10)]);
      expect([...first, ...second].map((due) => due.gameId)).toEqual(['game-a']);
    });

    it('drops a settled reminder for good, but keeps one a new wait scheduled meanwhile', async () => {
      const store = makeStore();
      await store.rewait('game-a', { dueAt: 100, waitKey: '1' });
      await store.rewait('game-b', { dueAt: 100, waitKey: '2' });
      const due = await store.claimDue(200, 10);
      await store.rewait('game-b', { dueAt: 300, waitKey: '3' });
      for (const reminder of due) await store.settle(reminder);
      const later = 200 + 2 * REMINDER_LEASE_MS;
      expect(await claimed(store.claimDue(later, 10))).toEqual([{ gameId: 'game-b', waitKey: '3' }]);
    });

    it('gives a posted reminder back once, to whoever deletes it', async () => {
      const store = makeStore();
      await store.rememberNotice('game-a', { channelId: '10', messageId: '20' });
      const taken = await Promise.all([store.takeNotice('game-a'), store.takeNotice('game-a')]);
      expect(taken.filter(Boolean)).toEqual([{ channelId: '10', messageId: '20' }]);
    });
  });
}
