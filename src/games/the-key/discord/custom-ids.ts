import { z } from 'zod';
import { type CustomId, canonicalInteger, encodeCustomId } from '../../../platform/discord/custom-id.js';
import type { PressAnswer } from '../../../platform/discord/deadline-guard.js';
import { type ActionId, actionIds, type ResourceCard } from '../engine/index.js';
import { keyResources } from '../resources.js';

export const KEY_GAME = 'thekey';

/** The actions a THE KEY button, select menu or modal can carry in its custom_id. */
export const keyActions = [
  'join',
  'leave',
  'start',
  'mission',
  'character',
  'hand',
  'help',
  'answer',
  'answer-form',
  'confirm',
  'withdraw',
  'end-game',
  'keep-playing',
  'play',
  'resolve',
  'special',
  'discard',
  'power',
  'end-turn',
  'next',
] as const;
/** Built once: a zod schema costs far more to build than to check. */
const keyActionSchema = z.enum(keyActions);
export type KeyAction = (typeof keyActions)[number];

/**
 * The actions pressed on a public message that are not answered by redrawing it: a slow answer
 * is deferred privately (a form is never deferred early). Any other press redraws its message.
 */
export const keyPressAnswers: Readonly<Partial<Record<KeyAction, PressAnswer>>> = {
  hand: 'private',
  help: 'private',
  'end-game': 'private',
  'keep-playing': 'private',
  special: 'private',
  'end-turn': 'private',
  play: 'private',
  resolve: 'private',
  discard: 'private',
  power: 'private',
  answer: 'form',
};

export function keyCustomId(gameId: string, version: number, action: KeyAction, arg?: string): string {
  return encodeCustomId({ game: KEY_GAME, gameId, version, action, arg });
}

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

type KeyPress =
  | { action: 'resolve'; card: ResourceCard; played: ActionId }
  | { action: 'power'; discard: [ResourceCard, ResourceCard] }
  | { action: 'end-turn'; draws: number | null }
  | { action: Exclude<KeyAction, 'resolve' | 'power' | 'end-turn'> };

const draws = canonicalInteger(4);

/** One schema per custom_id kind: a resolution carries its card and action, a special its discards. */
export function decodeKeyPress(id: CustomId): KeyPress | null {
  const action = keyActionSchema.safeParse(id.action);
  if (!action.success) return null;
  switch (action.data) {
    case 'resolve': {
      const played = id.arg === undefined ? null : parsePlay(id.arg);
      return played ? { action: 'resolve', card: played.card, played: played.action } : null;
    }
    case 'power': {
      const discard = id.arg === undefined ? null : parseDiscard(id.arg);
      return discard ? { action: 'power', discard } : null;
    }
    case 'end-turn': {
      if (id.arg === undefined) return { action: 'end-turn', draws: null };
      const parsed = draws.safeParse(id.arg);
      return parsed.success ? { action: 'end-turn', draws: parsed.data } : null;
    }
    default:
      return id.arg === undefined ? { action: action.data } : null;
  }
}
