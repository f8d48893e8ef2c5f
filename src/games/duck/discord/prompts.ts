import { ButtonStyle } from 'discord.js';
import type { Language } from '../../../platform/i18n/languages.js';
import { button } from '../../shared/discord/buttons.js';
import { openFacings } from '../autoplay.js';
import { movementCards } from '../deck.js';
import { boardOf, type DuckGame } from '../document.js';
import { freeStarts, type Position, rotate } from '../engine/index.js';
import { tDuck } from '../i18n/index.js';
import { duckRules } from '../rules.js';
import { duckLabel } from './board-text.js';
import { chooseArg, draftArg, duckCustomId, type SteerDraft, squareArg } from './custom-ids.js';
import { facingButtons, type Prompt, row, select } from './prompt-parts.js';
import { routeText } from './route-text.js';
import { squareName } from './squares.js';
import type { SteerStep } from './steering.js';

/** Placing: a menu of the free start squares for the duck whose turn it is. */
export function placePrompt(gameId: string, game: DuckGame, duck: number, language: Language): Prompt {
  const version = duckRules.version(game);
  const options = freeStarts(game.race, boardOf(game), duck).map((at) => ({
    label: squareName(at),
    value: squareArg(at),
  }));
  return {
    content: tDuck(language, 'prompt.place', { duck: duckLabel(game, duck, language) }),
    components: [
      select(duckCustomId(gameId, version, 'place'), tDuck(language, 'prompt.placePlaceholder'), options),
    ],
  };
}

/** Placing, second step: which way the duck faces on its square. */
export function placeFacingPrompt(
  gameId: string,
  game: DuckGame,
  duck: number,
  at: Position,
  language: Language,
): Prompt {
  const version = duckRules.version(game);
  return {
    content: tDuck(language, 'prompt.placeFacing', {
      duck: duckLabel(game, duck, language),
      square: squareName(at),
    }),
    components: [
      facingButtons(
        gameId,
        version,
        language,
        openFacings(boardOf(game), at),
        (facing) => squareArg(at, facing),
        'place',
      ),
    ],
  };
}

/** Choosing: the hand, and a menu per duck of the player's with each card's path from that duck's facing. */
export function handPrompt(gameId: string, game: DuckGame, seat: number, language: Language): Prompt {
  const view = duckRules.views.seat(game, `${seat}`);
  if (!view) return { content: tDuck(language, 'prompt.over'), components: [] };
  const ducks = view.ducks.flatMap((entry, index) => (entry.owner === seat ? [index] : []));
  const menus = ducks.map((duck) => {
    const facing = view.ducks[duck]?.duck?.facing ?? 'N';
    const options = view.hand.map((card) => ({
      label: `${card}`,
      value: `${card}`,
      description: (movementCards.find((entry) => entry.number === card)?.routes ?? [])
        .map((route) => routeText(route, facing, language))
        .join(' | ')
        .slice(0, 100),
      default: view.chosen[duck] === card,
    }));
    const placeholder = tDuck(language, 'prompt.chooseFor', { duck: duckLabel(game, duck, language) });
    return select(duckCustomId(gameId, 0, 'choose', chooseArg(duck, view.round)), placeholder, options);
  });
  const chosen = ducks.flatMap((duck) => (view.chosen[duck] === null ? [] : [`${view.chosen[duck]}`]));
  const lines = [
    tDuck(language, 'prompt.hand', { cards: view.hand.join(', ') }),
    chosen.length > 0
      ? tDuck(language, 'prompt.chosen', { cards: chosen.join(', ') })
      : tDuck(language, ducks.length > 1 ? 'prompt.choose' : 'prompt.chooseOne'),
  ];
  return { content: lines.join('\n'), components: menus };
}

const ROUTE_LETTERS = ['A', 'B'] as const;

/** Steering: the next decision of the moving duck, as buttons or a menu that carry the decisions made so far. */
export function steerPrompt(
  gameId: string,
  game: DuckGame,
  step: SteerStep,
  draft: SteerDraft,
  language: Language,
): Prompt {
  const version = duckRules.version(game);
  const { phase } = game.race;
  const duck = phase.kind === 'moving' ? (phase.queue[0] ?? 0) : 0;
  const facing = game.race.ducks[duck]?.duck?.facing ?? 'N';
  const name = duckLabel(game, duck, language);
  const id = (next: SteerDraft) => duckCustomId(gameId, version, 'steer', draftArg(next));
  const head =
    step.kind === 'card' || step.kind === 'ready'
      ? ''
      : `${tDuck(language, 'prompt.steer', { duck: name, card: step.card })}\n`;
  switch (step.kind) {
    case 'card':
      return {
        content: tDuck(language, 'prompt.extraCard', { duck: name }),
        components: [
          select(
            id({ ...draft, card: null }),
            tDuck(language, 'prompt.extraPlaceholder'),
            step.hand.map((card) => ({
              label: `${card}`,
              value: `${card}`,
              description: (movementCards.find((entry) => entry.number === card)?.routes ?? [])
                .map((route) => routeText(route, facing, language))
                .join(' | ')
                .slice(0, 100),
            })),
          ),
        ],
      };
    case 'route':
      return {
        content: `${head}${tDuck(language, 'prompt.route')}`,
        components: [
          row(
            ...step.routes.map((route, index) =>
              button(
                id({ ...draft, card: draft.card, route: index }),
                tDuck(language, 'prompt.routeOption', {
                  letter: ROUTE_LETTERS[index] ?? '',
                  route: routeText(route, facing, language),
                }),
                ButtonStyle.Primary,
              ),
            ),
          ),
        ],
      };
    case 'facing':
      return {
        content: `${head}${tDuck(language, 'prompt.facing')}`,
        components: [
          row(
            ...step.route.endFacings.map((turn) =>
              button(
                id({ ...draft, facing: turn }),
                tDuck(language, `facing.${rotate(facing, turn)}`),
                ButtonStyle.Primary,
              ),
            ),
          ),
        ],
      };
    case 'teleport':
      return {
        content: `${head}${tDuck(language, 'prompt.teleport', { square: squareName(step.entered) })}`,
        components: [
          select(
            id(draft),
            tDuck(language, 'prompt.teleportPlaceholder'),
            step.free.map((at) => ({ label: squareName(at), value: squareArg(at) })),
          ),
          row(
            button(
              id({ ...draft, teleport: 'none' }),
              tDuck(language, 'prompt.swimOn'),
              ButtonStyle.Secondary,
            ),
          ),
        ],
      };
    case 'teleport-facing':
      return {
        content: `${head}${tDuck(language, 'prompt.teleportFacing', { square: squareName(step.at) })}`,
        components: [
          facingButtons(
            gameId,
            version,
            language,
            openFacings(boardOf(game), step.at),
            (turnTo) => draftArg({ ...draft, teleport: { at: step.at, facing: turnTo } }),
            'steer',
          ),
        ],
      };
    case 'ready':
      return { content: '', components: [] };
  }
}
