import type { CommandIdLookup } from '../../../platform/discord/command-mentions.js';
import type { Language } from '../../../platform/i18n/languages.js';
import type { DuetSession } from '../document.js';
import { boardVersion, emptySide, isTeamGame } from '../document.js';
import type { PublicView, Side } from '../engine/index.js';
import { type DuetMessageKey, forTable, tDuet } from '../i18n/index.js';
import { type CommandTexts, commandTexts } from './answers.js';

/** What the public board is drawn from: no key side, ever (only `view.reveal`, after the game). */
export interface BoardContext {
  gameId: string;
  version: number;
  language: Language;
  /** The language of the game's words, which may not be the readers'. */
  wordLanguage: Language;
  players: Record<Side, string[]>;
  /** Sides of several players: the texts speak of sides, not of two people. */
  team: boolean;
  /** The commands the texts point to, as mentions where their ids are known. */
  commands: CommandTexts;
  idleDays: number;
  view: PublicView;
  /** A side with nobody left: the game waits. */
  paused: Side | null;
  /** A guess proposed in consensus mode, waiting for a second member. */
  pendingGuess: DuetSession['pendingGuess'];
  /** For each event, the user whose press caused it (guesses, stops, flags), when known. */
  eventActors: (string | null)[];
}

/**
 * Who caused each event: every guess, stop and flag move makes exactly one event of its kind, so
 * the k-th such event belongs to the k-th such move, whose presser the session recorded.
 */
export function eventActors(session: DuetSession): (string | null)[] {
  const pressers = { guess: [] as string[], stop: [] as string[], 'clue-flagged': [] as string[] };
  session.engine.moves.forEach(({ move }, index) => {
    const actor = session.actors[index];
    if (!actor) return;
    if (move.type === 'guess') pressers.guess.push(actor);
    if (move.type === 'stopGuessing') pressers.stop.push(actor);
    if (move.type === 'flagInvalidClue') pressers['clue-flagged'].push(actor);
  });
  const seen = { guess: 0, stop: 0, 'clue-flagged': 0 };
  return session.engine.events.map((event) => {
    if (event.type === 'stop' && event.automatic) return null;
    if (event.type !== 'guess' && event.type !== 'stop' && event.type !== 'clue-flagged') return null;
    return pressers[event.type][seen[event.type]++] ?? null;
  });
}

/** The board for its readers: in their language, with the commands registered where it is read. */
export function boardContext(
  gameId: string,
  session: DuetSession,
  view: PublicView,
  idleDays: number,
  readers: { language: Language; idOf: CommandIdLookup },
): BoardContext {
  return {
    gameId,
    version: boardVersion(session),
    language: readers.language,
    wordLanguage: session.language,
    players: session.players,
    team: isTeamGame(session.players),
    commands: commandTexts(readers.language, readers.idOf),
    idleDays,
    view,
    paused: emptySide(session),
    pendingGuess: session.pendingGuess,
    eventActors: eventActors(session),
  };
}

export const sideEmoji: Record<Side, string> = { A: '🅰️', B: '🅱️' };

export function mentionAll(userIds: readonly string[]): string {
  return userIds.map((id) => `<@${id}>`).join(' ');
}

export function mentionSide(context: Pick<BoardContext, 'players'>, side: Side): string {
  return mentionAll(context.players[side]);
}

/** A board text, worded for the table's size, with its command placeholders filled. */
export function t(
  context: Pick<BoardContext, 'language' | 'team' | 'commands'>,
  key: DuetMessageKey,
  vars?: Record<string, string | number>,
): string {
  return tDuet(context.language, forTable(key, context.team), { ...context.commands, ...vars });
}
