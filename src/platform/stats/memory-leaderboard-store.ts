import { type BoardId, boardName, parseBoardName } from './boards.js';
import { type BoardLine, byRank, type LeaderboardStore, onceKey, snowflake } from './leaderboard-store.js';

interface ServerBoards {
  boards: Map<string, Map<string, number>>;
  counted: Set<string>;
}

/** The boards in this process only (STORE=memory and tests): lost when it stops. */
export class MemoryLeaderboardStore implements LeaderboardStore {
  private readonly servers = new Map<string, ServerBoards>();

  async apply(guildId: string, changes: Parameters<LeaderboardStore['apply']>[1]): Promise<void> {
    const server = this.server(guildId);
    for (const change of changes) {
      const name = boardName(change.board);
      const board = server.boards.get(name) ?? new Map<string, number>();
      server.boards.set(name, board);
      const current = board.get(change.member);
      if (change.op === 'max') {
        board.set(change.member, Math.max(current ?? change.value, change.value));
        continue;
      }
      if (change.op === 'once') {
        const key = onceKey(name, change.member, change.tag);
        if (server.counted.has(key)) continue;
        server.counted.add(key);
      }
      board.set(change.member, (current ?? 0) + change.value);
    }
  }

  async top(guildId: string, board: BoardId, limit: number): Promise<BoardLine[]> {
    const lines = this.server(guildId).boards.get(boardName(board)) ?? new Map<string, number>();
    return [...lines]
      .map(([member, score]) => ({ member, score }))
      .sort(byRank)
      .slice(0, Math.max(0, limit));
  }

  async scores(guildId: string, board: BoardId, members: readonly string[]): Promise<(number | null)[]> {
    const lines = this.server(guildId).boards.get(boardName(board));
    return members.map((member) => lines?.get(member) ?? null);
  }

  async boards(guildId: string): Promise<BoardId[]> {
    return [...this.server(guildId).boards.keys()].flatMap((name) => parseBoardName(name) ?? []);
  }

  async forget(guildId: string, userId: string): Promise<void> {
    const server = this.server(guildId);
    snowflake(userId);
    for (const board of server.boards.values()) board.delete(userId);
    for (const key of server.counted) if (key.split('|')[1] === userId) server.counted.delete(key);
  }

  /** Refuses what the Redis store refuses, so both behave alike. */
  private server(guildId: string): ServerBoards {
    let server = this.servers.get(snowflake(guildId));
    if (!server) {
      server = { boards: new Map(), counted: new Set() };
      this.servers.set(guildId, server);
    }
    return server;
  }
}
