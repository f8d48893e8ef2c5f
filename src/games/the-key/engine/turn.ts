import { resolveAction, topValue } from './actions.js';
import { confirm, propose, withdraw } from './answer.js';
import { discardCards, discardTopOfDeck, drawBackUp, drawUpTo } from './deck-flow.js';
import { actionIds } from './ids.js';
import { resolveSpecial, SPECIAL_COST, specialHasTarget } from './specials.js';
import {
  type ActionResolution,
  type KeyMove,
  KeyMoveRefused,
  type KeyResult,
  type KeyState,
  refuse,
  type SpecialResolution,
} from './state.js';

export const ACTIONS_PER_TURN = 2;

/** A player can act with two cards for a special that has something to do, or one card higher than an unblocked action card's top. */
export function canAct(state: KeyState, seat: number): boolean {
  const hand = state.players[seat]?.hand ?? [];
  if (hand.length >= SPECIAL_COST && specialHasTarget(state, seat)) return true;
  return hand.some((card) =>
    actionIds.some(
      (action) => state.actionCards[action].trace === null && card.value > topValue(state, action),
    ),
  );
}

function takeFromHand(state: KeyState, seat: number, cardId: string) {
  const hand = state.players[seat]?.hand ?? refuse('no-seat');
  const index = hand.findIndex((card) => card.id === cardId);
  if (index < 0) refuse('card-not-in-hand');
  return hand.splice(index, 1)[0] ?? refuse('card-not-in-hand');
}

function startAction(state: KeyState): void {
  if (state.actionsThisTurn >= ACTIONS_PER_TURN) refuse('no-actions-left');
  state.actionsThisTurn++;
}

function play(state: KeyState, seat: number, cardId: string, resolution: ActionResolution): void {
  startAction(state);
  const pile = state.actionCards[resolution.action];
  if (!pile) refuse('bad-target');
  if (pile.trace !== null) refuse('trace-blocks');
  const card = takeFromHand(state, seat, cardId);
  if (card.value <= topValue(state, resolution.action)) refuse('not-higher');
  pile.played.push({ card, seat });
  resolveAction(state, seat, resolution);
}

function special(
  state: KeyState,
  seat: number,
  discard: readonly string[],
  resolution: SpecialResolution,
): void {
  startAction(state);
  if (state.players[seat]?.character.special !== resolution.special) refuse('wrong-special');
  if (discard.length !== SPECIAL_COST || discard[0] === discard[1]) refuse('card-not-in-hand');
  discardCards(
    state,
    discard.map((cardId) => takeFromHand(state, seat, cardId)),
  );
  resolveSpecial(state, seat, resolution);
}

/** In crisis a player who cannot act skips; when nobody can, time has run out. */
function passTurn(state: KeyState): void {
  for (let tries = 0; tries < state.players.length; tries++) {
    state.current = (state.current + 1) % state.players.length;
    state.actionsThisTurn = 0;
    if (!state.crisis || canAct(state, state.current)) return;
    state.events.push({ type: 'skipped', seat: state.current });
  }
  state.outcome = { status: 'lost', reason: 'no-actions' };
}

function endTurn(state: KeyState, seat: number, draws: number | undefined): void {
  if (state.actionsThisTurn === 0 && canAct(state, seat)) refuse('must-act');
  const player = state.players[seat] ?? refuse('no-seat');
  const cameras = state.rooms[player.room]?.faceUp.filter((token) => token === 'camera').length ?? 0;
  let discarded = 0;
  while (discarded < cameras && state.outcome.status === 'playing' && discardTopOfDeck(state)) discarded++;
  if (cameras > 0) state.events.push({ type: 'camera', seat, discarded });
  if (state.outcome.status !== 'playing') return;
  if (state.crisis) drawUpTo(state, seat, draws ?? 0);
  else drawBackUp(state, seat, draws ?? 0);
  if (state.outcome.status === 'playing') passTurn(state);
}

function dispatch(state: KeyState, seat: number, move: KeyMove): void {
  if (state.outcome.status === 'answer-agreed') refuse('answer-agreed');
  if (state.outcome.status !== 'playing') refuse('game-over');
  if (move.type === 'propose') propose(state, seat, move.answer);
  else if (move.type === 'confirm') confirm(state, seat);
  else if (move.type === 'withdraw') withdraw(state);
  else if (seat !== state.current) refuse('not-your-turn');
  else if (move.type === 'play') play(state, seat, move.card, move);
  else if (move.type === 'special') special(state, seat, move.discard, move);
  else endTurn(state, seat, move.draws);
}

/** Applies one player's move to a copy of the state; the old state is never changed. */
export function applyKeyMove(state: KeyState, seat: number, move: KeyMove): KeyResult {
  const next: KeyState = { ...structuredClone(state), events: [] };
  try {
    if (!next.players[seat]) refuse('no-seat');
    dispatch(next, seat, move);
    return { ok: true, state: next };
  } catch (error) {
    if (error instanceof KeyMoveRefused) return { ok: false, error: error.reason };
    throw error;
  }
}
