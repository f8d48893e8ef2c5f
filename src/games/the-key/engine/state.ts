import type { RandomState } from '../../../platform/random/seeded-random.js';
import type { BoardSideMap } from './board.js';
import type { DeckCard, ResourceCard, TimeCard } from './cards.js';
import type { KeyCharacter } from './characters.js';
import type { ActionId, BoardSide, ClueToken, RoomId, SymbolId, TraceTrap } from './ids.js';

export interface KeyPlayer {
  character: KeyCharacter;
  room: RoomId;
  hand: ResourceCard[];
}

export interface PlayedCard {
  card: ResourceCard;
  seat: number;
}

export interface ActionCardPile {
  played: PlayedCard[];
  trace: TraceTrap | null;
}

export interface RoomTokens {
  /** Face-down tokens, the top one last. */
  faceDown: ClueToken[];
  /** Face-up symbols and cameras lying beside the stack. */
  faceUp: ClueToken[];
}

export interface AnswerProposal {
  answer: string;
  confirmedBy: number[];
}

export type KeyOutcome =
  | { status: 'playing' }
  | { status: 'answer-agreed' }
  | { status: 'won' }
  | { status: 'lost'; reason: 'wrong-answer' | 'time' | 'no-actions' };

/** A short public record of what happened, for the table to show. */
export type KeyEvent =
  | { type: 'revealed'; room: RoomId; token: ClueToken }
  | { type: 'set-aside'; room: RoomId; symbol: SymbolId }
  | { type: 'collected'; seat: number; symbol: SymbolId }
  | { type: 'gas'; room: RoomId; seats: number[] }
  | { type: 'trace-placed'; action: ActionId }
  | { type: 'camera'; seat: number; discarded: number }
  | { type: 'crisis' }
  | { type: 'time-card'; icons: number }
  | { type: 'skipped'; seat: number };

export interface KeyState {
  missionId: string;
  side: BoardSide;
  map: BoardSideMap;
  answerLength: number;
  random: RandomState;
  players: KeyPlayer[];
  current: number;
  actionsThisTurn: number;
  rooms: Partial<Record<RoomId, RoomTokens>>;
  /** The console's symbols: a revealed symbol that is not one of them is set aside. */
  consoleSymbols: SymbolId[];
  /** Symbols whose console tabs are lifted: the pre-lifted ones, then every one collected. */
  collected: SymbolId[];
  actionCards: Record<ActionId, ActionCardPile>;
  deck: DeckCard[];
  discard: DeckCard[];
  /** Time cards wait on the discard pile card until the crisis. */
  timeCards: TimeCard[];
  crisis: boolean;
  proposal: AnswerProposal | null;
  outcome: KeyOutcome;
  /** What the last accepted move set off. */
  events: KeyEvent[];
}

export type CollectPick = { from: 'face-up'; symbol: SymbolId } | { from: 'stack' };
export type RegroupTarget = { remove: 'trace'; action: ActionId } | { remove: 'card'; action: ActionId };

export type ActionResolution =
  | { action: 'move'; path: readonly RoomId[] }
  | { action: 'intel'; room: RoomId; count: number }
  | { action: 'collect'; picks: readonly CollectPick[] }
  | { action: 'regroup'; target: RegroupTarget | null };

export type SpecialResolution =
  | { special: 'dash'; path: readonly RoomId[] }
  | { special: 'lookout'; room: RoomId }
  | { special: 'swap'; seat: number; give: string }
  | { special: 'sweep'; target: RegroupTarget };

export type KeyMove =
  | ({ type: 'play'; card: string } & ActionResolution)
  | ({ type: 'special'; discard: [string, string] } & SpecialResolution)
  /** `draws`: how many cards to take in crisis, or on once the deck runs out while drawing (none by default). */
  | { type: 'end-turn'; draws?: number }
  | { type: 'propose'; answer: string }
  | { type: 'confirm' }
  | { type: 'withdraw' };

export type KeyMoveError =
  | 'no-seat'
  | 'game-over'
  | 'answer-agreed'
  | 'not-your-turn'
  | 'no-actions-left'
  | 'must-act'
  | 'card-not-in-hand'
  | 'not-higher'
  | 'trace-blocks'
  | 'bad-path'
  | 'bad-room'
  | 'bad-count'
  | 'nothing-to-collect'
  | 'bad-target'
  | 'own-card'
  | 'wrong-special'
  | 'not-nearby'
  | 'bad-answer-length'
  | 'no-proposal'
  | 'already-confirmed';

export type KeyResult = { ok: true; state: KeyState } | { ok: false; error: KeyMoveError };

export class KeyMoveRefused extends Error {
  constructor(readonly reason: KeyMoveError) {
    super(reason);
  }
}

/** Inside a move, refusing throws so nested rules can stop it; applyKeyMove turns it into a result. */
export function refuse(reason: KeyMoveError): never {
  throw new KeyMoveRefused(reason);
}

export function roomTokens(state: KeyState, room: RoomId): RoomTokens {
  const tokens = state.rooms[room] ?? { faceDown: [], faceUp: [] };
  state.rooms[room] = tokens;
  return tokens;
}
