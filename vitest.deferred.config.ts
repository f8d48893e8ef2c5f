import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * The test suite's second pass: the suites where a secret could leak, with every interaction
 * deferred at once (RENDEZVOUS_DEFER_AT_ONCE=1), as if every answer were slow; Duet's and the
 * slow private answers' over HTTP interactions (the slow private answers run deferred over the
 * gateway in the first pass; a whole Duck race, deferred, costs a minute, and the chaos suite's
 * slow-path run plays Duck's private menus deferred with every request scanned). Deferred answers take other paths to Discord (edits, follow-ups, a private
 * "thinking…"), and each must keep what is private private.
 */
const leakBearing = [
  'test/e2e/codenames.e2e.test.ts',
  'test/e2e/thekey.e2e.test.ts',
  'test/e2e/teams.e2e.test.ts',
  'test/e2e/private-menus.e2e.test.ts',
  'test/e2e/stop-path.e2e.test.ts',
];

/** The first pass's timeouts and waits, for these files alone. */
const { include: _everything, ...shared } = base.test ?? {};

export default defineConfig({
  test: {
    projects: [
      {
        test: { ...shared, name: 'deferred', include: leakBearing, env: { RENDEZVOUS_DEFER_AT_ONCE: '1' } },
      },
      {
        test: {
          ...shared,
          name: 'deferred-http',
          include: ['test/e2e/duet.e2e.test.ts', 'test/e2e/slow-private-answers.e2e.test.ts'],
          env: { RENDEZVOUS_DEFER_AT_ONCE: '1', E2E_INTERACTIONS: 'http' },
        },
      },
    ],
  },
});
