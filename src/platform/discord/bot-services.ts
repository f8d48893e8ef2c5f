import type { REST } from '@discordjs/rest';
import type { Client } from 'discord.js';
import type { Logger } from '../log.js';
import type { Metrics } from '../metrics/metrics.js';
import type { ReminderStore } from '../reminders/reminder-store.js';
import type { RenderService } from '../render/render-service.js';
import type { LeaderboardStore } from '../stats/leaderboard-store.js';
import type { DocumentStore } from '../store/document-store.js';
import type { GameStore } from '../store/game-store.js';

/**
 * The services every handler may use; nothing here holds game state (any process can serve any
 * press). A game's handlers get these through their runtime; the registry of games is the bot's.
 */
export interface BotServices {
  client: Client;
  /**
   * REST for requests made with an interaction's token (edits of a message it answered).
   * Discord does not count interaction endpoints against the bot's global limit of 50 requests
   * a second, which `client.rest` applies to every route but the callback itself.
   */
  interactionRest: REST;
  store: GameStore;
  /**
   * INTERACTIONS=http: presses of one game reach different processes behind a load balancer, so
   * what this process put on a table may land after a newer table another process put there.
   */
  interactionsOverHttp?: boolean;
  /** Long-lived documents that never expire (campaigns). */
  documents: DocumentStore;
  /** Each server's boards (wins, games, best scores…), updated once per finished game. */
  leaderboards: LeaderboardStore;
  /** Every game's pictures: drawn off the event loop, cached by key. */
  render: RenderService;
  /** When to remind whom a game waits on. */
  reminders: ReminderStore;
  /** Overrides every server's reminder delay (development and tests only). */
  reminderDelaySeconds?: number;
  log: Logger;
  /** Counters and histograms for /metrics (absent in tests that build a bare context). */
  metrics?: Metrics;
  idleSeconds: number;
  now: () => number;
  /** A fresh random id for a new game: public (every button carries it), so never seed material. */
  newGameId: () => string;
  /** A new game's secret seed; absent: 128 bits from the CSPRNG (`platform/random/secret-seed.ts`). */
  newSeed?: () => string;
}
