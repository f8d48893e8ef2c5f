import type { RedisClient } from '../redis/redis-client.js';
import { type BoardChange, type BoardId, boardName, parseBoardName } from './boards.js';
import { type BoardLine, type LeaderboardStore, onceKey, snowflake } from './leaderboard-store.js';

// KEYS[1] = the server's board names, KEYS[2] = its `once` keys already counted, KEYS[3..] = the
// boards changed; ARGV = five values per board: name, op, member, value, `once` key.
const APPLY_LUA = `
for i = 3, #KEYS do
  local at = (i - 3) * 5
  local name, op, member, value, once = ARGV[at + 1], ARGV[at + 2], ARGV[at + 3], ARGV[at + 4], ARGV[at + 5]
  redis.call('SADD', KEYS[1], name)
  if op == 'max' then
    redis.call('ZADD', KEYS[i], 'GT', value, member)
  elseif op == 'add' or redis.call('SADD', KEYS[2], once) == 1 then
    redis.call('ZINCRBY', KEYS[i], value, member)
  end
end
return 1`;

interface LeaderboardScripts {
  rendezvousBoardsApply(...keysThenArgs: (string | number)[]): Promise<number>;
}

const SCAN_COUNT = 500;

/**
 * Keys (`{guildId}` is a Cluster hash tag, so one script may change every board of a game);
 * none has a TTL:
 * - `board:{guildId}:<metric>:<scope>:<period>` sorted set: member = user id, score.
 * - `boards:{guildId}`        set of the server's board names (`<metric>:<scope>:<period>`).
 * - `boards-once:{guildId}`   set of `<board name>|<user id>|<tag>` already counted.
 */
export class RedisLeaderboardStore implements LeaderboardStore {
  private readonly redis: RedisClient & LeaderboardScripts;

  constructor(
    redis: RedisClient,
    private readonly options: { prefix: string },
  ) {
    redis.defineCommand('rendezvousBoardsApply', { lua: APPLY_LUA });
    this.redis = redis as RedisClient & LeaderboardScripts;
  }

  async apply(guildId: string, changes: readonly BoardChange[]): Promise<void> {
    if (changes.length === 0) return;
    const keys = changes.map((change) => this.boardKey(guildId, change.board));
    const args = changes.flatMap((change) => {
      const name = boardName(change.board);
      const once = change.op === 'once' ? onceKey(name, change.member, change.tag) : '';
      return [name, change.op, change.member, change.value, once];
    });
    await this.redis.rendezvousBoardsApply(
      changes.length + 2,
      this.namesKey(guildId),
      this.onceKey(guildId),
      ...keys,
      ...args,
    );
  }

  async top(guildId: string, board: BoardId, limit: number): Promise<BoardLine[]> {
    if (limit <= 0) return [];
    const flat = await this.redis.zrevrange(this.boardKey(guildId, board), 0, limit - 1, 'WITHSCORES');
    const lines: BoardLine[] = [];
    for (let index = 0; index + 1 < flat.length; index += 2) {
      lines.push({ member: flat[index] as string, score: Number(flat[index + 1]) });
    }
    return lines;
  }

  async scores(guildId: string, board: BoardId, members: readonly string[]): Promise<(number | null)[]> {
    if (members.length === 0) return [];
    const scores = await this.redis.zmscore(this.boardKey(guildId, board), ...members);
    return scores.map((score) => (score === null ? null : Number(score)));
  }

  async boards(guildId: string): Promise<BoardId[]> {
    const names = await this.redis.smembers(this.namesKey(guildId));
    return names.flatMap((name) => parseBoardName(name) ?? []);
  }

  async forget(guildId: string, userId: string): Promise<void> {
    const boards = await this.boards(guildId);
    const forgetting = this.redis.pipeline();
    for (const board of boards) forgetting.zrem(this.boardKey(guildId, board), userId);
    await forgetting.exec();
    let cursor = '0';
    do {
      const [next, counted] = await this.redis.sscan(
        this.onceKey(guildId),
        cursor,
        'MATCH',
        `*|${snowflake(userId)}|*`,
        'COUNT',
        SCAN_COUNT,
      );
      if (counted.length > 0) await this.redis.srem(this.onceKey(guildId), ...counted);
      cursor = next;
    } while (cursor !== '0');
  }

  private boardKey(guildId: string, board: BoardId): string {
    return `${this.options.prefix}board:{${snowflake(guildId)}}:${boardName(board)}`;
  }

  private namesKey(guildId: string): string {
    return `${this.options.prefix}boards:{${snowflake(guildId)}}`;
  }

  private onceKey(guildId: string): string {
    return `${this.options.prefix}boards-once:{${snowflake(guildId)}}`;
  }
}
