import routes from './data/dog-routes.json' with { type: 'json' };
import { dogBoardSchema } from './engine/dog-board.js';
import type { DogRoute } from './engine/race-state.js';

/** Our own dog board: four routes, validated at load. */
export const dogRoutes: readonly DogRoute[] = dogBoardSchema.parse(routes);
