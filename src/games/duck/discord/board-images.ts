import type { BotServices } from '../../../platform/discord/bot-services.js';
import type { Language } from '../../../platform/i18n/languages.js';
import { boardOf, type DuckGame } from '../document.js';
import { racePublicView, raceSeatView } from '../engine/index.js';
import { renderDuck } from '../render/renderer.js';
import { duckRules } from '../rules.js';
import { namesOf } from './board-text.js';

export const BOARD_IMAGE_NAME = 'race.png';
export const HAND_IMAGE_NAME = 'cards.png';

/** The pond from the public view only: every duck, the face-up cards, the round's numbered moves. */
export function boardImage(context: BotServices, gameId: string, game: DuckGame): Promise<Buffer> {
  const key = `duck:${gameId}:${duckRules.version(game)}:${game.language}:board`;
  return renderDuck(context.render, key, {
    kind: 'board',
    board: boardOf(game),
    view: racePublicView(game.race),
    names: namesOf(game),
    language: game.language,
  });
}

/** One player's cards, drawn for them alone (their private message), the chosen ones marked. */
export function handImage(
  context: BotServices,
  gameId: string,
  game: DuckGame,
  seat: number,
  language: Language,
): Promise<Buffer> {
  const view = raceSeatView(game.race, seat);
  const own = view.ducks.flatMap((entry, index) => (entry.owner === seat ? [index] : []));
  const chosen = own.flatMap((duck, which) => {
    const card = view.chosen[duck];
    return card === null || card === undefined ? [] : [{ card, duck: own.length > 1 ? which + 1 : null }];
  });
  const marks = chosen.map((entry) => `${entry.card}.${entry.duck}`).join('-');
  const key = `duck:${gameId}:${duckRules.version(game)}:${language}:hand:${seat}:${marks}`;
  return renderDuck(context.render, key, { kind: 'hand', cards: view.hand, chosen, language });
}
