import { z } from 'zod';

export const HAND_SIZE = 4;
export const RESOURCE_COUNT = 36;
export const TIME_CARD_COUNT = 4;
/** In crisis, this many time icons in the discard pile lose the mission. */
export const LOSING_TIME_ICONS = 3;

export interface ResourceCard {
  kind: 'resource';
  id: string;
  value: number;
  suit: string;
}
export interface TimeCard {
  kind: 'time';
  id: string;
  icons: 1 | 2;
}
export type DeckCard = ResourceCard | TimeCard;

const resourceSchema = z.object({ id: z.string(), value: z.number().int().min(1), suit: z.string().min(1) });
const timeSchema = z.object({ id: z.string(), icons: z.union([z.literal(1), z.literal(2)]) });

export const resourcesSchema = z
  .object({
    resources: z.array(resourceSchema).length(RESOURCE_COUNT),
    timeCards: z.array(timeSchema).length(TIME_CARD_COUNT),
  })
  .superRefine((data, context) => {
    const ids = [...data.resources, ...data.timeCards].map((card) => card.id);
    if (new Set(ids).size !== ids.length)
      context.addIssue({ code: 'custom', message: 'card ids must be unique' });
    const faces = data.resources.map((card) => `${card.suit}:${card.value}`);
    if (new Set(faces).size !== faces.length)
      context.addIssue({ code: 'custom', message: 'two cards share a face' });
  })
  .transform((data) => ({
    resources: data.resources.map((card): ResourceCard => ({ kind: 'resource', ...card })),
    timeCards: data.timeCards.map((card): TimeCard => ({ kind: 'time', ...card })),
  }));
export type KeyResources = z.output<typeof resourcesSchema>;

export function timeIcons(cards: readonly DeckCard[]): number {
  return cards.reduce((sum, card) => sum + (card.kind === 'time' ? card.icons : 0), 0);
}
