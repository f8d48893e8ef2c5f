import type { GameRuntime } from '../../platform/discord/game-module.js';
import type { GameResult, GameRules, MoveResult } from '../../platform/game/game-rules.js';
import {
  dealtMission,
  isOver,
  type KeyDocument,
  type KeyGame,
  keyDocumentSchema,
  missionOf,
  playMove,
  storedKeyDocument,
} from './document.js';
import { type KeyMove, type KeyPublicView, publicView, seatView } from './engine/index.js';
import { seatIndexOf, type TableFields } from './table.js';

/** A seat as the platform names it: its index at the table. */
export type KeySeatId = `${number}`;
/** A mission move, or giving the mission up (`/thekey stop`), which ends it for everyone. */
export type KeyGameMove = KeyMove | { type: 'resign' };

export type TableSetup = Omit<TableFields, 'createdAt'>;

/** THE KEY bound to the running bot, as the platform hands it to every handler. */
export type KeyRuntime = GameRuntime<KeyDocument, KeyGameMove, TableSetup>;

/** Lobbies wait at most an hour for their Start. */
const LOBBY_IDLE_SECONDS = 3600;

export function setupGame(setup: TableSetup, { seed, now }: { seed: string; now: number }): KeyGame {
  const stored = {
    ...setup,
    stage: 'game' as const,
    seed,
    log: [],
    boardMessageId: null,
    abandoned: false,
    createdAt: now,
  };
  return { ...stored, mission: dealtMission(stored) };
}

/** An idle mission and a moderator's stop end the same way: abandoned, nobody wins (a lobby closes). */
function stopMission(document: KeyDocument): KeyDocument | null {
  if (document.stage === 'lobby') return document.expired ? null : { ...document, expired: true };
  return isOver(document) ? null : { ...document, abandoned: true };
}

function resultOf(document: KeyDocument): GameResult<KeySeatId> | null {
  if (document.stage === 'lobby') return document.expired ? { winners: [], reason: 'expired' } : null;
  if (document.abandoned) return { winners: [], reason: 'stopped' };
  const { outcome } = document.mission;
  if (outcome.status === 'won')
    return { winners: document.seats.map((_, seat) => `${seat}` as KeySeatId), reason: 'answer' };
  if (outcome.status === 'lost') return { winners: [], reason: outcome.reason };
  return null;
}

/** THE KEY on the platform's contract: a lobby, then the mission replayed from its moves. */
export const keyGameRules: GameRules<
  KeyDocument,
  KeyGameMove,
  KeySeatId,
  KeyPublicView | null,
  ReturnType<typeof seatView> | null,
  TableSetup
> = {
  schema: keyDocumentSchema,
  toStored: storedKeyDocument,
  setup: setupGame,
  version: (document) => (document.stage === 'game' ? document.log.length + (document.abandoned ? 1 : 0) : 0),
  seatOf(document, userId) {
    const seat = seatIndexOf(document.seats, userId);
    return seat === null ? null : `${seat}`;
  },
  activeSeats(document) {
    if (document.stage === 'lobby' || isOver(document)) return [];
    return [`${document.mission.current}`];
  },
  play(document, seat, move): MoveResult<KeyDocument> {
    if (document.stage === 'lobby') return { ok: false, refusal: { code: 'not-started' } };
    if (isOver(document)) return { ok: false, refusal: { code: 'game-over' } };
    if (move.type === 'resign') return { ok: true, state: { ...document, abandoned: true } };
    const index = Number(seat);
    const played = playMove(missionOf(document), document.mission, index, move);
    if (!played.ok) return { ok: false, refusal: { code: played.error } };
    return {
      ok: true,
      state: { ...document, mission: played.state, log: [...document.log, { seat: index, move }] },
    };
  },
  views: {
    public: (document) => (document.stage === 'game' ? publicView(document.mission) : null),
    seat: (document, seat) => (document.stage === 'game' ? seatView(document.mission, Number(seat)) : null),
  },
  result: resultOf,
  onDeadline: stopMission,
  stop: stopMission,
  deadlineSeconds(document, standard) {
    return document.stage === 'lobby' ? Math.min(standard, LOBBY_IDLE_SECONDS) : standard;
  },
};
