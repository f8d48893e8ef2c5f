import type { GameResult, GameRules, MoveResult } from '../../platform/game/game-rules.js';
import { wordPoolFor } from '../words/word-pool.js';
import {
  boardVersion,
  type DuetDocument,
  type DuetSession,
  emptySide,
  isTeamGame,
  sideOf,
  type TableSetup,
} from './document.js';
import {
  applyMove,
  type DuetMove,
  expireGame,
  isGameOver,
  newGame,
  type PlayerView,
  type PublicView,
  playerView,
  publicView,
  type Side,
  sides,
} from './engine/index.js';
import { storedDuetDocument, storedDuetDocumentSchema } from './stored-document.js';

/** Lobbies wait at most an hour for their Start. */
const LOBBY_IDLE_SECONDS = 3600;

function activeSides(document: DuetDocument): Side[] {
  if (document.stage === 'lobby') return [];
  const { phase } = document.engine;
  switch (phase.kind) {
    case 'awaiting-clue':
      return phase.clueGiver ? [phase.clueGiver] : [...sides];
    case 'guessing':
      return [phase.guesser];
    case 'sudden-death':
      return [...sides];
    default:
      return [];
  }
}

/** An idle game expires, and a moderator's stop ends it the same way: nobody wins. */
function stopDuet(document: DuetDocument): DuetDocument | null {
  if (document.stage === 'lobby') return document.expired ? null : { ...document, expired: true };
  return isGameOver(document.engine) ? null : { ...document, engine: expireGame(document.engine) };
}

function resultOf(document: DuetDocument): GameResult<Side> | null {
  if (document.stage === 'lobby') return document.expired ? { winners: [], reason: 'expired' } : null;
  const { phase } = document.engine;
  if (phase.kind === 'won') return { winners: [...sides], reason: 'won' };
  if (phase.kind === 'lost') return { winners: [], reason: phase.reason };
  if (phase.kind === 'expired') return { winners: [], reason: 'expired' };
  return null;
}

/** A new game for a table: the engine from a fresh secret seed and the table's words, no messages yet. */
export function setupGame(setup: TableSetup, { seed, now }: { seed: string; now: number }): DuetSession {
  const { options, ...table } = setup;
  return {
    ...table,
    stage: 'game',
    rosterMessageId: setup.rosterMessageId ?? null,
    number: setup.number ?? null,
    createdAt: now,
    engine: newGame({ seed, wordPool: wordPoolFor(setup), options }),
    actors: [],
    boardMessageId: null,
    threads: { A: null, B: null },
    formerMembers: { A: [...setup.players.A], B: [...setup.players.B] },
    pendingGuess: null,
  };
}

/**
 * Codenames Duet on the platform's contract: the stored document is a lobby or a game (the pure
 * engine's state plus who sits on which side); the engine decides every move.
 */
export const duetRules: GameRules<
  DuetDocument,
  DuetMove,
  Side,
  PublicView | null,
  PlayerView | null,
  TableSetup
> = {
  schema: storedDuetDocumentSchema,
  toStored: storedDuetDocument,
  setup: setupGame,
  version: (document) => (document.stage === 'game' ? boardVersion(document) : 0),
  seatOf: sideOf,
  activeSeats: activeSides,
  play(document, side, move, { userId }): MoveResult<DuetDocument> {
    if (document.stage === 'lobby') return { ok: false, refusal: { code: 'not-started' } };
    const empty = emptySide(document);
    if (empty && move.type !== 'resign')
      return { ok: false, refusal: { code: 'paused', variables: { side: empty } } };
    const result = applyMove(document.engine, side, move);
    if (!result.ok) {
      const clue = move.type === 'giveClue' ? move.word : '';
      const table = isTeamGame(document.players) ? 'team' : 'pair';
      return {
        ok: false,
        refusal: { code: result.error.code, variables: { word: result.error.word ?? '', clue, table } },
      };
    }
    return {
      ok: true,
      state: { ...document, engine: result.state, actors: [...document.actors, userId], pendingGuess: null },
    };
  },
  views: {
    public: (document) => (document.stage === 'game' ? publicView(document.engine) : null),
    seat: (document, side) => (document.stage === 'game' ? playerView(document.engine, side) : null),
  },
  result: resultOf,
  onDeadline: stopDuet,
  stop: stopDuet,
  deadlineSeconds: (document, standard) =>
    document.stage === 'lobby' ? Math.min(standard, LOBBY_IDLE_SECONDS) : standard,
};
