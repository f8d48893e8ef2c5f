import type { CustomId } from '../../../platform/discord/custom-id.js';
import { pressCatalog } from '../../../platform/discord/press-catalog.js';
import {
  type Direction,
  directions,
  type Position,
  type TokenUse,
  type Turn,
  turns,
} from '../engine/index.js';
import type { SteerDraft } from '../steering.js';

export const DUCK_GAME = 'duck';

const DIRECTION_LETTER: Record<Direction, string> = { N: 'n', E: 'e', S: 's', W: 'w' };
const TURN_LETTER: Record<Turn, string> = { forward: 'f', left: 'l', right: 'r', back: 'b' };
export const directionLetter = (facing: Direction) => DIRECTION_LETTER[facing];
const directionOf = (letter: string) =>
  directions.find((direction) => DIRECTION_LETTER[direction] === letter) ?? null;
const turnOf = (letter: string) => turns.find((turn) => TURN_LETTER[turn] === letter);

/** A square as `3x4`, with a facing as `3x4n`. */
export const squareArg = (at: Position, facing?: Direction) =>
  `${at.x}x${at.y}${facing ? DIRECTION_LETTER[facing] : ''}`;

const number = '(0|[1-9][0-9]?)';
const squarePattern = new RegExp(`^${number}x${number}([nesw]?)$`, 'u');

export function parseSquare(text: string): { at: Position; facing: Direction | null } | null {
  const match = squarePattern.exec(text);
  if (!match) return null;
  const facing = match[3] ? (directionOf(match[3]) ?? null) : null;
  return { at: { x: Number(match[1]), y: Number(match[2]) }, facing };
}

/**
 * A steering draft in the custom_id, so any process can take the next press: the card (`p`: the
 * one played), the route, the end facing (`u`: undecided), and the teleport (`u` undecided, `n`
 * none, a square, a square with its facing).
 */
export function draftArg(draft: SteerDraft): string {
  const { teleport } = draft;
  return [
    draft.card ?? 'p',
    draft.route ?? 'u',
    draft.facing ? TURN_LETTER[draft.facing] : 'u',
    teleport === 'undecided'
      ? 'u'
      : teleport === 'none'
        ? 'n'
        : squareArg(teleport.at, teleport.facing ?? undefined),
  ].join('-');
}

const draftPattern = new RegExp(
  `^(p|[1-9][0-9]?)-(u|[01])-(u|[flrb])-(u|n|${number}x${number}[nesw]?)$`,
  'u',
);

export function parseDraft(text: string): SteerDraft | null {
  const match = draftPattern.exec(text);
  if (!match) return null;
  const [, card = 'p', route = 'u', facing = 'u', teleport = 'u'] = match;
  const square = parseSquare(teleport);
  return {
    card: card === 'p' ? null : Number(card),
    route: route === 'u' ? null : Number(route),
    facing: facing === 'u' ? null : (turnOf(facing) ?? null),
    teleport: teleport === 'u' ? 'undecided' : teleport === 'n' ? 'none' : square ? square : 'undecided',
  };
}

/** A card choice names the duck and the round it was offered in, so last round's menu chooses nothing now. */
export const chooseArg = (duck: number, round: number) => `${duck}-${round}`;
const choosePattern = new RegExp(`^${number}-(0|[1-9][0-9]{0,3})$`, 'u');

export function parseChoose(text: string): { duck: number; round: number } | null {
  const match = choosePattern.exec(text);
  return match ? { duck: Number(match[1]), round: Number(match[2]) } : null;
}

/** A token use as a menu option's value: `w` `e` `s`, `h` + f/l/r, `t` + n/e/s/w, `d` or `g` + a duck. */
export function tokenValue(use: TokenUse): string {
  switch (use.kind) {
    case 'hop':
      return `h${TURN_LETTER[use.turn]}`;
    case 'turn':
      return `t${DIRECTION_LETTER[use.facing]}`;
    case 'dog-like':
    case 'ghost':
      return `${use.kind[0]}${use.duck}`;
    default:
      return { redraw: 'w', encore: 'e', swap: 's' }[use.kind];
  }
}

/** The token use a menu value names, or null for anything the bot never offered. */
export function tokenUseOf(value: string): TokenUse | null {
  const match = /^(?:([wes])|h([flr])|t([nesw])|([dg])(0|[1-9][0-9]?))$/u.exec(value);
  if (!match) return null;
  const [, plain, hop, facing, duckToken, duck] = match;
  if (plain === 'w') return { kind: 'redraw' };
  if (plain === 'e') return { kind: 'encore' };
  if (plain === 's') return { kind: 'swap' };
  if (hop) return { kind: 'hop', turn: turnOf(hop) as 'forward' | 'left' | 'right' };
  if (facing) return { kind: 'turn', facing: directionOf(facing) as Direction };
  return duckToken === 'd' ? { kind: 'dog-like', duck: Number(duck) } : { kind: 'ghost', duck: Number(duck) };
}

/** A press without an argument, answered privately: a slow answer is deferred the way it is seen. */
const privately = { answer: 'private' } as const;
/** An optional argument: absent is a press of its own (a square or facing not chosen yet). */
const optional =
  <Arg>(parse: (raw: string) => Arg | null) =>
  (raw: string | undefined): Arg | undefined | null =>
    raw === undefined ? undefined : parse(raw);
const required =
  <Arg>(parse: (raw: string) => Arg | null) =>
  (raw: string | undefined): Arg | null =>
    raw === undefined ? null : parse(raw);

/**
 * Every Duck! Duck! Go! button and menu: the lobby's (redrawn in place), the board's and a racer's
 * private steps (answered privately), each with the argument its custom_id carries.
 */
export const duckCatalog = pressCatalog(DUCK_GAME, {
  join: {},
  leave: {},
  'add-bot': {},
  'drop-bot': {},
  board: {},
  start: {},
  rules: {},
  rematch: {},
  act: privately,
  help: privately,
  'end-game': privately,
  'keep-playing': privately,
  place: { ...privately, arg: optional(parseSquare) },
  choose: { ...privately, arg: required(parseChoose) },
  steer: { ...privately, arg: required(parseDraft) },
  back: privately,
  dog: { ...privately, arg: optional(directionOf) },
  send: privately,
  face: { ...privately, arg: required(directionOf) },
  token: privately,
  discard: privately,
  pass: privately,
});

export const duckActions = duckCatalog.actions;
export type DuckAction = (typeof duckActions)[number];
export const duckCustomId = duckCatalog.customId;
export const decodeDuckPress = (id: CustomId) => duckCatalog.decode(id);
