import { z } from 'zod';
import type { GameRuntime } from '../../platform/discord/game-module.js';
import { languages } from '../../platform/i18n/languages.js';
import type { Loaded } from '../../platform/session/session-service.js';
import { stagedGames } from '../../platform/table/staged.js';
import type { DuetMove, DuetState, Side } from './engine/index.js';

const side = z.enum(['A', 'B']);
const keyColor = z.enum(['agent', 'assassin', 'bystander']);
const lossReason = z.enum(['assassin', 'sudden-death', 'out-of-time', 'resigned']);
const guessResult = z.enum(['agent', 'bystander', 'assassin']);
const count = z.number().int().nonnegative();

const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('giveClue'), word: z.string(), number: count }),
  z.object({ type: z.literal('guess'), cell: count }),
  z.object({ type: z.literal('stopGuessing') }),
  z.object({ type: z.literal('flagInvalidClue') }),
  z.object({ type: z.literal('resign') }),
]);

const eventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('clue'), side, word: z.string(), number: count }),
  z.object({ type: z.literal('guess'), side, cell: count, result: guessResult, judgedBy: side }),
  z.object({ type: z.literal('stop'), side, automatic: z.boolean() }),
  z.object({ type: z.literal('side-done'), side }),
  z.object({ type: z.literal('clue-flagged'), side }),
  z.object({ type: z.literal('sudden-death') }),
  z.object({ type: z.literal('won') }),
  z.object({ type: z.literal('lost'), reason: lossReason }),
  z.object({ type: z.literal('expired') }),
]);

const phaseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('awaiting-clue'), clueGiver: side.nullable() }),
  z.object({ kind: z.literal('guessing'), clueGiver: side, guesser: side, correctThisTurn: count }),
  z.object({ kind: z.literal('sudden-death') }),
  z.object({ kind: z.literal('won'), suddenDeath: z.boolean() }),
  z.object({ kind: z.literal('lost'), reason: lossReason, by: side.nullable() }),
  z.object({ kind: z.literal('expired') }),
]);

export const duetStateSchema = z.object({
  schema: z.literal(1),
  seed: z.string(),
  options: z.object({
    timerTokens: count,
    bystanderTokens: count,
    turnOrder: z.enum(['alternating', 'free']),
    mission: z.string().nullable(),
    multiWordNames: z.boolean().default(false),
  }),
  words: z.array(z.object({ text: z.string(), readings: z.array(z.string()) })).length(25),
  keyCard: z.object({ A: z.array(keyColor).length(25), B: z.array(keyColor).length(25) }),
  cells: z
    .array(z.object({ agent: z.object({ judgedBy: side }).nullable(), missedBy: z.array(side).max(2) }))
    .length(25),
  bank: z.object({ bystanderSideUp: count, checkSideUp: count }),
  checkTokens: z.object({ A: count, B: count }),
  discardedTokens: count,
  clues: z.array(
    z.object({ giver: side, word: z.string(), number: count, turn: count, flagged: z.boolean() }),
  ),
  phase: phaseSchema,
  moves: z.array(z.object({ side, move: moveSchema })),
  events: z.array(eventSchema),
}) satisfies z.ZodType<DuetState>;

const snowflake = z.string().regex(/^\d{1,25}$/);
const sidesOf = <T extends z.ZodType>(schema: T) => z.object({ A: schema, B: schema });

/** How a team game plays, chosen in the lobby. */
export const teamOptionsSchema = z.object({
  /** Members may join a side of a running game (from the roster message). */
  lateJoin: z.boolean(),
  /** A guess by a side of 3+ needs a second member to confirm it. */
  consensus: z.boolean(),
});

export type TeamOptions = z.infer<typeof teamOptionsSchema>;

const engineOptionsSchema = duetStateSchema.shape.options;

/** What a lobby and a game share: where they are, who sits where, and how they were set up. */
const tableFields = {
  players: sidesOf(z.array(snowflake)),
  /** Language of the words and of the public board text. */
  language: z.enum(languages),
  guildId: snowflake,
  channelId: snowflake,
  /** The custom word list, kept for rematches; null when drawn from the built-in list. */
  customWords: z.array(z.string()).nullable(),
  teamOptions: teamOptionsSchema,
  openedBy: snowflake,
  /** The lobby message, which stays as the team roster while the game runs; null for 1-vs-1 starts. */
  rosterMessageId: snowflake.nullable(),
  /** The campaign and city this game plays on the mission map, if any. */
  campaign: z.object({ id: z.string(), city: z.string() }).nullable(),
  createdAt: z.number().int(),
  /** The table's number in its channel, which players see ("Duet #12"); null when opened before tables had one. */
  number: z.number().int().positive().nullable().default(null),
};

export const duetLobbySchema = z.object({
  stage: z.literal('lobby'),
  ...tableFields,
  options: engineOptionsSchema,
  /** Never started before its idle deadline. */
  expired: z.boolean(),
});

export type DuetLobby = z.infer<typeof duetLobbySchema>;

/** Everything the bot keeps about one Duet game: the engine state plus who sits where. */
export const duetSessionSchema = z.object({
  stage: z.literal('game'),
  ...tableFields,
  engine: duetStateSchema,
  /** Who pressed each accepted move (parallel to `engine.moves`): a team's board names the member. */
  actors: z.array(snowflake),
  boardMessageId: snowflake.nullable(),
  /** Each side's private thread, when the game has them. */
  threads: sidesOf(snowflake.nullable()),
  /** Who ever played a side: they know its key, so they may never join the other one. */
  formerMembers: sidesOf(z.array(snowflake)),
  /** A guess waiting for a second member's confirmation (consensus mode). */
  pendingGuess: z.object({ cell: z.number().int(), by: snowflake, expiresAt: z.number().int() }).nullable(),
});

export type DuetSession = z.infer<typeof duetSessionSchema>;

/**
 * What a table chose before its game starts: who sits where, the options; a lobby keeps its roster
 * message and its number.
 */
export type TableSetup = Omit<DuetLobby, 'stage' | 'createdAt' | 'rosterMessageId' | 'expired' | 'number'> & {
  rosterMessageId?: string | null;
  number?: number | null;
};

export const duetDocumentSchema = z.discriminatedUnion('stage', [duetLobbySchema, duetSessionSchema]);
export type DuetDocument = z.infer<typeof duetDocumentSchema>;

/** Duet bound to the running bot, as the platform hands it to every handler. */
export type DuetRuntime = GameRuntime<DuetDocument, DuetMove, TableSetup>;
export type LoadedDocument = Loaded<DuetDocument>;
export type LoadedGame = Loaded<DuetSession>;

/** The document as a game, once its lobby started. */
export const duetGames = stagedGames<DuetDocument, DuetSession>();

export function sideOf(table: Pick<DuetDocument, 'players'>, userId: string): Side | null {
  if (table.players.A.includes(userId)) return 'A';
  if (table.players.B.includes(userId)) return 'B';
  return null;
}

/**
 * A team game has a side with more than one member: it needs no threads for 1 vs 1, and its texts
 * speak of sides rather than of two people.
 */
export function isTeamGame(players: DuetDocument['players']): boolean {
  return players.A.length > 1 || players.B.length > 1;
}

/** A side with nobody left: the game waits for someone to join it. */
export function emptySide(session: DuetSession): Side | null {
  if (session.players.A.length === 0) return 'A';
  if (session.players.B.length === 0) return 'B';
  return null;
}

/** Buttons carry this number: it changes with every accepted move, and only then. */
export function boardVersion(session: DuetSession): number {
  return session.engine.moves.length;
}
