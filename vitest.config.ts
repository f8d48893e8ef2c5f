import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The e2e bot runs from source: its first picture on a fresh render thread loads tsx and the
    // game's drawing code there first (a few seconds on this machine), and later pictures follow
    // their answers by an edit. Waiting for what the bot posts or edits allows for that.
    expect: { poll: { timeout: 5_000 } },
  },
});
