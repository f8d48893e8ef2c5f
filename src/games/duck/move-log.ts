import { z } from 'zod';
import type { Direction, RaceMove, TokenUse, Turn } from './engine/index.js';

/** One accepted move: whose seat made it, and whether the computer made it for them. */
export interface LoggedMove {
  seat: number;
  move: RaceMove;
  auto: boolean;
}

const TURNS: Record<string, Turn> = { F: 'forward', R: 'right', B: 'back', L: 'left' };
const TURN_LETTER: Record<Turn, string> = { forward: 'F', right: 'R', back: 'B', left: 'L' };
const n = '(0|[1-9][0-9]?)';
const square = `${n}\\.${n}`;
const at = (x: string, y: string) => ({ x: Number(x), y: Number(y) });

/** A move kind in the log: its letter, how its body is written, and how it reads back. */
interface Codec<Type extends RaceMove['type']> {
  letter: string;
  body: RegExp;
  encode(move: Extract<RaceMove, { type: Type }>): string;
  decode(parts: string[]): Extract<RaceMove, { type: Type }>;
}

const TOKEN_CODECS: Record<TokenUse['kind'], { letter: string; encode(use: TokenUse): string }> = {
  redraw: { letter: 'w', encode: () => 'w' },
  encore: { letter: 'e', encode: () => 'e' },
  hop: { letter: 'h', encode: (use) => `h${use.kind === 'hop' ? TURN_LETTER[use.turn] : ''}` },
  turn: { letter: 't', encode: (use) => `t${use.kind === 'turn' ? use.facing : ''}` },
  swap: { letter: 's', encode: () => 's' },
  'dog-like': { letter: 'd', encode: (use) => `d${'duck' in use ? use.duck : ''}` },
  ghost: { letter: 'g', encode: (use) => `g${'duck' in use ? use.duck : ''}` },
};

function decodeToken(text: string): TokenUse {
  const [letter = '', ...rest] = text;
  const arg = rest.join('');
  switch (letter) {
    case 'w':
      return { kind: 'redraw' };
    case 'e':
      return { kind: 'encore' };
    case 'h':
      return { kind: 'hop', turn: TURNS[arg] as 'forward' | 'left' | 'right' };
    case 't':
      return { kind: 'turn', facing: arg as Direction };
    case 's':
      return { kind: 'swap' };
    case 'd':
      return { kind: 'dog-like', duck: Number(arg) };
    default:
      return { kind: 'ghost', duck: Number(arg) };
  }
}

const codecs: { [Type in RaceMove['type']]: Codec<Type> } = {
  place: {
    letter: 'p',
    body: new RegExp(`^${square}([NESW])$`, 'u'),
    encode: (move) => `${move.at.x}.${move.at.y}${move.facing}`,
    decode: ([x = '', y = '', facing]) => ({ type: 'place', at: at(x, y), facing: facing as Direction }),
  },
  choose: {
    letter: 'c',
    body: new RegExp(`^${n}\\.${n}$`, 'u'),
    encode: (move) => `${move.duck}.${move.card}`,
    decode: ([duck, card]) => ({ type: 'choose', duck: Number(duck), card: Number(card) }),
  },
  move: {
    letter: 'm',
    body: new RegExp(`^([01])([FRBL])(?:\\.${n})?(?:@${square}([NESW]))?$`, 'u'),
    encode: ({ plan, card }) =>
      `${plan.route}${TURN_LETTER[plan.endFacing]}${card === undefined ? '' : `.${card}`}${
        plan.teleport ? `@${plan.teleport.to.x}.${plan.teleport.to.y}${plan.teleport.facing}` : ''
      }`,
    decode: ([route, end = 'F', card, x = '', y = '', facing]) => ({
      type: 'move',
      plan: {
        route: Number(route),
        endFacing: TURNS[end] as Turn,
        teleport: facing ? { to: at(x, y), facing: facing as Direction } : null,
      },
      ...(card === undefined ? {} : { card: Number(card) }),
    }),
  },
  dog: {
    letter: 'd',
    body: new RegExp(`^([NESW]?)(?:k${n}\\.([01])([FRBL])|r([0-9])\\.([0-9]))$`, 'u'),
    encode: (move) =>
      `${move.facing ?? ''}${
        'card' in move.with
          ? `k${move.with.card}.${move.with.route}${TURN_LETTER[move.with.endFacing]}`
          : `r${move.with.routes[0]}.${move.with.routes[1]}`
      }`,
    decode: ([facing, card, route, end = 'F', first, second]) => ({
      type: 'dog',
      ...(facing ? { facing: facing as Direction } : {}),
      with:
        card !== undefined
          ? { card: Number(card), route: Number(route), endFacing: TURNS[end] as Turn }
          : { routes: [Number(first), Number(second)] as const },
    }),
  },
  send: {
    letter: 's',
    body: new RegExp(`^${square}$`, 'u'),
    encode: (move) => `${move.at.x}.${move.at.y}`,
    decode: ([x = '', y = '']) => ({ type: 'send', at: at(x, y) }),
  },
  face: {
    letter: 'f',
    body: /^([NESW])$/u,
    encode: (move) => move.facing,
    decode: ([facing]) => ({ type: 'face', facing: facing as Direction }),
  },
  token: {
    letter: 't',
    body: /^(w|e|s|h[FLR]|t[NESW]|[dg](?:0|[1-9][0-9]?))$/u,
    encode: (move) => TOKEN_CODECS[move.use.kind].encode(move.use),
    decode: ([token = '']) => ({ type: 'token', use: decodeToken(token) }),
  },
  discard: {
    letter: 'x',
    body: /^((?:[1-9][0-9]?)(?:\.[1-9][0-9]?){0,5})$/u,
    encode: (move) => move.cards.join('.'),
    decode: ([cards = '']) => ({ type: 'discard', cards: cards.split('.').map(Number) }),
  },
  pass: { letter: 'n', body: /^$/u, encode: () => '', decode: () => ({ type: 'pass' }) },
};

/**
 * A logged move in a few characters (a race logs hundreds, and a live game's record stays small):
 * `*` when the computer made it, the seat, the move's letter, then its body, e.g. `0p11.0W` (place
 * on 11.0 facing west), `*1c0.54` (duck 0 chooses card 54), `2m1L@3.9S` (route 1, end facing
 * left, teleporting to 3.9 facing south).
 */
export function encodeMove({ seat, move, auto }: LoggedMove): string {
  const codec = codecs[move.type] as Codec<typeof move.type>;
  return `${auto ? '*' : ''}${seat}${codec.letter}${codec.encode(move as never)}`;
}

const entryPattern = /^(\*?)([0-5])([a-z])(.*)$/u;

function decodeMove(text: string): LoggedMove | null {
  const [, auto, seat, letter, body = ''] = entryPattern.exec(text) ?? [];
  const codec = Object.values(codecs).find((candidate) => candidate.letter === letter);
  const parts = codec?.body.exec(body);
  if (!codec || !parts) return null;
  return {
    seat: Number(seat),
    auto: auto === '*',
    move: codec.decode(parts.slice(1) as string[]) as RaceMove,
  };
}

/** The stored move log, read back move by move; one unreadable entry makes the record unreadable. */
export const moveLogSchema = z.array(z.string().max(32)).transform((entries, context) => {
  const moves = entries.map(decodeMove);
  if (moves.every((move): move is LoggedMove => move !== null)) return moves;
  context.issues.push({ code: 'custom', message: 'a logged move does not read', input: entries });
  return z.NEVER;
});
