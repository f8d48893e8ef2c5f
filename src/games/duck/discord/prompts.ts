import { ButtonStyle } from 'discord.js';
import { button } from '../../../platform/discord/buttons.js';
import { type Row, row, select } from '../../../platform/discord/selects.js';
import type { Language } from '../../../platform/i18n/languages.js';
import { cardsToDiscard, openFacings } from '../autoplay.js';
import { routesOf } from '../deck.js';
import { boardOf, type DuckGame } from '../document.js';
import {
  type Direction,
  freeStarts,
  openWindow,
  type Position,
  rotate,
  type TokenKind,
  type TokenUse,
  type TokenWindow,
  tokenWindows,
} from '../engine/index.js';
import { tDuck } from '../i18n/index.js';
import { duckRules } from '../rules.js';
import type { SteerDraft, SteerStep } from '../steering.js';
import { arrowsOf, duckLabel, routeText, seatLabel, squareName } from './board-text.js';
import {
  chooseArg,
  type DuckAction,
  directionLetter,
  draftArg,
  duckCustomId,
  squareArg,
  tokenValue,
} from './custom-ids.js';
import type { Prompt, Seated } from './seated.js';

/** Whom a private prompt is drawn for: a racer (their seat) at a race, in their language. */
export interface Racer {
  gameId: string;
  game: DuckGame;
  seat: number;
  language: Language;
}

export const racerOf = ({ game, seat, language }: Seated): Racer => ({
  gameId: game.gameId,
  game: game.state,
  seat,
  language,
});

/** A custom_id of the racer's race, at the version it stands at unless told. */
export const idOf = (
  { gameId, game }: Racer,
  action: DuckAction,
  arg?: string,
  version = duckRules.version(game),
) => duckCustomId(gameId, version, action, arg);

const ROUTE_LETTERS = ['A', 'B'] as const;

/** A button per facing a duck may take on `at`; `arg` carries the facing (and what was decided before it). */
function facingButtons(
  racer: Racer,
  at: Position,
  action: 'place' | 'steer' | 'dog' | 'face',
  arg: (facing: Direction) => string,
): Row {
  const { game, language } = racer;
  return row(
    ...openFacings(boardOf(game), at).map((facing) =>
      button(idOf(racer, action, arg(facing)), tDuck(language, `facing.${facing}`), ButtonStyle.Primary),
    ),
  );
}

const squareOption = (at: Position) => ({ label: squareName(at), value: squareArg(at) });

/** A card as a menu option, with each of its routes as arrows from the duck's facing. */
const cardOption = (card: number, facing: Direction, language: Language) => ({
  label: `${card}`,
  value: `${card}`,
  description: routesOf(card)
    .map((route) => routeText(route, facing, language))
    .join(' | '),
});

/** Placing: a menu of the free start squares for the duck whose turn it is. */
export function placePrompt(racer: Racer, duck: number): Prompt {
  const { game, language } = racer;
  const options = freeStarts(game.race, boardOf(game), duck).map(squareOption);
  return {
    content: tDuck(language, 'prompt.place', { duck: duckLabel(game, duck, language) }),
    components: [select(idOf(racer, 'place'), tDuck(language, 'prompt.placePlaceholder'), options)],
  };
}

/** Placing, second step: which way the duck faces on its square. */
export function placeFacingPrompt(racer: Racer, duck: number, at: Position): Prompt {
  const { game, language } = racer;
  const square = squareName(at);
  return {
    content: tDuck(language, 'prompt.placeFacing', { duck: duckLabel(game, duck, language), square }),
    components: [facingButtons(racer, at, 'place', (facing) => squareArg(at, facing))],
  };
}

/** Choosing: the hand, and a menu per duck of the player's with each card's path from that duck's facing. */
export function handPrompt({ gameId, game, seat, language }: Racer): Prompt {
  const view = duckRules.views.seat(game, `${seat}`);
  if (!view) return { content: tDuck(language, 'prompt.over'), components: [] };
  const ducks = view.ducks.flatMap((entry, index) => (entry.owner === seat ? [index] : []));
  const menus = ducks.map((duck) => {
    const facing = view.ducks[duck]?.duck?.facing ?? 'N';
    const options = view.hand.map((card) => ({
      ...cardOption(card, facing, language),
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

/** Steering: the next decision of the moving duck, as buttons or a menu that carry the decisions made so far. */
export function steerPrompt(
  racer: Racer,
  step: Exclude<SteerStep, { kind: 'ready' }>,
  draft: SteerDraft,
): Prompt {
  const { game, language } = racer;
  const { phase } = game.race;
  const duck = phase.kind === 'moving' ? (phase.queue[0] ?? 0) : 0;
  const facing = game.race.ducks[duck]?.duck?.facing ?? 'N';
  const name = duckLabel(game, duck, language);
  const id = (next: SteerDraft) => idOf(racer, 'steer', draftArg(next));
  const choice = (next: SteerDraft, label: string) => button(id(next), label, ButtonStyle.Primary);
  if (step.kind === 'card') {
    const options = step.hand.map((card) => cardOption(card, facing, language));
    return {
      content: tDuck(language, 'prompt.extraCard', { duck: name }),
      components: [select(id({ ...draft, card: null }), tDuck(language, 'prompt.extraPlaceholder'), options)],
    };
  }
  const head = tDuck(language, 'prompt.steer', { duck: name, card: step.card });
  const asked = (text: string, ...components: Row[]): Prompt => ({ content: `${head}\n${text}`, components });
  switch (step.kind) {
    case 'route': {
      const routes = step.routes.map((route, index) => {
        const letter = ROUTE_LETTERS[index] ?? '';
        const label = tDuck(language, 'prompt.routeOption', {
          letter,
          route: routeText(route, facing, language),
        });
        return choice({ ...draft, route: index }, label);
      });
      return asked(tDuck(language, 'prompt.route'), row(...routes));
    }
    case 'facing': {
      const turns = step.route.endFacings.map((turn) =>
        choice({ ...draft, facing: turn }, tDuck(language, `facing.${rotate(facing, turn)}`)),
      );
      return asked(tDuck(language, 'prompt.facing'), row(...turns));
    }
    case 'teleport': {
      const swimOn = button(
        id({ ...draft, teleport: 'none' }),
        tDuck(language, 'prompt.swimOn'),
        ButtonStyle.Secondary,
      );
      return asked(
        tDuck(language, 'prompt.teleport', { square: squareName(step.entered) }),
        select(id(draft), tDuck(language, 'prompt.teleportPlaceholder'), step.free.map(squareOption)),
        row(swimOn),
      );
    }
    case 'teleport-facing': {
      const { at } = step;
      return asked(
        tDuck(language, 'prompt.teleportFacing', { square: squareName(at) }),
        facingButtons(racer, at, 'steer', (turnTo) =>
          draftArg({ ...draft, teleport: { at, facing: turnTo } }),
        ),
      );
    }
  }
}

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
    case 'hop':
      return tDuck(language, 'token.hop', { turn: tDuck(language, `hop.${use.turn}`) });
    case 'turn':
      return tDuck(language, 'token.turn', { facing: tDuck(language, `facing.${use.facing}`) });
    case 'dog-like':
      return tDuck(language, 'token.dogLike', { duck: duckLabel(game, use.duck, language) });
    case 'ghost':
      return tDuck(language, 'token.ghost', { duck: duckLabel(game, use.duck, language) });
    default:
      return tDuck(language, `token.${use.kind}`);
  }
}

/** The menu of tokens the player may use now (none: no row), carrying the version only when moves by others cannot stale it. */
export function tokenRow(racer: Racer): Row[] {
  const { game, seat, language } = racer;
  const open = openWindow(game.race, seat);
  const uses = open ? tokenUses(game, seat, open.window, open.duck) : [];
  if (!open || uses.length === 0) return [];
  const version = open.window === 'choosing' ? 0 : duckRules.version(game);
  const options = uses.map((use) => ({ label: tokenLabel(game, use, language), value: tokenValue(use) }));
  return [
    select(idOf(racer, 'token', undefined, version), tDuck(language, 'prompt.tokenPlaceholder'), options),
  ];
}

/** After a blue token: the cards to give up, as many as were drawn. */
export function discardPrompt(racer: Racer): Prompt {
  const { game, seat, language } = racer;
  const count = cardsToDiscard(game.race, seat);
  const hand = (game.race.players[seat]?.hand ?? []).map((card) => ({ label: `${card}`, value: `${card}` }));
  const placeholder = tDuck(language, 'prompt.discardPlaceholder');
  const menu = select(idOf(racer, 'discard', undefined, 0), placeholder, hand, { min: count, max: count });
  return { content: tDuck(language, 'prompt.discard', { count }), components: [menu] };
}

/** The dog's controller: its facing when it comes in on the drain, then two dog-board routes or a card. */
export function dogPrompt(racer: Racer, facing: Direction | null): Prompt {
  const { game, seat, language } = racer;
  const { advanced } = game.race;
  const dog = advanced?.dog ?? null;
  if (!dog && facing === null) {
    const board = boardOf(game);
    const drain = board.squares.findIndex((square) => square.kind === 'drain');
    const at = { x: drain % board.width, y: Math.floor(drain / board.width) };
    const components = [facingButtons(racer, at, 'dog', directionLetter)];
    return { content: tDuck(language, 'prompt.dogEnter'), components };
  }
  const heading = dog?.facing ?? facing ?? 'N';
  const routes = advanced?.dogRoutes ?? [];
  const pairs = routes.flatMap((first, a) =>
    routes.map((second, b) => ({
      label: tDuck(language, 'prompt.dogRoutes', {
        first: arrowsOf(first.steps, heading),
        second: arrowsOf(second.steps, heading),
      }),
      value: `r${a}-${b}`,
    })),
  );
  const cards = (game.race.players[seat]?.hand ?? []).flatMap((card) =>
    routesOf(card).map((route, index, all) => ({
      label: tDuck(language, 'prompt.dogCard', {
        card,
        route: all.length > 1 ? ` ${ROUTE_LETTERS[index] ?? ''}` : '',
        path: routeText(route, heading, language),
      }),
      value: `k${card}-${index}`,
    })),
  );
  const arg = facing && !dog ? directionLetter(facing) : undefined;
  const menu = select(idOf(racer, 'dog', arg), tDuck(language, 'prompt.dogPlaceholder'), [
    ...cards,
    ...pairs,
  ]);
  return { content: tDuck(language, 'prompt.dog'), components: [menu] };
}

/** The seat sending a knocked duck back: the free start squares. */
export function sendPrompt(racer: Racer, duck: number): Prompt {
  const { game, language } = racer;
  const player = seatLabel(game, game.race.ducks[duck]?.owner ?? 0, language);
  const options = freeStarts(game.race, boardOf(game), duck).map(squareOption);
  return {
    content: tDuck(language, 'prompt.send', { player, duck: duckLabel(game, duck, language) }),
    components: [select(idOf(racer, 'send'), tDuck(language, 'prompt.sendPlaceholder'), options)],
  };
}

/** The owner of a duck sent back: its facing on the start square. */
export function facePrompt(racer: Racer, duck: number): Prompt {
  const { game, language } = racer;
  const at = game.race.ducks[duck]?.duck?.position ?? { x: 0, y: 0 };
  return {
    content: tDuck(language, 'prompt.face', {
      duck: duckLabel(game, duck, language),
      square: squareName(at),
    }),
    components: [facingButtons(racer, at, 'face', directionLetter)],
  };
}

/** After a duck's move, its owner holding face-down tokens: use one, or go on. */
export function afterMovePrompt(racer: Racer, duck: number): Prompt {
  const { game, language } = racer;
  const pass = button(idOf(racer, 'pass'), tDuck(language, 'prompt.noToken'), ButtonStyle.Secondary);
  return {
    content: tDuck(language, 'prompt.afterMove', { duck: duckLabel(game, duck, language) }),
    components: [...tokenRow(racer), row(pass)],
  };
}
