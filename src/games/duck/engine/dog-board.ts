import { z } from 'zod';
import { crossesItself } from './cards.js';
import type { Turn } from './geometry.js';
import type { DogRoute, RaceState } from './race-state.js';

const TURN_OF: Record<string, Turn> = { F: 'forward', L: 'left', R: 'right' };
const DOG_ROUTES = 4;

/**
 * The dog board as its data file writes it: four named routes, each one to three steps written
 * `F`orward, `L`eft, `R`ight relative to the dog's facing before the route. Validated when loaded:
 * four routes with distinct names, none crossing itself.
 */
export const dogBoardSchema = z
  .array(
    z.object({
      name: z.string().regex(/^[a-z-]+$/u),
      path: z
        .string()
        .regex(/^[FLR]{1,3}$/u)
        .transform((letters) => [...letters].map((letter) => TURN_OF[letter] as Turn))
        .refine((steps) => !crossesItself(steps), 'a route never crosses itself'),
    }),
  )
  .length(DOG_ROUTES)
  .refine((routes) => new Set(routes.map((route) => route.name)).size === DOG_ROUTES, 'distinct names')
  .transform((routes): DogRoute[] => routes.map((route) => ({ name: route.name, steps: route.path })));

/**
 * Who controls the dog: the player furthest behind, whose best duck has the fewest buoys; on a
 * tie, whichever of them played the highest card this round (`played`: each duck's card).
 */
export function dogController(
  state: Pick<RaceState, 'players' | 'ducks'>,
  played: readonly (number | null)[],
) {
  const standing = state.players.map((_player, seat) => {
    const owned = state.ducks.flatMap((entry, index) => (entry.owner === seat ? [index] : []));
    return {
      seat,
      buoys: Math.max(0, ...owned.map((index) => state.ducks[index]?.duck?.buoys.length ?? 0)),
      card: Math.max(0, ...owned.map((index) => played[index] ?? 0)),
    };
  });
  standing.sort((a, b) => a.buoys - b.buoys || b.card - a.card);
  return standing[0]?.seat ?? 0;
}
