import { z } from 'zod';
import { type CustomId, encodeCustomId } from '../../../platform/discord/custom-id.js';
import type { PressAnswer } from '../../../platform/discord/deadline-guard.js';
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

const lobbyActions = ['join', 'leave', 'add-bot', 'drop-bot', 'board', 'start', 'rules'] as const;
/** Pressed on the board (My move, help) or on a stop question. */
const boardActions = ['act', 'help', 'end-game', 'keep-playing'] as const;
/** A race's steps, pressed in a racer's private message; then the advanced rules' steps. */
const raceSteps = ['place', 'choose', 'steer', 'back'] as const;
const advancedSteps = ['dog', 'send', 'face', 'token', 'discard', 'pass'] as const;
/**
 * The actions pressed on a public message that are not answered by redrawing it: a slow answer
 * is deferred privately (a form is never deferred early). Any other press redraws its message.
 */
const privateActions = [...boardActions, ...raceSteps, ...advancedSteps] as const;

/** The actions a Duck! Duck! Go! button, select menu or modal can carry in its custom_id. */
export const duckActions = [...lobbyActions, 'rematch', ...privateActions] as const;
/** Built once: a zod schema costs far more to build than to check. */
const duckActionSchema = z.enum(duckActions);
export type DuckAction = (typeof duckActions)[number];

export const duckPressAnswers: Readonly<Partial<Record<DuckAction, PressAnswer>>> = Object.fromEntries(
  privateActions.map((action) => [action, 'private' as const]),
);

export function duckCustomId(gameId: string, version: number, action: DuckAction, arg?: string): string {
  return encodeCustomId({ game: DUCK_GAME, gameId, version, action, arg });
}

const DIRECTION_LETTER: Record<Direction, string> = { N: 'n', E: 'e', S: 's', W: 'w' };
const TURN_LETTER: Record<Turn, string> = { forward: 'f', left: 'l', right: 'r', back: 'b' };
export const directionLetter = (facing: Direction) => DIRECTION_LETTER[facing];
const directionOf = (letter: string) =>
  directions.find((direction) => DIRECTION_LETTER[direction] === letter);
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

export type DuckPress =
  | { action: 'place'; square: { at: Position; facing: Direction | null } | null }
  | { action: 'dog'; facing: Direction | null }
  | { action: 'face'; facing: Direction }
  | { action: 'choose'; duck: number; round: number }
  | { action: 'steer'; draft: SteerDraft }
  | { action: Exclude<DuckAction, 'place' | 'choose' | 'steer' | 'dog' | 'face'> };

/** One schema per custom_id kind: placing carries its square, choosing its duck and round, steering its draft. */
export function decodeDuckPress(id: CustomId): DuckPress | null {
  const action = duckActionSchema.safeParse(id.action);
  if (!action.success) return null;
  switch (action.data) {
    case 'place': {
      if (id.arg === undefined) return { action: 'place', square: null };
      const square = parseSquare(id.arg);
      return square ? { action: 'place', square } : null;
    }
    case 'choose': {
      const chosen = id.arg === undefined ? null : parseChoose(id.arg);
      return chosen ? { action: 'choose', ...chosen } : null;
    }
    case 'steer': {
      const draft = id.arg === undefined ? null : parseDraft(id.arg);
      return draft ? { action: 'steer', draft } : null;
    }
    case 'dog': {
      if (id.arg === undefined) return { action: 'dog', facing: null };
      const facing = directionOf(id.arg);
      return facing ? { action: 'dog', facing } : null;
    }
    case 'face': {
      const facing = id.arg === undefined ? undefined : directionOf(id.arg);
      return facing ? { action: 'face', facing } : null;
    }
    default:
      return id.arg === undefined ? { action: action.data } : null;
  }
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
