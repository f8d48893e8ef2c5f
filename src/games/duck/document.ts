import { z } from 'zod';
import { stagedGames } from '../../platform/table/staged.js';
import { movementCards } from './deck.js';
import { dogRoutes } from './dog.js';
import { applyRaceMove, type Board, ducksPerPlayer, newRace, type RaceState } from './engine/index.js';
import { encodeMove, type LoggedMove, moveLogSchema } from './move-log.js';
import { setupById } from './setups.js';
import { tableFields } from './table.js';
import { actionTokens } from './tokens.js';

const snowflake = z.string().regex(/^\d{1,25}$/);

export const duckLobbySchema = z.object({
  stage: z.literal('lobby'),
  ...tableFields,
  /** Never started before its idle deadline. */
  expired: z.boolean(),
});

const storedGameSchema = z.object({
  stage: z.literal('game'),
  ...tableFields,
  setupId: z.string().max(40),
  seed: z.string(),
  /** Every move since the deal, in order: the race is these moves replayed from the seed. */
  log: moveLogSchema,
  /** Rounds each seat let run out in a row without choosing. */
  missed: z.array(z.number().int().min(0)),
  /** Seats whose player stopped choosing: a computer races their ducks from then on. */
  autopilot: z.array(z.boolean()),
  /** Since when the table waits on the players it waits on now (their time limit runs from here). */
  waitingSince: z.number().int(),
  boardMessageId: snowflake.nullable(),
  /** Ended by its players or by the idle deadline, not by a duck reaching the drain. */
  abandoned: z.boolean(),
});

/** The board a game races on: its named set-up's. */
export function boardOf(game: { setupId: string }): Board {
  const setup = setupById(game.setupId);
  if (!setup) throw new RangeError(`no board set-up ${game.setupId}`);
  return setup.board;
}

/**
 * The race at the deal: a hand each and the revealed cards. Two ducks each for two or three
 * players is an advanced rule, as the rulebook has it; a beginner race is one duck each.
 */
export const dealtRace = (game: { seed: string; seats: readonly unknown[]; advanced: boolean }): RaceState =>
  newRace(game.seed, game.seats.length, movementCards, {
    ducksPerPlayer: game.advanced ? ducksPerPlayer(game.seats.length) : 1,
    ...(game.advanced ? { advanced: { dogRoutes, tokens: actionTokens } } : {}),
  });

/** The race after `log`, or null when a move in it does not replay (a record the rules forbid). */
export function replayRace(board: Board, start: RaceState, log: readonly LoggedMove[]): RaceState | null {
  let race = start;
  for (const { seat, move } of log) {
    const played = applyRaceMove(board, movementCards, race, seat, move);
    if (!played.ok) return null;
    race = played.state;
  }
  return race;
}

const duckGameSchema = storedGameSchema.transform((stored, context) => {
  const race = setupById(stored.setupId) ? replayRace(boardOf(stored), dealtRace(stored), stored.log) : null;
  if (race) return { ...stored, race };
  context.issues.push({ code: 'custom', message: 'the stored moves do not replay', input: stored });
  return z.NEVER;
});

export const duckDocumentSchema = z.union([duckLobbySchema, duckGameSchema]);

export type DuckLobby = z.infer<typeof duckLobbySchema>;
export type DuckGame = z.infer<typeof duckGameSchema>;
export type DuckDocument = DuckLobby | DuckGame;
export type { LoggedMove };

/** The race as the stored document holds it: a lobby until its Start, then the race. */
export const stagedDuck = stagedGames<DuckDocument, DuckGame>();

/** A duck reached the drain, or the racers stopped the race. */
export const isOver = (game: DuckGame) => game.abandoned || game.race.phase.kind === 'over';

/** The document as written to the store: a race is its seed and moves, never its replayed state. */
export function storedDuckDocument(document: DuckDocument): unknown {
  if (document.stage === 'lobby') return document;
  const { race: _, log, ...stored } = document;
  return { ...stored, log: log.map(encodeMove) };
}
