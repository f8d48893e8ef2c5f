import { describe, expect, it } from 'vitest';
import type { ReminderStore } from '../../../src/platform/reminders/reminder-store.js';

/** Behaviour every ReminderStore must share; `makeStore` gives a fresh, empty store. */
export function reminderStoreContract(name: string, makeStore: () => ReminderStore): void {
  describe(`turn reminders ${name}`, () => {
    it('hands each due reminder to one claimer only, with whom it waited on', async () => {
      const store = makeStore();
      await store.schedule('game-a', 100, '1,2');
      await store.schedule('game-b', 300, '3');
      const [first, second] = await Promise.all([store.claimDue(200, 10), store.claimDue(200, 10)]);
      expect([...first, ...second]).toEqual([{ gameId: 'game-a', waitKey: '1,2' }]);
      expect(await store.claimDue(400, 10)).toEqual([{ gameId: 'game-b', waitKey: '3' }]);
    });

    it('hands out many due reminders each once, never more at a time than asked', async () => {
      const store = makeStore();
      const games = Array.from({ length: 40 }, (_, index) => `game-${index}`);
      for (const gameId of games) await store.schedule(gameId, 100, gameId);
      const first = await store.claimDue(200, 25);
      const second = await store.claimDue(200, 25);
      expect(first).toHaveLength(25);
      expect([...first, ...second].map((due) => due.gameId).sort()).toEqual([...games].sort());
      expect(first.every((due) => due.waitKey === due.gameId)).toBe(true);
      expect(await store.claimDue(200, 25)).toEqual([]);
    });

    it('replaces a game’s schedule, and forgets a cancelled or muted one', async () => {
      const store = makeStore();
      await store.schedule('game-a', 100, '1');
      await store.schedule('game-a', 500, '2');
      expect(await store.claimDue(200, 10)).toEqual([]);
      await store.cancel('game-a');
      expect(await store.claimDue(600, 10)).toEqual([]);
      await store.schedule('game-b', 100, '3');
      await store.mute('game-b');
      expect(await store.isMuted('game-b')).toBe(true);
      expect(await store.claimDue(600, 10)).toEqual([]);
      await store.forget('game-b');
      expect(await store.isMuted('game-b')).toBe(false);
    });

    it('gives a posted reminder back once, to whoever deletes it', async () => {
      const store = makeStore();
      await store.rememberNotice('game-a', { channelId: '10', messageId: '20' });
      const taken = await Promise.all([store.takeNotice('game-a'), store.takeNotice('game-a')]);
      expect(taken.filter(Boolean)).toEqual([{ channelId: '10', messageId: '20' }]);
    });
  });
}
