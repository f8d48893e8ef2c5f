import { createSessionService } from '../../../src/platform/session/session-service.js';
import type { GameStore } from '../../../src/platform/store/game-store.js';
import { captureLogger } from '../../support/capture-logger.js';
import { nimRules } from '../game-plugin/nim-game.js';

/** The two seats of the session tests' Nim games. */
export const NIM_PLAYERS = { first: '100000000000000001', second: '100000000000000002' } as const;

/** The one session service, with the test-only Nim as its game, on `store`; its log lines kept. */
export function nimSessions(store: GameStore) {
  const { log, lines } = captureLogger();
  const sessions = createSessionService('nim', nimRules, { store, log, idleSeconds: 60, now: Date.now });
  return { sessions, lines };
}

let games = 0;

/** A new Nim game between NIM_PLAYERS in a channel of its own, stored through a session service of its own. */
export async function newNimGame(store: GameStore) {
  games += 1;
  const gameId = `nim${games}`;
  const channelId = String(900_000 + games);
  const { sessions, lines } = nimSessions(store);
  const state = nimRules.setup({ channelId, players: NIM_PLAYERS }, { seed: gameId, now: 0 });
  const created = await sessions.create(gameId, channelId, state);
  if (created.kind !== 'created') throw new Error('channel busy');
  return { sessions, lines, gameId };
}
