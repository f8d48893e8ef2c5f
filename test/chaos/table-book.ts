import type { LocalDiscord, LoggedRequest } from '../../dev/local-discord/index.js';
import { buttonsOf } from '../support/duet-table.js';
import type { AnyChaosGame } from './games/chaos-game.js';
import { gameRow } from './games/index.js';
import type { Tracked } from './observer.js';
import type { Records } from './records.js';
import { readGame } from './table-ledger.js';
import type { Tally } from './tally.js';

export const TABLE_SECRECY = 'secrecy: every REST request and log line';
export const TABLE_STATE = 'state checks: record replays, board shows it';

/**
 * Every game of the shared attacks the suite has seen (by the ids its public messages carry),
 * the newest version each public message showed, and the scans of their secrets.
 */
export class GameBook {
  private readonly games = new Map<string, { game: AnyChaosGame; channelId: string }>();
  private readonly byChannel = new Map<string, Set<string>>();
  /** Per game, the highest version any public message of it showed. */
  readonly shownVersions = new Map<string, number>();
  private readonly documents = new Map<string, unknown>();
  private readonly prefixes: Map<string, AnyChaosGame>;

  constructor(
    private readonly local: LocalDiscord,
    games: readonly AnyChaosGame[],
  ) {
    this.prefixes = new Map(games.map((game) => [game.prefix, game]));
    const seen = (message: {
      channelId: string;
      visibleTo: string | null;
      api: Parameters<typeof buttonsOf>[0];
    }) => {
      for (const button of buttonsOf(message.api)) {
        const [prefix = '', gameId = '', version = ''] = button.customId.split(':');
        const game = this.prefixes.get(prefix);
        if (!game || !/^[a-z0-9]+$/.test(gameId)) continue;
        this.note(game, gameId, message.channelId);
        if (message.visibleTo !== null || !/^\d+$/.test(version)) continue;
        this.shownVersions.set(gameId, Math.max(this.shownVersions.get(gameId) ?? 0, Number(version)));
      }
    };
    local.model.events.on('message', seen);
    local.model.events.on('messageUpdate', seen);
  }

  note(game: AnyChaosGame, gameId: string, channelId: string): void {
    if (this.games.has(gameId)) return;
    const parent = this.parentOf(channelId);
    this.games.set(gameId, { game, channelId: parent });
    const set = this.byChannel.get(parent) ?? new Set();
    set.add(gameId);
    this.byChannel.set(parent, set);
  }

  gamesOf(game: AnyChaosGame): string[] {
    return [...this.games].flatMap(([gameId, entry]) => (entry.game === game ? [gameId] : []));
  }

  private parentOf(channelId: string): string {
    try {
      return this.local.model.channel(channelId).parentId ?? channelId;
    } catch {
      return channelId;
    }
  }

  /**
   * The games a request is about: those its buttons name (a finished game's board shows that game,
   * not the rematch that followed it in the channel), or else the pressed one and every game of its channel.
   */
  private gamesOfRequest(entry: LoggedRequest, tracked: Tracked | null): string[] {
    const text = JSON.stringify(entry.body ?? '');
    const named = new Set<string>();
    for (const match of text.matchAll(/"custom_id":"([a-z]+):([a-z0-9]{4,32}):/g))
      if (this.games.has(match[2] ?? '')) named.add(match[2] ?? '');
    if (named.size > 0) return [...named];
    const pressed = (tracked?.handle.payload.data as { custom_id?: string } | undefined)?.custom_id?.split(
      ':',
    )[1];
    if (pressed && this.games.has(pressed)) named.add(pressed);
    const channelId = tracked?.handle.interaction.channelId ?? entry.path.match(/^\/channels\/(\d+)/)?.[1];
    if (channelId) for (const gameId of this.byChannel.get(this.parentOf(channelId)) ?? []) named.add(gameId);
    return [...named];
  }

  /** Each request checked against the secrets of every game it is about (their stored state read once per batch). */
  async scanRequests(
    records: Records,
    tally: Tally,
    batch: readonly { entry: LoggedRequest; tracked: Tracked | null }[],
  ): Promise<void> {
    this.documents.clear();
    for (const { entry, tracked } of batch) {
      if (entry.method === 'GET') continue;
      for (const gameId of this.gamesOfRequest(entry, tracked)) {
        const known = this.games.get(gameId);
        if (!known) continue;
        const document = await this.document(records, known.game, gameId);
        if (document === null) continue;
        tally.add(gameRow(known.game, TABLE_SECRECY), 'tried');
        const leaks = known.game.leaks(this.local, [entry], document);
        if (leaks.length === 0) continue;
        const row = tracked?.row ?? gameRow(known.game, TABLE_SECRECY);
        const what = tracked
          ? tracked.label
          : `${entry.method} ${entry.path.replace(/\/[\w-]{60,}/, '/<token>')}`;
        tally.add(row, 'leaks', leaks.length, `${what}: ${leaks.slice(0, 3).join('; ')}`);
      }
    }
  }

  private async document(records: Records, game: AnyChaosGame, gameId: string): Promise<unknown> {
    if (this.documents.has(gameId)) return this.documents.get(gameId);
    const read = await readGame(records, game, gameId).catch(() => null);
    const document = read?.ok ? read.document : null;
    this.documents.set(gameId, document);
    return document;
  }

  /** Bot log lines: none may carry a seed, a key, an answer of any game seen. */
  async scanLog(records: Records, tally: Tally, lines: readonly string[]): Promise<void> {
    const secrets: { game: AnyChaosGame; secret: string }[] = [];
    for (const [gameId, { game }] of this.games) {
      const document = await this.document(records, game, gameId);
      if (document !== null)
        for (const secret of game.logSecrets(document))
          if (secret.length >= 4) secrets.push({ game, secret });
    }
    for (const line of lines) {
      const found = secrets.find(({ secret }) => line.includes(secret));
      if (found)
        tally.add(
          gameRow(found.game, TABLE_SECRECY),
          'leaks',
          1,
          `log line with a secret of the game: ${line.slice(0, 160)}`,
        );
    }
    for (const game of new Set([...this.games.values()].map((entry) => entry.game)))
      tally.add(gameRow(game, TABLE_SECRECY), 'tried', lines.length);
  }

  /** Every game's record must parse and replay, and its public board show its stored version. */
  async checkStates(records: Records, tally: Tally): Promise<void> {
    for (const [gameId, { game, channelId }] of this.games) {
      const row = gameRow(game, TABLE_STATE);
      const read = await readGame(records, game, gameId);
      if (read === null) continue;
      tally.add(row, 'tried');
      let where = '';
      try {
        where = ` in #${this.local.model.channel(channelId).name}`;
      } catch {}
      if (!read.ok) {
        tally.add(row, 'lostOrDuplicated', 1, `game ${gameId}${where}: ${read.error}`);
        continue;
      }
      if (!game.isGame(read.document)) continue;
      const problem = boardProblem(this.local, game, gameId, read.document);
      if (problem) tally.add(row, 'lostOrDuplicated', 1, `game ${gameId}${where}: ${problem}`);
    }
  }
}

/** Whether the game's public board carries the stored version (a board left behind a stored move). */
function boardProblem(
  local: LocalDiscord,
  game: AnyChaosGame,
  gameId: string,
  document: unknown,
): string | null {
  const messageId = game.boardMessageId(document);
  if (!messageId) return 'no board message id in the record';
  const message = local.model.findMessage(messageId);
  if (!message) return `board message ${messageId} is gone`;
  if (message.visibleTo !== null) return 'the board message is ephemeral';
  const version = game.version(document);
  const shown = buttonsOf(message.api)
    .map((button) => button.customId.split(':'))
    .filter(([prefix, id]) => prefix === game.prefix && id === gameId)
    .map((parts) => Number(parts[2]));
  if (shown.length === 0) return 'the board carries no button of its game';
  const newest = Math.max(...shown);
  return newest === version ? null : `the board is at version ${newest}, the record at ${version}`;
}
