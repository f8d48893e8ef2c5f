import type { LocalDiscord, LoggedRequest } from '../../dev/local-discord/index.js';
import type { DuetSession } from '../../src/games/duet/document.js';
import { publicView } from '../../src/games/duet/engine/index.js';
import { buttonsOf, textOf } from '../support/duet-table.js';
import { audienceOf, leaksIn } from '../support/leak-scan.js';
import { CHAOS_GAMES } from './games/index.js';
import type { Tracked } from './observer.js';
import type { ChaosWorld } from './world.js';

export const SECRECY_ROW = 'secrecy: every REST request and log line';
export const STATE_ROW = 'state checks: replay and board of every game';

const MARKERS = /🟩|⬛|⬜/u;
const GENERIC_MARKER_LEAK = 'a key marker in a public payload';

/**
 * Whether the public board message shows what the stored game is: the board of this game, drawn
 * at its current version, with the covered words, misses and the clue the stored state has.
 */
export function boardProblem(local: LocalDiscord, gameId: string, session: DuetSession): string | null {
  if (!session.boardMessageId) return 'no board message id in the record';
  const message = local.model.findMessage(session.boardMessageId);
  if (!message) return `board message ${session.boardMessageId} is gone`;
  if (message.visibleTo !== null) return 'the board message is ephemeral';
  const version = session.engine.moves.length;
  const view = publicView(session.engine);
  const words = buttonsOf(message.api).filter((button) => /^duet:[^:]*:[^:]*:word:/.test(button.customId));
  if (words.length !== 25) return `the board has ${words.length} word buttons`;
  const over = view.reveal !== null;
  for (const [index, button] of words.entries()) {
    const [, id, shownVersion, , arg] = button.customId.split(':');
    if (id !== gameId) return `word ${index} belongs to game ${id}`;
    if (shownVersion !== String(version))
      return `the board is at version ${shownVersion}, the record at ${version}`;
    if (arg !== String(index)) return `button ${index} names cell ${arg}`;
    const cell = view.cells[index];
    if (!cell) return `no cell ${index}`;
    if (button.label.replace(/^\S+ /u, '') !== cell.word.text && !button.label.startsWith(cell.word.text))
      return `word ${index} reads '${button.label}', the record has '${cell.word.text}'`;
    if (over) {
      if (!button.disabled) return `word ${index} is pressable on a finished game`;
      continue;
    }
    if (cell.agent && button.emoji !== '✅')
      return `word ${index} is covered in the record, not on the board`;
    if (!cell.agent && button.emoji === '✅')
      return `word ${index} is covered on the board, not in the record`;
    if (!cell.agent && cell.missedBy.length === 1 && !button.label.endsWith(` · ${cell.missedBy[0]}`))
      return `word ${index} was missed by ${cell.missedBy[0]} in the record, the board says '${button.label}'`;
    if (cell.missedBy.length === 0 && / · [AB]$/.test(button.label))
      return `word ${index} shows a miss the record does not have`;
  }
  const text = textOf(message.api).replace(/\\/g, '');
  if (view.phase.kind === 'guessing') {
    const clue = view.clues.at(-1);
    if (clue && !text.includes(clue.word)) return `the board does not show the current clue '${clue.word}'`;
  }
  return null;
}

const reported = new WeakMap<ChaosWorld, Set<string>>();

/**
 * Every game given: its record must parse and replay, and its board must show it. A game found
 * wrong is counted once, however often it is checked.
 */
export async function checkAllGames(world: ChaosWorld, gameIds: Iterable<string>): Promise<void> {
  const seen = reported.get(world) ?? new Set<string>();
  reported.set(world, seen);
  for (const gameId of new Set(gameIds)) {
    if (seen.has(gameId)) continue;
    world.tally.add(STATE_ROW, 'tried');
    const parsed = await world.records.parsed(gameId);
    let problem: string | null;
    if (!parsed.ok)
      problem = parsed.raw === null ? null : parsed.error; // no record: never stored, or expired
    else
      problem = parsed.document.stage === 'game' ? boardProblem(world.local, gameId, parsed.document) : null;
    if (!problem) continue;
    seen.add(gameId);
    const channelId = parsed.raw?.channelId ?? '';
    let where = '';
    try {
      where = ` in #${world.local.model.channel(channelId).name}`;
    } catch {}
    world.tally.add(STATE_ROW, 'lostOrDuplicated', 1, `game ${gameId}${where}: ${problem}`);
  }
}

/** The game ids a request is about: named in its payload, or pressed, or else the channel's. */
function gamesOf(world: ChaosWorld, entry: LoggedRequest, text: string, tracked: Tracked | null): string[] {
  const named = new Set([...text.matchAll(/duet:([a-z0-9]{4,32}):/g)].map((match) => match[1] as string));
  const customId = tracked?.handle.payload.data as { custom_id?: string } | undefined;
  const pressed = customId?.custom_id?.match(/^duet:([a-z0-9]{4,32}):/)?.[1];
  if (pressed) named.add(pressed);
  if (named.size > 0) return [...named];
  const channelId =
    tracked?.handle.interaction.channelId ?? entry.path.match(/^\/channels\/(\d+)/)?.[1] ?? undefined;
  if (!channelId) return [];
  let parent = channelId;
  try {
    parent = world.local.model.channel(channelId).parentId ?? channelId;
  } catch {}
  return world.gamesIn(parent);
}

/**
 * Scans the bot's REST requests since the last scan for key sides sent to the wrong audience
 * (leak-scan.ts's rules: the public sees no key while a game runs, a player only their own side)
 * and key pictures sent publicly. A finished game's revealed board is public by design.
 */
export async function scanRequestsForLeaks(world: ChaosWorld): Promise<void> {
  const batch = world.observer.takePending();
  // The other games' secrets are scanned in the same requests (their rows are their own).
  await world.book.scanRequests(world.records, world.tally, batch);
  for (const { entry, tracked } of batch) {
    world.tally.add(SECRECY_ROW, 'tried');
    if (entry.method === 'GET') continue;
    const text = JSON.stringify(entry.body ?? '').replace(/\\n/g, '\n');
    const keyPictures = entry.files.some((file) => file.filename.startsWith('key'));
    if (!MARKERS.test(text) && !keyPictures) continue;
    const audience = audienceOf(world.local, entry);
    const leaks: string[] = [];
    if (audience.kind === 'public' && keyPictures) leaks.push(`key picture in a public ${entry.path}`);
    // Another game's payload (Codenames shows a covered bystander as ⬜): its own scan judges it.
    const pressed = (tracked?.handle.payload.data as { custom_id?: string } | undefined)?.custom_id ?? '';
    const otherGame = CHAOS_GAMES.some(
      (game) => pressed.startsWith(`${game.prefix}:`) || text.includes(`"custom_id":"${game.prefix}:`),
    );
    if (otherGame && !text.includes('"custom_id":"duet:')) continue;
    const finishedBoard = /"custom_id":"duet:[a-z0-9]+:\d+:rematch"/.test(text);
    if (audience.kind === 'public' && MARKERS.test(text) && !finishedBoard) leaks.push(GENERIC_MARKER_LEAK);
    for (const gameId of gamesOf(world, entry, text, tracked)) {
      const secret = await world.noteGame(gameId);
      if (!secret) continue;
      if (audience.kind === 'public' && new RegExp(`duet:${gameId}:\\d+:rematch`).test(text)) continue;
      leaks.push(...leaksIn(text, audience, secret).filter((leak) => leak !== GENERIC_MARKER_LEAK));
    }
    if (leaks.length === 0) continue;
    const row = tracked?.row ?? SECRECY_ROW;
    const what = tracked
      ? tracked.label
      : `${entry.method} ${entry.path.replace(/\/[\w-]{60,}/, '/<token>')}`;
    world.tally.add(row, 'leaks', leaks.length, `${what}: ${leaks.slice(0, 3).join('; ')}`);
  }
}

/**
 * Bot log lines since the last scan: no key marker, key side, key card or token may be logged (nor,
 * for the other games, a seed, key or answer). Returns the lines scanned.
 */
export async function scanLogsForLeaks(world: ChaosWorld, from: { chunk: number }): Promise<string[]> {
  const scanned: string[] = [];
  const output = world.bot.output;
  const keys = world.knownSecrets().flatMap((secret) => secret.keyStrings);
  for (; from.chunk < output.length; from.chunk++) {
    const lines = (output[from.chunk] ?? '').split('\n').filter((line) => line.length > 0);
    scanned.push(...lines);
    for (const line of lines) {
      world.tally.add(SECRECY_ROW, 'tried');
      const found: string[] = [];
      if (MARKERS.test(line)) found.push('a key marker');
      if (line.includes('keyCard')) found.push('a key card');
      if (line.includes('local-e2e-token')) found.push('the bot token');
      const key = keys.find((candidate) => line.includes(candidate));
      if (key) found.push(`a key side (${key})`);
      if (found.length > 0)
        world.tally.add(SECRECY_ROW, 'leaks', 1, `log line with ${found.join(', ')}: ${line.slice(0, 160)}`);
    }
  }
  await world.book.scanLog(world.records, world.tally, scanned);
  return scanned;
}

/** Boards that went back to an older version (counted in the row of the interaction that did it). */
export function countBoardRegressions(world: ChaosWorld): void {
  for (const { row, text } of world.observer.takeRegressions()) {
    world.tally.add(row ?? STATE_ROW, 'lostOrDuplicated', 1, text);
  }
}
