import { z } from 'zod';
import { type DuetDocument, duetLobbySchema, duetSessionSchema, duetStateSchema } from './document.js';
import {
  applyMove,
  createGame,
  type DuetMove,
  type DuetState,
  expireGame,
  type KeyColor,
  type Side,
  type WordCard,
} from './engine/index.js';

/**
 * A Duet document as kept in the store: a game is its seed, board, key card and moves, and is
 * replayed through the engine when read (the cells, clues, bank, phase and events all follow from
 * them). About a quarter of the full state's size; records written in the full form still read.
 */

const KEY_LETTERS: Record<KeyColor, string> = { agent: 'a', bystander: 'b', assassin: 'x' };
const KEY_COLORS: Record<string, KeyColor> = { a: 'agent', b: 'bystander', x: 'assassin' };

const keySide = z.string().regex(/^[abx]{25}$/);
/** A word as its text, or `[text, readings]` when it has kana readings. */
const storedWord = z.union([z.string(), z.tuple([z.string(), z.array(z.string())])]);
/**
 * A move as `<side><letter>[cell]`: `Ag12` guess, `As` stop, `Af` flag the clue, `Ar` resign;
 * a clue is `[<side>c, word, number]`.
 */
const storedMove = z.union([
  z.string().regex(/^[AB](g\d{1,2}|s|f|r)$/),
  z.tuple([z.enum(['Ac', 'Bc']), z.string(), z.number().int().nonnegative()]),
]);

const storedEngineSchema = z.object({
  seed: z.string(),
  options: duetStateSchema.shape.options,
  words: z.array(storedWord).length(25),
  key: z.object({ A: keySide, B: keySide }),
  moves: z.array(storedMove),
  expired: z.boolean(),
});
type StoredEngine = z.infer<typeof storedEngineSchema>;
type StoredMove = z.infer<typeof storedMove>;

function moveOf(stored: StoredMove): { side: Side; move: DuetMove } {
  if (Array.isArray(stored)) {
    const [tag, word, number] = stored;
    return { side: tag[0] as Side, move: { type: 'giveClue', word, number } };
  }
  const sideOf = stored[0] as Side;
  switch (stored[1]) {
    case 'g':
      return { side: sideOf, move: { type: 'guess', cell: Number(stored.slice(2)) } };
    case 's':
      return { side: sideOf, move: { type: 'stopGuessing' } };
    case 'f':
      return { side: sideOf, move: { type: 'flagInvalidClue' } };
    default:
      return { side: sideOf, move: { type: 'resign' } };
  }
}

function storedMoveOf({ side: by, move }: { side: Side; move: DuetMove }): StoredMove {
  switch (move.type) {
    case 'giveClue':
      return [`${by}c`, move.word, move.number];
    case 'guess':
      return `${by}g${move.cell}`;
    case 'stopGuessing':
      return `${by}s`;
    case 'flagInvalidClue':
      return `${by}f`;
    case 'resign':
      return `${by}r`;
  }
}

function compactEngine(state: DuetState): StoredEngine {
  const key = (colors: KeyColor[]) => colors.map((color) => KEY_LETTERS[color]).join('');
  return {
    seed: state.seed,
    options: state.options,
    words: state.words.map((word) => (word.readings.length > 0 ? [word.text, word.readings] : word.text)),
    key: { A: key(state.keyCard.A), B: key(state.keyCard.B) },
    moves: state.moves.map(storedMoveOf),
    expired: state.phase.kind === 'expired',
  };
}

/** The engine state the stored game leads to; null when its moves no longer replay (a corrupt record). */
function replayEngine(stored: StoredEngine): DuetState | null {
  const words: WordCard[] = stored.words.map((word) =>
    typeof word === 'string' ? { text: word, readings: [] } : { text: word[0], readings: word[1] },
  );
  const colors = (letters: string) => [...letters].map((letter) => KEY_COLORS[letter] as KeyColor);
  let state: DuetState;
  try {
    state = createGame({
      seed: stored.seed,
      words,
      keyCard: { A: colors(stored.key.A), B: colors(stored.key.B) },
      options: stored.options,
    });
  } catch {
    return null;
  }
  for (const entry of stored.moves) {
    const { side: by, move } = moveOf(entry);
    const played = applyMove(state, by, move);
    if (!played.ok) return null;
    state = played.state;
  }
  return stored.expired ? expireGame(state) : state;
}

const replayedEngine = storedEngineSchema.transform((stored, context) => {
  const state = replayEngine(stored);
  if (state) return state;
  context.issues.push({ code: 'custom', message: 'the stored moves do not replay', input: stored });
  return z.NEVER;
});

/** Who pressed each move, as the distinct members and an index per move. */
const storedActorsSchema = z.object({
  members: z.array(duetSessionSchema.shape.actors.element),
  order: z.array(z.number().int().nonnegative()),
});

function compactActors(actors: readonly string[]): z.infer<typeof storedActorsSchema> {
  const members = [...new Set(actors)];
  return { members, order: actors.map((actor) => members.indexOf(actor)) };
}

const expandedActors = storedActorsSchema.transform((stored, context) => {
  const actors = stored.order.map((index) => stored.members[index]);
  if (actors.every((actor) => actor !== undefined)) return actors as string[];
  context.issues.push({ code: 'custom', message: 'an actor index names no member', input: stored });
  return z.NEVER;
});

/** Reads a stored document: the compact form, or the full one written before it. */
export const storedDuetDocumentSchema = z.discriminatedUnion('stage', [
  duetLobbySchema,
  duetSessionSchema.extend({
    engine: z.union([replayedEngine, duetStateSchema]),
    actors: z.union([expandedActors, duetSessionSchema.shape.actors]),
  }),
]);

/** The document as written to the store. */
export function storedDuetDocument(document: DuetDocument): unknown {
  if (document.stage === 'lobby') return document;
  return { ...document, engine: compactEngine(document.engine), actors: compactActors(document.actors) };
}
