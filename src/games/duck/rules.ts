import type { GameResult, GameRules, MoveResult } from '../../platform/game/game-rules.js';
import { SeededRandom } from '../../platform/random/seeded-random.js';
import { computerMove, randomCard, waitsOn } from './autoplay.js';
import { movementCards } from './deck.js';
import {
  boardOf,
  type DuckDocument,
  type DuckGame,
  dealtRace,
  duckDocumentSchema,
  isOver,
  type LoggedMove,
  storedDuckDocument,
} from './document.js';
import {
  applyRaceMove,
  type RaceMove,
  type RacePublicView,
  type RaceSeatView,
  racePublicView,
  raceSeatView,
} from './engine/index.js';
import { duckSetups } from './setups.js';
import { AFK_ROUNDS, ROUND_SECONDS, STEP_SECONDS, seatIndexOf, type TableFields } from './table.js';

/** A seat as the platform names it: its index at the table. */
export type DuckSeat = `${number}`;
/** A race move, or giving the race up (`/duck stop`), which ends it for everyone. */
/**
 * A move of the race, or a resignation. `round` is the round the private menu was drawn for (a
 * choice carries no version, since others' choices must not make it stale): a move made for
 * another round is refused, even when a lost compare-and-set plays it again on a newer state.
 */
export type DuckMove = (RaceMove & { round?: number }) | { type: 'resign' };

/** Lobbies wait at most an hour for their Start. */
const LOBBY_IDLE_SECONDS = 3600;
/** A deadline already due is taken by the next sweep. */
const MIN_DEADLINE_SECONDS = 1;
/** More moves than any race makes: a guard, never reached by a race that plays by the rules. */
const MAX_AUTO_MOVES = 500;
/** A discard and a card for each of two ducks at most, when a round runs out. */
const MAX_DUCKS_EACH = 2;

export type TableSetup = Omit<TableFields, 'createdAt'>;

/** Who the computer plays for: computer ducks, and players who stopped choosing. */
const playedByComputer = (game: DuckGame, seat: number) =>
  game.seats[seat]?.kind === 'computer' || game.autopilot[seat] === true;

/** What the table waits on: a new value starts a new time limit. */
function waitKey(game: DuckGame): string {
  const { phase, round } = game.race;
  switch (phase.kind) {
    case 'moving':
      return `${round}:moving:${phase.queue.length}:${phase.extra}`;
    case 'placing':
      return `placing:${phase.order.length}`;
    case 'after-move':
    case 'facing':
    case 'sending':
      return `${round}:${phase.kind}:${phase.duck}:${game.log.length}`;
    default:
      return `${round}:${phase.kind}`;
  }
}

function withMove(game: DuckGame, seat: number, move: RaceMove, auto: boolean): DuckGame | null {
  const played = applyRaceMove(boardOf(game), movementCards, game.race, seat, move);
  if (!played.ok) return null;
  const log: LoggedMove[] = [...game.log, { seat, move, auto }];
  return { ...game, race: played.state, log };
}

const randomFor = (game: DuckGame) => SeededRandom.fromSeed(`${game.seed}:${game.log.length}`);

/** The next seat the computer moves for, and its move; null when the race waits on a player (or is over). */
function nextComputerMove(game: DuckGame): { seat: number; move: RaceMove } | null {
  for (let seat = 0; seat < game.seats.length; seat++) {
    if (!playedByComputer(game, seat) || !waitsOn(game.race, seat)) continue;
    const move = computerMove(boardOf(game), game.race, seat, randomFor(game));
    if (move) return { seat, move };
  }
  return null;
}

/** Plays every move the computer owes, then restarts the time limit if the table now waits on something new. */
function advance(before: DuckGame, game: DuckGame, now: number): DuckGame {
  let current = game;
  for (let count = 0; count < MAX_AUTO_MOVES; count++) {
    const next = nextComputerMove(current);
    const moved = next ? withMove(current, next.seat, next.move, true) : null;
    if (!moved) break;
    current = moved;
  }
  return waitKey(current) === waitKey(before) ? current : { ...current, waitingSince: now };
}

export function setupGame(setup: TableSetup, { seed, now }: { seed: string; now: number }): DuckGame {
  const setupId =
    setup.setupId ?? duckSetups[SeededRandom.fromSeed(`${seed}:board`).nextInt(duckSetups.length)]?.id ?? '';
  const base = {
    ...setup,
    stage: 'game' as const,
    setupId,
    seed,
    log: [],
    missed: setup.seats.map(() => 0),
    autopilot: setup.seats.map(() => false),
    waitingSince: now,
    boardMessageId: null,
    abandoned: false,
    createdAt: now,
  };
  const game: DuckGame = { ...base, race: dealtRace(base) };
  return advance(game, game, now);
}

/** The seats whose players let the round run out: a random card each, and a missed round counted. */
function roundTimeUp(game: DuckGame, now: number): DuckGame {
  let current = game;
  const missed = [...game.missed];
  const autopilot = [...game.autopilot];
  for (let seat = 0; seat < game.seats.length; seat++) {
    if (!waitsOn(current.race, seat)) continue;
    missed[seat] = (missed[seat] ?? 0) + 1;
    if ((missed[seat] ?? 0) >= AFK_ROUNDS) autopilot[seat] = true;
    for (let guard = 0; guard < MAX_DUCKS_EACH + 1 && waitsOn(current.race, seat); guard++) {
      const random = randomFor(current);
      const move =
        randomCard(current.race, seat, random) ?? computerMove(boardOf(current), current.race, seat, random);
      const moved = move ? withMove(current, seat, move, true) : null;
      if (!moved) break;
      current = moved;
    }
  }
  return advance(game, { ...current, missed, autopilot }, now);
}

/** A player let their step run out (placing, steering, the dog…): the computer's sensible choice is made for them. */
function stepTimeUp(game: DuckGame, now: number): DuckGame | null {
  const seat = game.seats.findIndex((_, index) => waitsOn(game.race, index));
  if (seat < 0) return null;
  const move = computerMove(boardOf(game), game.race, seat, randomFor(game));
  const moved = move ? withMove(game, seat, move, true) : null;
  return moved ? advance(game, moved, now) : null;
}

function resultOf(document: DuckDocument): GameResult<DuckSeat> | null {
  if (document.stage === 'lobby') return document.expired ? { winners: [], reason: 'expired' } : null;
  if (document.abandoned) return { winners: [], reason: 'stopped' };
  const { phase } = document.race;
  return phase.kind === 'over' ? { winners: [`${phase.winner}`], reason: 'drain' } : null;
}

/** Duck! Duck! Go! on the platform's contract: a lobby, then the race replayed from its moves. */
export const duckRules: GameRules<
  DuckDocument,
  DuckMove,
  DuckSeat,
  RacePublicView | null,
  RaceSeatView | null,
  TableSetup
> = {
  schema: duckDocumentSchema,
  toStored: storedDuckDocument,
  setup: setupGame,
  version: (document) => (document.stage === 'game' ? document.log.length + (document.abandoned ? 1 : 0) : 0),
  seatOf(document, userId) {
    const seat = seatIndexOf(document.seats, userId);
    return seat === null ? null : `${seat}`;
  },
  activeSeats(document) {
    if (document.stage === 'lobby' || isOver(document)) return [];
    return document.seats.flatMap((_, seat) => (waitsOn(document.race, seat) ? [`${seat}` as DuckSeat] : []));
  },
  play(document, seat, move, { now }): MoveResult<DuckDocument> {
    if (document.stage === 'lobby') return { ok: false, refusal: { code: 'not-started' } };
    if (isOver(document)) return { ok: false, refusal: { code: 'race-over' } };
    const index = Number(seat);
    if (move.type === 'resign') return { ok: true, state: { ...document, abandoned: true } };
    const { round, ...raceMove } = move;
    if (round !== undefined && round !== document.race.round)
      return { ok: false, refusal: { code: 'stale-round' } };
    const moved = applyRaceMove(boardOf(document), movementCards, document.race, index, raceMove);
    if (!moved.ok) return { ok: false, refusal: { code: moved.error } };
    const missed =
      raceMove.type === 'choose'
        ? document.missed.map((count, at) => (at === index ? 0 : count))
        : document.missed;
    const game: DuckGame = {
      ...document,
      race: moved.state,
      log: [...document.log, { seat: index, move: raceMove, auto: false }],
      missed,
    };
    return { ok: true, state: advance(document, game, now) };
  },
  views: {
    public: (document) => (document.stage === 'game' ? racePublicView(document.race) : null),
    seat: (document, seat) => (document.stage === 'game' ? raceSeatView(document.race, Number(seat)) : null),
  },
  result: resultOf,
  onDeadline(document, now) {
    if (document.stage === 'lobby') return document.expired ? null : { ...document, expired: true };
    if (isOver(document)) return null;
    return document.race.phase.kind === 'choosing' ? roundTimeUp(document, now) : stepTimeUp(document, now);
  },
  stop(document) {
    if (document.stage === 'lobby') return document.expired ? null : { ...document, expired: true };
    return isOver(document) ? null : { ...document, abandoned: true };
  },
  deadlineSeconds(document, standard, now) {
    if (document.stage === 'lobby') return Math.min(standard, LOBBY_IDLE_SECONDS);
    if (isOver(document)) return standard;
    const limit = document.race.phase.kind === 'choosing' ? ROUND_SECONDS : STEP_SECONDS;
    return Math.max(MIN_DEADLINE_SECONDS, (document.waitingSince + limit * 1000 - now) / 1000);
  },
};
