import { z } from 'zod';
import { stagedGames } from '../../platform/table/staged.js';
import {
  applyMove,
  type CodenamesMove,
  type CodenamesState,
  createGame,
  expireGame,
  type Identity,
  type Seat,
} from './engine/index.js';
import { tableFields } from './table.js';

const seatSchema = z.enum(['red-spymaster', 'red-operative', 'blue-spymaster', 'blue-operative']);
const count = z.number().int().nonnegative();

const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('giveClue'), word: z.string(), number: count }),
  z.object({ type: z.literal('guess'), cell: count }),
  z.object({ type: z.literal('endTurn') }),
  z.object({ type: z.literal('flagInvalidClue') }),
  z.object({ type: z.literal('cover'), cell: count }),
  z.object({ type: z.literal('skipCover') }),
  z.object({ type: z.literal('timeUp'), turn: count }),
  z.object({ type: z.literal('resign') }),
]) satisfies z.ZodType<CodenamesMove>;

const IDENTITY_LETTERS: Record<Identity, string> = { red: 'r', blue: 'b', bystander: 'n', assassin: 'x' };
const IDENTITIES: Record<string, Identity> = { r: 'red', b: 'blue', n: 'bystander', x: 'assassin' };

/**
 * A game as stored: its seed, board, key and moves; everything else follows by replaying the
 * moves through the engine when it is read, so a record can never hold a state the rules forbid.
 */
const storedEngineSchema = z.object({
  seed: z.string(),
  options: z.object({ variant: z.enum(['teams', 'one-team', 'shared-spymaster']) }),
  startingTeam: z.enum(['red', 'blue']),
  words: z.array(z.object({ text: z.string(), readings: z.array(z.string()) })).length(25),
  key: z.string().regex(/^[rbnx]{25}$/),
  moves: z.array(z.object({ seat: seatSchema, move: moveSchema })),
  expired: z.boolean(),
});

type StoredEngine = z.infer<typeof storedEngineSchema>;

function storedEngine(state: CodenamesState): StoredEngine {
  return {
    seed: state.seed,
    options: state.options,
    startingTeam: state.startingTeam,
    words: state.words,
    key: state.key.map((identity) => IDENTITY_LETTERS[identity]).join(''),
    moves: state.moves,
    expired: state.phase.kind === 'over' && state.phase.reason === 'expired',
  };
}

function replayed(stored: StoredEngine): CodenamesState | null {
  let state: CodenamesState;
  try {
    state = createGame({ ...stored, key: [...stored.key].map((letter) => IDENTITIES[letter] as Identity) });
  } catch {
    return null;
  }
  for (const { seat, move } of stored.moves) {
    const played = applyMove(state, seat as Seat, move);
    if (!played.ok) return null;
    state = played.state;
  }
  return stored.expired ? expireGame(state) : state;
}

const engineSchema = storedEngineSchema.transform((stored, context) => {
  const state = replayed(stored);
  if (state) return state;
  context.issues.push({ code: 'custom', message: 'the stored moves do not replay', input: stored });
  return z.NEVER;
});

export const codenamesLobbySchema = z.object({
  stage: z.literal('lobby'),
  ...tableFields,
  /** Never started before its idle deadline. */
  expired: z.boolean(),
});

export const codenamesGameSchema = z.object({
  stage: z.literal('game'),
  ...tableFields,
  engine: engineSchema,
  /** Who pressed each accepted move (parallel to `engine.moves`); null: the sand timer. */
  actors: z.array(
    z
      .string()
      .regex(/^\d{1,25}$/)
      .nullable(),
  ),
  boardMessageId: z
    .string()
    .regex(/^\d{1,25}$/)
    .nullable(),
  /** When the current turn's guessing began, for the sand timer; null when no timer runs. */
  guessingSince: z.number().int().nullable(),
  /** A guess waiting for a second operative's confirmation (consensus mode). */
  pendingGuess: z
    .object({ cell: count, by: z.string().regex(/^\d{1,25}$/), expiresAt: z.number().int() })
    .nullable(),
});

export const codenamesDocumentSchema = z.discriminatedUnion('stage', [
  codenamesLobbySchema,
  codenamesGameSchema,
]);

export type CodenamesLobby = z.infer<typeof codenamesLobbySchema>;
export type CodenamesGame = z.infer<typeof codenamesGameSchema>;
export type CodenamesDocument = z.infer<typeof codenamesDocumentSchema>;

/** The document as the game it became once its lobby started (null while it is a lobby). */
export const codenamesStaged = stagedGames<CodenamesDocument, CodenamesGame>();

/** The document as written to the store: a game's engine in its stored form. */
export function storedCodenamesDocument(document: CodenamesDocument): unknown {
  return document.stage === 'lobby' ? document : { ...document, engine: storedEngine(document.engine) };
}
