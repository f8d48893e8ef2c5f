import { z } from 'zod';
import { languages } from '../../platform/i18n/translator.js';
import type { DuetState, Side } from './engine/index.js';

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

/** Everything the bot keeps about one Duet game: the engine state plus who sits where. */
export const duetSessionSchema = z.object({
  engine: duetStateSchema,
  players: z.object({ A: z.array(snowflake).min(1), B: z.array(snowflake).min(1) }),
  /** Language of the words and of the public board text. */
  language: z.enum(languages),
  guildId: snowflake,
  channelId: snowflake,
  boardMessageId: snowflake.nullable(),
  /** The custom word list, kept for rematches; null when drawn from the built-in list. */
  customWords: z.array(z.string()).nullable(),
  createdAt: z.number().int(),
});

export type DuetSession = z.infer<typeof duetSessionSchema>;

export function parseSession(data: unknown): DuetSession | null {
  const parsed = duetSessionSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export function sideOf(session: DuetSession, userId: string): Side | null {
  if (session.players.A.includes(userId)) return 'A';
  if (session.players.B.includes(userId)) return 'B';
  return null;
}

/** Buttons carry this number: it changes with every accepted move, and only then. */
export function boardVersion(session: DuetSession): number {
  return session.engine.moves.length;
}
