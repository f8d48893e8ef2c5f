import type { DuckGame } from '../document.js';
import { tDuck } from '../i18n/index.js';

/** The name each seat's duck carries in the picture: the player's display name, or the computer's. */
export function namesOf(game: DuckGame): string[] {
  return game.seats.map((seat) =>
    seat.kind === 'player' ? seat.name : tDuck(game.language, 'picture.computer'),
  );
}
