import { ButtonStyle } from 'discord.js';
import type { Language } from '../../../platform/i18n/languages.js';
import { button } from '../../shared/discord/buttons.js';
import { cardsToDiscard, openFacings } from '../autoplay.js';
import { movementCards } from '../deck.js';
import { boardOf, type DuckGame } from '../document.js';
import {
  type Direction,
  freeStarts,
  openWindow,
  rotate,
  type TokenKind,
  type TokenUse,
  type TokenWindow,
  tokenWindows,
} from '../engine/index.js';
import { tDuck } from '../i18n/index.js';
import { duckRules } from '../rules.js';
import { duckLabel, seatLabel } from './board-text.js';
import { directionLetter, duckCustomId, squareArg } from './custom-ids.js';
import { facingButtons, type Prompt, row, select } from './prompt-parts.js';
import { routeText } from './route-text.js';
import { squareName } from './squares.js';
import { tokenValue } from './token-values.js';

const ARROW: Record<Direction, string> = { N: '↑', E: '→', S: '↓', W: '←' };

/** Every use of the seat's tokens that fits the window open to them now, as menu options. */
function tokenUses(game: DuckGame, seat: number, window: TokenWindow, duck: number | null): TokenUse[] {
  const held = [...new Set(game.race.advanced?.tokens[seat] ?? [])].filter((kind) =>
    tokenWindows[kind].includes(window),
  );
  const ownDucks = game.race.ducks.flatMap((entry, index) => (entry.owner === seat ? [index] : []));
  const forDucks = duck === null ? ownDucks : [duck];
  const uses: Record<TokenKind, () => TokenUse[]> = {
    redraw: () => [{ kind: 'redraw' }],
    encore: () => [{ kind: 'encore' }],
    hop: () => (['forward', 'left', 'right'] as const).map((turn) => ({ kind: 'hop', turn })),
    turn: () => (['N', 'E', 'S', 'W'] as const).map((facing) => ({ kind: 'turn', facing })),
    swap: () => (game.race.advanced?.dog ? [{ kind: 'swap' }] : []),
    'dog-like': () => forDucks.map((each) => ({ kind: 'dog-like', duck: each })),
    ghost: () => forDucks.map((each) => ({ kind: 'ghost', duck: each })),
  };
  return held.flatMap((kind) => uses[kind]());
}

function tokenLabel(game: DuckGame, use: TokenUse, language: Language): string {
  switch (use.kind) {
    case 'redraw':
      return tDuck(language, 'token.redraw');
    case 'encore':
      return tDuck(language, 'token.encore');
    case 'swap':
      return tDuck(language, 'token.swap');
    case 'hop':
      return tDuck(language, 'token.hop', { turn: tDuck(language, `hop.${use.turn}`) });
    case 'turn':
      return tDuck(language, 'token.turn', { facing: tDuck(language, `facing.${use.facing}`) });
    case 'dog-like':
      return tDuck(language, 'token.dogLike', { duck: duckLabel(game, use.duck, language) });
    case 'ghost':
      return tDuck(language, 'token.ghost', { duck: duckLabel(game, use.duck, language) });
  }
}

/** The menu of tokens the player may use now (none: no row), carrying the version only when moves by others cannot stale it. */
export function tokenRow(gameId: string, game: DuckGame, seat: number, language: Language) {
  const open = openWindow(game.race, seat);
  if (!open) return [];
  const uses = tokenUses(game, seat, open.window, open.duck);
  if (uses.length === 0) return [];
  const version = open.window === 'choosing' ? 0 : duckRules.version(game);
  const options = uses.map((use) => ({
    label: tokenLabel(game, use, language).slice(0, 100),
    value: tokenValue(use),
  }));
  return [
    select(duckCustomId(gameId, version, 'token'), tDuck(language, 'prompt.tokenPlaceholder'), options),
  ];
}

/** After a blue token: the cards to give up, as many as were drawn. */
export function discardPrompt(gameId: string, game: DuckGame, seat: number, language: Language): Prompt {
  const count = cardsToDiscard(game.race, seat);
  const hand = game.race.players[seat]?.hand ?? [];
  const menu = select(
    duckCustomId(gameId, 0, 'discard'),
    tDuck(language, 'prompt.discardPlaceholder'),
    hand.map((card) => ({ label: `${card}`, value: `${card}` })),
  );
  const [component] = menu.components;
  if (component && 'options' in component) Object.assign(component, { min_values: count, max_values: count });
  return { content: tDuck(language, 'prompt.discard', { count }), components: [menu] };
}

/** The dog's controller: its facing when it comes in on the drain, then two dog-board routes or a card. */
export function dogPrompt(
  gameId: string,
  game: DuckGame,
  seat: number,
  facing: Direction | null,
  language: Language,
): Prompt {
  const version = duckRules.version(game);
  const advanced = game.race.advanced;
  const dog = advanced?.dog ?? null;
  const board = boardOf(game);
  if (!dog && facing === null) {
    const drain = board.squares.findIndex((square) => square.kind === 'drain');
    const at = { x: drain % board.width, y: Math.floor(drain / board.width) };
    return {
      content: tDuck(language, 'prompt.dogEnter'),
      components: [facingButtons(gameId, version, language, openFacings(board, at), directionLetter, 'dog')],
    };
  }
  const heading = dog?.facing ?? facing ?? 'N';
  const routes = advanced?.dogRoutes ?? [];
  const path = (steps: readonly Parameters<typeof rotate>[1][]) =>
    steps.map((turn) => ARROW[rotate(heading, turn)]).join('');
  const pairs = routes.flatMap((first, a) =>
    routes.map((second, b) => ({
      label: tDuck(language, 'prompt.dogRoutes', { first: path(first.steps), second: path(second.steps) }),
      value: `r${a}-${b}`,
    })),
  );
  const cards = (game.race.players[seat]?.hand ?? []).flatMap((card) =>
    (movementCards.find((entry) => entry.number === card)?.routes ?? []).map((route, index, all) => ({
      label: tDuck(language, 'prompt.dogCard', {
        card,
        route: all.length > 1 ? ` ${'AB'[index]}` : '',
        path: routeText(route, heading, language),
      }).slice(0, 100),
      value: `k${card}-${index}`,
    })),
  );
  const arg = facing && !dog ? directionLetter(facing) : undefined;
  return {
    content: tDuck(language, 'prompt.dog'),
    components: [
      select(duckCustomId(gameId, version, 'dog', arg), tDuck(language, 'prompt.dogPlaceholder'), [
        ...cards,
        ...pairs,
      ]),
    ],
  };
}

/** The seat sending a knocked duck back: the free start squares. */
export function sendPrompt(gameId: string, game: DuckGame, duck: number, language: Language): Prompt {
  const owner = game.race.ducks[duck]?.owner ?? 0;
  const options = freeStarts(game.race, boardOf(game), duck).map((at) => ({
    label: squareName(at),
    value: squareArg(at),
  }));
  return {
    content: tDuck(language, 'prompt.send', {
      player: seatLabel(game, owner, language),
      duck: duckLabel(game, duck, language),
    }),
    components: [
      select(
        duckCustomId(gameId, duckRules.version(game), 'send'),
        tDuck(language, 'prompt.sendPlaceholder'),
        options,
      ),
    ],
  };
}

/** The owner of a duck sent back: its facing on the start square. */
export function facePrompt(gameId: string, game: DuckGame, duck: number, language: Language): Prompt {
  const at = game.race.ducks[duck]?.duck?.position ?? { x: 0, y: 0 };
  return {
    content: tDuck(language, 'prompt.face', {
      duck: duckLabel(game, duck, language),
      square: squareName(at),
    }),
    components: [
      facingButtons(
        gameId,
        duckRules.version(game),
        language,
        openFacings(boardOf(game), at),
        directionLetter,
        'face',
      ),
    ],
  };
}

/** After a duck's move, its owner holding face-down tokens: use one, or go on. */
export function afterMovePrompt(
  gameId: string,
  game: DuckGame,
  seat: number,
  duck: number,
  language: Language,
): Prompt {
  const pass = button(
    duckCustomId(gameId, duckRules.version(game), 'pass'),
    tDuck(language, 'prompt.noToken'),
    ButtonStyle.Secondary,
  );
  return {
    content: tDuck(language, 'prompt.afterMove', { duck: duckLabel(game, duck, language) }),
    components: [...tokenRow(gameId, game, seat, language), row(pass)],
  };
}
