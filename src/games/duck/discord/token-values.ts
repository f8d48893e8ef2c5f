import type { Direction, TokenUse } from '../engine/index.js';

const HOP_TURNS = { f: 'forward', l: 'left', r: 'right' } as const;
const FACINGS: Record<string, Direction> = { n: 'N', e: 'E', s: 'S', w: 'W' };

/** A token use as a menu option's value: `w` `e` `s`, `h` + f/l/r, `t` + n/e/s/w, `d` or `g` + a duck. */
export function tokenValue(use: TokenUse): string {
  switch (use.kind) {
    case 'redraw':
      return 'w';
    case 'encore':
      return 'e';
    case 'swap':
      return 's';
    case 'hop':
      return `h${use.turn[0]}`;
    case 'turn':
      return `t${use.facing.toLowerCase()}`;
    case 'dog-like':
      return `d${use.duck}`;
    case 'ghost':
      return `g${use.duck}`;
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
  if (hop) return { kind: 'hop', turn: HOP_TURNS[hop as keyof typeof HOP_TURNS] };
  if (facing) return { kind: 'turn', facing: FACINGS[facing] as Direction };
  return duckToken === 'd' ? { kind: 'dog-like', duck: Number(duck) } : { kind: 'ghost', duck: Number(duck) };
}
