import type { GameRuntime } from '../../platform/discord/game-module.js';
import type { GameResult, GameRules, MoveResult } from '../../platform/game/game-rules.js';
import { wordPoolFor } from '../words/word-pool.js';
import {
  type CodenamesDocument,
  type CodenamesGame,
  codenamesDocumentSchema,
  storedCodenamesDocument,
} from './document.js';
import {
  applyMove,
  type CodenamesMove,
  expireGame,
  isGameOver,
  newGame,
  type PublicView,
  publicView,
  roleOfSeat,
  type Seat,
  type SpymasterView,
  seatOf,
  spymasterView,
  type Team,
  teamToAct,
  type Variant,
} from './engine/index.js';
import { type Roster, seatOfUser, type TableFields, variantOf } from './table.js';

/** Lobbies wait at most an hour for their Start. */
const LOBBY_IDLE_SECONDS = 3600;
/** A deadline already due is taken by the next sweep. */
const MIN_DEADLINE_SECONDS = 1;

/** What a table chose before its game starts; the roster must make a variant (`variantOf`). */
export type TableSetup = Omit<TableFields, 'createdAt' | 'rosterMessageId'> & {
  rosterMessageId?: string | null;
  /** The team that starts; drawn when left out (a rematch gives the start to the other team). */
  startingTeam?: Team;
};

/** Classic Codenames bound to the running bot: what the platform hands each of its handlers. */
export type CodenamesRuntime = GameRuntime<CodenamesDocument, CodenamesMove, TableSetup>;

/** In a one-team game the players are the starting team (9 agents), whichever colour the seed drew. */
function rosterForStartingTeam(roster: Roster, variant: Variant, startingTeam: Team): Roster {
  if (variant !== 'one-team') return roster;
  const playing = roster.red.spymaster !== null ? 'red' : 'blue';
  return playing === startingTeam ? roster : { red: roster.blue, blue: roster.red };
}

export function setupGame(setup: TableSetup, { seed, now }: { seed: string; now: number }): CodenamesGame {
  const variant = variantOf(setup.roster);
  if (variant === 'no-spymaster' || variant === 'too-few') throw new RangeError(`cannot start: ${variant}`);
  const { startingTeam, ...table } = setup;
  const engine = newGame({
    seed,
    wordPool: wordPoolFor(setup),
    options: { variant },
    ...(startingTeam ? { startingTeam } : {}),
  });
  return {
    ...table,
    stage: 'game',
    roster: rosterForStartingTeam(setup.roster, variant, engine.startingTeam),
    rosterMessageId: setup.rosterMessageId ?? null,
    createdAt: now,
    engine,
    actors: [],
    boardMessageId: null,
    guessingSince: null,
    pendingGuess: null,
  };
}

function activeSeats(document: CodenamesDocument): Seat[] {
  if (document.stage === 'lobby') return [];
  const { phase } = document.engine;
  if (phase.kind === 'over') return [];
  return [seatOf(phase.team, phase.kind === 'guessing' ? 'operative' : 'spymaster')];
}

function resultOf(document: CodenamesDocument): GameResult<Seat> | null {
  if (document.stage === 'lobby') return document.expired ? { winners: [], reason: 'expired' } : null;
  const { phase } = document.engine;
  if (phase.kind !== 'over') return null;
  const winners = phase.winner ? [seatOf(phase.winner, 'spymaster'), seatOf(phase.winner, 'operative')] : [];
  return { winners, reason: phase.reason };
}

/** When the running sand timer runs out; null when none runs (no timer, or not guessing). */
function sandTimerEnd(document: CodenamesGame): number | null {
  const seconds = document.tableOptions.sandTimerSeconds;
  if (seconds === null || document.guessingSince === null || document.engine.phase.kind !== 'guessing') {
    return null;
  }
  return document.guessingSince + seconds * 1000;
}

/** The sand timer ran out: the guessing team's turn ends, by nobody's hand. */
function timeUp(document: CodenamesGame, now: number): CodenamesGame | null {
  const { phase } = document.engine;
  if (phase.kind !== 'guessing') return null;
  const move = { type: 'timeUp', turn: document.engine.clues.length } as const;
  const result = applyMove(document.engine, seatOf(phase.team, 'operative'), move);
  if (!result.ok) return null;
  return {
    ...document,
    engine: result.state,
    actors: [...document.actors, null],
    guessingSince: guessingSince(document, result.state, now),
    pendingGuess: null,
  };
}

/** A new turn of guesses starts the sand timer; anything else that ends guessing stops it. */
function guessingSince(before: CodenamesGame, after: CodenamesGame['engine'], now: number): number | null {
  if (before.tableOptions.sandTimerSeconds === null || after.phase.kind !== 'guessing') return null;
  return after.clues.length === before.engine.clues.length ? before.guessingSince : now;
}

/**
 * Classic Codenames on the platform's contract: a lobby or a game (the pure engine's state plus
 * the roster of both teams); the engine decides every move.
 */
export const codenamesRules: GameRules<
  CodenamesDocument,
  CodenamesMove,
  Seat,
  PublicView | null,
  PublicView | SpymasterView | null,
  TableSetup
> = {
  schema: codenamesDocumentSchema,
  toStored: storedCodenamesDocument,
  setup: setupGame,
  version: (document) => (document.stage === 'game' ? document.engine.moves.length : 0),
  seatOf: (document, userId) =>
    seatOfUser(document.roster, userId, document.stage === 'game' ? teamToAct(document.engine) : null),
  activeSeats,
  play(document, seat, move, { userId, now }): MoveResult<CodenamesDocument> {
    if (document.stage === 'lobby') return { ok: false, refusal: { code: 'not-started' } };
    const result = applyMove(document.engine, seat, move);
    if (!result.ok) {
      const clue = move.type === 'giveClue' ? move.word : '';
      return {
        ok: false,
        refusal: { code: result.error.code, variables: { word: result.error.word ?? '', clue } },
      };
    }
    return {
      ok: true,
      state: {
        ...document,
        engine: result.state,
        actors: [...document.actors, userId],
        guessingSince: guessingSince(document, result.state, now),
        pendingGuess: null,
      },
    };
  },
  views: {
    public: (document) => (document.stage === 'game' ? publicView(document.engine) : null),
    seat(document, seat) {
      if (document.stage === 'lobby') return null;
      return roleOfSeat(seat) === 'spymaster' ? spymasterView(document.engine) : publicView(document.engine);
    },
  },
  result: resultOf,
  onDeadline(document, now) {
    if (document.stage === 'lobby') return document.expired ? null : { ...document, expired: true };
    if (isGameOver(document.engine)) return null;
    if (sandTimerEnd(document) !== null) return timeUp(document, now);
    return { ...document, engine: expireGame(document.engine) };
  },
  stop(document) {
    if (document.stage === 'lobby') return document.expired ? null : { ...document, expired: true };
    return isGameOver(document.engine) ? null : { ...document, engine: expireGame(document.engine) };
  },
  deadlineSeconds(document, standard, now) {
    if (document.stage === 'lobby') return Math.min(standard, LOBBY_IDLE_SECONDS);
    const end = sandTimerEnd(document);
    return end === null ? standard : Math.max(MIN_DEADLINE_SECONDS, (end - now) / 1000);
  },
};
