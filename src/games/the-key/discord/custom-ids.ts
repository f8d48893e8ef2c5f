import { z } from 'zod';
import { type CustomId, canonicalInteger } from '../../../platform/discord/custom-id.js';
import { pressCatalog, schemaArg } from '../../../platform/discord/press-catalog.js';
import { type ActionId, actionIds, type ResourceCard } from '../engine/index.js';
import { keyResources } from '../resources.js';

export const KEY_GAME = 'thekey';

/** Cards travel in custom_ids and menus as their place in the resource deck's data. */
export const cardIndexOf = (card: ResourceCard) =>
  keyResources.resources.findIndex((known) => known.id === card.id);
export const cardAt = (index: number): ResourceCard | undefined => keyResources.resources[index];

const cardIndex = canonicalInteger(keyResources.resources.length - 1);

/** A card played on an action card, waiting for how the action resolves: `7-intel`. */
export const playArg = (card: ResourceCard, action: ActionId) => `${cardIndexOf(card)}-${action}`;
/** The two cards discarded for a special action: `3-17`. */
export const discardArg = (cards: readonly [ResourceCard, ResourceCard]) => cards.map(cardIndexOf).join('-');

const playSchema = z
  .string()
  .transform((text) => text.split('-'))
  .pipe(z.tuple([cardIndex, z.enum(actionIds)]));
const discardSchema = z
  .string()
  .transform((text) => text.split('-'))
  .pipe(z.tuple([cardIndex, cardIndex]));

export function parsePlay(text: string): { card: ResourceCard; action: ActionId } | null {
  const parsed = playSchema.safeParse(text);
  const card = parsed.success ? cardAt(parsed.data[0]) : undefined;
  return parsed.success && card ? { card, action: parsed.data[1] } : null;
}

export function parseDiscard(text: string): [ResourceCard, ResourceCard] | null {
  const parsed = discardSchema.safeParse(text);
  if (!parsed.success || parsed.data[0] === parsed.data[1]) return null;
  const [first, second] = parsed.data.map(cardAt);
  return first && second ? [first, second] : null;
}

const draws = canonicalInteger(4);
const privately = { answer: 'private' } as const;

/**
 * Every THE KEY button, menu and form: the lobby's (redrawn in place), the board's and a turn's
 * private presses, each with the argument its custom_id carries.
 */
export const keyCatalog = pressCatalog(KEY_GAME, {
  join: {},
  leave: {},
  start: {},
  mission: {},
  character: {},
  hand: privately,
  help: privately,
  answer: { answer: 'form' },
  'answer-form': {},
  confirm: {},
  withdraw: {},
  'end-game': privately,
  'keep-playing': privately,
  play: privately,
  /** A card played on an action card, waiting for how the action resolves. */
  resolve: { ...privately, arg: (raw) => (raw === undefined ? null : parsePlay(raw)) },
  special: privately,
  discard: privately,
  /** The two cards discarded for a special action. */
  power: { ...privately, arg: (raw) => (raw === undefined ? null : parseDiscard(raw)) },
  /** How many cards the turn's end draws, once the player chose (absent: not chosen yet). */
  'end-turn': { ...privately, arg: (raw) => (raw === undefined ? undefined : schemaArg(draws)(raw)) },
  next: {},
});

export const keyActions = keyCatalog.actions;
export type KeyAction = (typeof keyActions)[number];
export const keyCustomId = keyCatalog.customId;
export const decodeKeyPress = (id: CustomId) => keyCatalog.decode(id);
