import { expect } from 'vitest';
import type { LocalDiscord, LocalUser } from '../../dev/local-discord/index.js';
import { isPublic } from './staged-table.js';

/** Everyone's view of a channel's public messages (as `viewer` sees them): what bad input must not change. */
export function publicView(local: LocalDiscord, channelId: string, viewer: LocalUser): string {
  return JSON.stringify(local.driver.channelView(channelId, viewer).filter(isPublic));
}

/** Waits until the channel's public messages stop changing (a picture following its press), and returns them. */
export async function settledPublicView(
  local: LocalDiscord,
  channelId: string,
  viewer: LocalUser,
): Promise<string> {
  let previous = '';
  await expect
    .poll(
      () => {
        const now = publicView(local, channelId, viewer);
        const still = now === previous;
        previous = now;
        return still;
      },
      { interval: 400, timeout: 15_000 },
    )
    .toBe(true);
  return previous;
}
