import { z } from 'zod';
import { stagedGames } from '../../platform/table/staged.js';
import { keyBoard } from './board.js';
import { keyCharacters } from './characters.js';
import {
  applyKeyMove,
  type KeyMove,
  type KeyResult,
  type KeyRules,
  type KeyState,
  newMission,
  resolveAnswer,
} from './engine/index.js';
import { answerOf, engineMissionOf, type Mission, missionById } from './missions.js';
import { keyMoveSchema } from './move-schema.js';
import { keyResources } from './resources.js';
import { tableFields } from './table.js';

const snowflake = z.string().regex(/^\d{1,25}$/);

export const keyRules: KeyRules = { board: keyBoard, characters: keyCharacters, resources: keyResources };

export const keyLobbySchema = z.object({
  stage: z.literal('lobby'),
  ...tableFields,
  /** Never started before its idle deadline. */
  expired: z.boolean(),
  /** The missions this server's campaign had played when the lobby opened (others are practice). */
  campaignPlayed: z.array(z.string().max(40)).max(50),
});

const loggedMoveSchema = z.object({ seat: z.number().int().min(0).max(3), move: keyMoveSchema });
export type LoggedMove = z.infer<typeof loggedMoveSchema>;

const storedGameSchema = z.object({
  stage: z.literal('game'),
  ...tableFields,
  seed: z.string(),
  /** Every move since the deal, in order: the mission is these moves replayed from the seed. */
  log: z.array(loggedMoveSchema).max(2000),
  boardMessageId: snowflake.nullable(),
  /** Ended by its players (`/thekey stop`) or by sitting idle, not by an answer or by time. */
  abandoned: z.boolean(),
});
type StoredGame = z.infer<typeof storedGameSchema>;

export function missionOf(game: { missionId: string }): Mission {
  const mission = missionById(game.missionId);
  if (!mission) throw new RangeError(`no THE KEY mission ${game.missionId}`);
  return mission;
}

/** The mission as dealt: tokens in the rooms, the deck shuffled, four cards each. */
export const dealtMission = (game: Pick<StoredGame, 'seed' | 'seats' | 'missionId'>): KeyState =>
  newMission(
    keyRules,
    game.seed,
    game.seats.length,
    engineMissionOf(missionOf(game)),
    game.seats.map((seat) => seat.character),
  );

/**
 * One move; once every player has confirmed an answer, the team pulls the mission card at once:
 * the answer is checked against the mission's, which never enters the game state.
 */
export function playMove(mission: Mission, state: KeyState, seat: number, move: KeyMove): KeyResult {
  const played = applyKeyMove(state, seat, move);
  if (!played.ok || played.state.outcome.status !== 'answer-agreed') return played;
  return resolveAnswer(played.state, answerOf(mission));
}

function replay(game: StoredGame): KeyState | null {
  const mission = missionById(game.missionId);
  if (!mission) return null;
  let state = dealtMission(game);
  for (const { seat, move } of game.log) {
    const played = playMove(mission, state, seat, move);
    if (!played.ok) return null;
    state = played.state;
  }
  return state;
}

const keyGameSchema = storedGameSchema.transform((stored, context) => {
  const mission = replay(stored);
  if (mission) return { ...stored, mission };
  context.issues.push({ code: 'custom', message: 'the stored moves do not replay', input: stored });
  return z.NEVER;
});

export const keyDocumentSchema = z.union([keyLobbySchema, keyGameSchema]);

export type KeyLobby = z.infer<typeof keyLobbySchema>;
export type KeyGame = z.infer<typeof keyGameSchema>;
export type KeyDocument = KeyLobby | KeyGame;

/** The document as written to the store: a mission is its seed and moves, never its replayed state. */
export function storedKeyDocument(document: KeyDocument): unknown {
  if (document.stage === 'lobby') return document;
  const { mission: _, ...stored } = document;
  return stored;
}

export const isOver = (game: KeyGame) => game.abandoned || game.mission.outcome.status !== 'playing';

/** The stored document as the mission it became, once its lobby started. */
export const keyStaged = stagedGames<KeyDocument, KeyGame>();
