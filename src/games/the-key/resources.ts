import resources from './data/resources.json' with { type: 'json' };
import { type KeyResources, resourcesSchema } from './engine/cards.js';

/** 36 resource cards (1–18 in two suits) and 4 time cards (six time icons), validated at load. */
export const keyResources: KeyResources = resourcesSchema.parse(resources);
