import type { InteractionHandle, LocalDiscord, LocalUser } from '../dev/local-discord/index.js';
import { CodenamesTable } from '../test/support/codenames-table.js';
import { DuetTable } from '../test/support/duet-table.js';

/** The games the load benchmark can play. */
export const loadGames = ['duet', 'codenames'] as const;
export type LoadGame = (typeof loadGames)[number];

/** One table of the load: a game set up to a clue of 9, then nine guesses, each one button press. */
export interface LoadTable {
  /** Starts the game, learns its key and gives the clue; returns the cells the guesser will press. */
  prepare(): Promise<number[]>;
  guess(cell: number): InteractionHandle;
  boardId(): string;
}

function duetTable(
  local: LocalDiscord,
  channelId: string,
  a: LocalUser,
  b: LocalUser,
  timeoutMs: number,
): LoadTable {
  const table = new DuetTable(local, channelId, a, b, timeoutMs);
  return {
    async prepare() {
      await table.start();
      const keys = await table.keys();
      await table.clue(table.a, 'zzqa', 9);
      return table.cellsWith(keys.A, 'agent');
    },
    guess: (cell) => table.press(table.b, table.words()[cell]?.customId ?? ''),
    boardId: () => table.board().id,
  };
}

/** Classic Codenames with two players: one team against the clock, its operative finding its nine agents. */
function codenamesTable(
  local: LocalDiscord,
  channelId: string,
  a: LocalUser,
  b: LocalUser,
  timeoutMs: number,
): LoadTable {
  const table = new CodenamesTable(local, channelId, a, b, timeoutMs);
  return {
    async prepare() {
      await table.start({ language: 'en' });
      const agents = await table.ownAgents();
      await table.clue('zzqa', 9);
      return agents;
    },
    guess: (cell) => table.guess(cell),
    boardId: () => table.board().id,
  };
}

export function loadTables(
  game: LoadGame,
  local: LocalDiscord,
  guildId: string,
  count: number,
  players: { a: LocalUser; b: LocalUser; timeoutMs: number },
): LoadTable[] {
  const make = game === 'duet' ? duetTable : codenamesTable;
  return Array.from({ length: count }, (_, i) => {
    const channel = local.model.createTextChannel(guildId, { name: `bench-${game}-${i}` });
    return make(local, channel.id, players.a, players.b, players.timeoutMs);
  });
}
