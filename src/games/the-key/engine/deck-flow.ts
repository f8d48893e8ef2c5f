import { SeededRandom } from '../../../platform/random/seeded-random.js';
import { type DeckCard, HAND_SIZE, LOSING_TIME_ICONS, type ResourceCard, timeIcons } from './cards.js';
import type { KeyState } from './state.js';

function withRandom<T>(state: KeyState, use: (random: SeededRandom) => T): T {
  const random = new SeededRandom(state.random);
  const result = use(random);
  state.random = random.state;
  return result;
}

export function shuffleInState<T>(state: KeyState, items: readonly T[]): T[] {
  return withRandom(state, (random) => random.shuffle(items));
}

export function randomIndex(state: KeyState, bound: number): number {
  return withRandom(state, (random) => random.nextInt(bound));
}

/** The deck ran out: the first time flips to crisis and brings the time cards in; the discards become the deck. */
export function refillDeck(state: KeyState): void {
  if (!state.crisis) {
    state.crisis = true;
    state.events.push({ type: 'crisis' });
    state.discard.push(...state.timeCards);
    state.timeCards = [];
  }
  state.deck = shuffleInState(state, state.discard);
  state.discard = [];
}

export function discardCards(state: KeyState, cards: readonly DeckCard[]): void {
  state.discard.push(...cards);
  if (state.crisis && timeIcons(state.discard) >= LOSING_TIME_ICONS) {
    state.outcome = { status: 'lost', reason: 'time' };
  }
}

/** Takes the top card, refilling the deck first when it is empty; null when there are no cards anywhere. */
function takeTopCard(state: KeyState): DeckCard | null {
  if (state.deck.length === 0) refillDeck(state);
  return state.deck.pop() ?? null;
}

export function discardTopOfDeck(state: KeyState): boolean {
  const card = takeTopCard(state);
  if (!card) return false;
  discardCards(state, [card]);
  return true;
}

/** Draws one resource card; a time card drawn on the way is discarded at once and replaced. */
export function drawResource(state: KeyState): ResourceCard | null {
  while (state.outcome.status === 'playing') {
    const card = takeTopCard(state);
    if (!card) return null;
    if (card.kind === 'resource') return card;
    state.events.push({ type: 'time-card', icons: card.icons });
    discardCards(state, [card]);
  }
  return null;
}

/**
 * The end-of-turn draw back up to four. If the deck runs out on the way, the crisis begins there
 * and, as in crisis, drawing on is optional: only `drawsAfterCrisis` more cards are taken.
 */
export function drawBackUp(state: KeyState, seat: number, drawsAfterCrisis: number): void {
  drawUpTo(state, seat, Math.min(HAND_SIZE, state.deck.length));
  const hand = state.players[seat]?.hand ?? [];
  if (state.deck.length > 0 || hand.length === HAND_SIZE) return;
  refillDeck(state);
  drawUpTo(state, seat, drawsAfterCrisis);
}

export function drawUpTo(state: KeyState, seat: number, wanted: number): void {
  const hand = state.players[seat]?.hand;
  if (!hand) return;
  for (let drawn = 0; drawn < wanted && hand.length < HAND_SIZE; drawn++) {
    const card = drawResource(state);
    if (!card) return;
    hand.push(card);
  }
}
