import { describe, expect, it } from 'vitest';
import type { BotContext } from '../../../src/platform/discord/bot-context.js';
import {
  forgetPlayer,
  gameHistory,
  type HistoryEntry,
  recordGameEnd,
} from '../../../src/platform/history/game-history.js';
import { forgetMember } from '../../../src/platform/privacy/forget-me.js';
import { ALL_GAMES, ALL_TIME, boardChanges } from '../../../src/platform/stats/boards.js';
import { MemoryLeaderboardStore } from '../../../src/platform/stats/memory-leaderboard-store.js';
import { MemoryDocumentStore } from '../../../src/platform/store/memory-document-store.js';

const GUILD = '100000000000000001';
const OTHER_GUILD = '100000000000000002';
const ALICE = '200000000000000001';
const BOB = '200000000000000002';
const CSILLA = '200000000000000003';
const DAN = '200000000000000004';

let games = 0;
function game(fields: Partial<HistoryEntry> & Pick<HistoryEntry, 'players' | 'winners'>): HistoryEntry {
  games += 1;
  return {
    game: 'duet',
    gameId: `game${games}`,
    endedAt: Date.UTC(2026, 2, games),
    reason: 'won',
    ...fields,
  };
}

const classic = game({
  game: 'codenames',
  players: [ALICE, BOB, CSILLA, DAN],
  winners: [ALICE, BOB],
  roles: { [ALICE]: 'spymaster', [BOB]: 'operative', [CSILLA]: 'spymaster', [DAN]: 'operative' },
});
const duet = game({ players: [ALICE, CSILLA], winners: [ALICE, CSILLA], score: 7 });
const withoutAlice = game({ game: 'duck', players: [BOB, DAN], winners: [DAN] });

async function serverWithHistory() {
  const documents = new MemoryDocumentStore();
  const leaderboards = new MemoryLeaderboardStore();
  for (const [guildId, entry] of [
    [GUILD, classic],
    [GUILD, duet],
    [GUILD, withoutAlice],
    [OTHER_GUILD, duet],
  ] as const) {
    await recordGameEnd(documents, guildId, entry);
    await leaderboards.apply(guildId, boardChanges(entry));
  }
  return { documents, leaderboards };
}

describe('forgetting a player in a server’s game history', () => {
  it('takes them off every game they played, winners and roles too, and keeps the games for the others', async () => {
    const { documents } = await serverWithHistory();
    expect(await forgetPlayer(documents, GUILD, ALICE)).toBe(2);
    const history = await gameHistory(documents, GUILD);
    expect(history).toHaveLength(3);
    expect(history[0]).toEqual({
      ...classic,
      players: [BOB, CSILLA, DAN],
      winners: [BOB],
      roles: { [BOB]: 'operative', [CSILLA]: 'spymaster', [DAN]: 'operative' },
    });
    expect(history[1]).toEqual({ ...duet, players: [CSILLA], winners: [CSILLA] });
    expect(history[2]).toEqual(withoutAlice);
    expect(JSON.stringify(history)).not.toContain(ALICE);
  });

  it('changes nothing where they never played: not another server, not a game without them', async () => {
    const { documents } = await serverWithHistory();
    const untouched = await documents.get('game-history', GUILD, withoutAlice.gameId);
    await forgetPlayer(documents, GUILD, ALICE);
    expect(await documents.get('game-history', GUILD, withoutAlice.gameId)).toEqual(untouched);
    expect(await gameHistory(documents, OTHER_GUILD)).toEqual([duet]);
    expect(await forgetPlayer(documents, GUILD, ALICE)).toBe(0);
  });
});

describe('forgetting a member (/rendezvous forget-me)', () => {
  it('erases their history and their lines on every board of that server only', async () => {
    const { documents, leaderboards } = await serverWithHistory();
    const context = { documents, leaderboards } as unknown as BotContext;
    expect(await forgetMember(context, GUILD, ALICE)).toBe(2);
    const played = { metric: 'played', scope: ALL_GAMES, period: ALL_TIME } as const;
    expect(await leaderboards.scores(GUILD, played, [ALICE, BOB, CSILLA])).toEqual([null, 2, 2]);
    expect(await leaderboards.scores(OTHER_GUILD, played, [ALICE])).toEqual([1]);
    expect(JSON.stringify(await gameHistory(documents, GUILD))).not.toContain(ALICE);
  });
});
