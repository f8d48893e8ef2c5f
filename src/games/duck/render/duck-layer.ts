import type { SKRSContext2D } from '@napi-rs/canvas';
import { fillRoundedRect, strokeRoundedRect } from '../../../platform/render/shapes.js';
import { drawText, measureInk, useFont } from '../../../platform/render/text.js';
import type { Direction, RaceDuck } from '../engine/index.js';
import { type BoardLayout, squareCenter } from './board-layout.js';
import { drawDuck } from './duck-icon.js';
import { boardName, duckNumber } from './duck-names.js';
import { duckColor, palette } from './theme.js';

const NAME_HEIGHT = 22;
const NAME_SIZE = 17;
const NAME_PADDING = 6;
/** How far a name tag reaches into its duck's square; the rest hangs over the next one. */
const NAME_OVERHANG = 8;
/**
 * A bonk on a top or bottom edge is drawn this share of a square left of centre (its burst is
 * `BONK_RADIUS` wide), and a name tag on that side starts right of it.
 */
export const BONK_ASIDE = 0.3;
export const BONK_RADIUS = 0.22;

/** Every placed duck in its owner's colour, numbered when its owner races two. */
export function drawDucks(context: SKRSContext2D, layout: BoardLayout, ducks: readonly RaceDuck[]): void {
  ducks.forEach((racer, index) => {
    if (!racer.duck) return;
    const number = duckNumber(ducks, index);
    drawDuck(
      context,
      squareCenter(layout, racer.duck.position),
      layout.cell * 0.84,
      duckColor(racer.owner),
      racer.duck.facing,
      number === null ? null : String(number),
    );
  });
}

/** The side of its square a duck's name tag sits on: the bottom, or the top when its arrow points there. */
const nameTagSide = (facing: Direction): Direction => (facing === 'S' ? 'N' : 'S');

/**
 * Each duck's owner on a small tag on an edge of its square, drawn over the paths and the other
 * ducks. `bonkedOn` says which side a duck last bonked on: a tag on that side moves aside for the bonk.
 */
export function drawDuckNames(
  context: SKRSContext2D,
  layout: BoardLayout,
  ducks: readonly RaceDuck[],
  names: readonly string[],
  bonkedOn: (index: number) => Direction | null,
): void {
  ducks.forEach((racer, index) => {
    if (!racer.duck) return;
    const center = squareCenter(layout, racer.duck.position);
    const side = nameTagSide(racer.duck.facing);
    const name = boardName(names, racer.owner);
    useFont(context, name, NAME_SIZE, 700);
    const ink = measureInk(context, name);
    const centred = center.x - ink.width / 2 - NAME_PADDING;
    const clearOfBonk = center.x + (BONK_RADIUS - BONK_ASIDE) * layout.cell + 2;
    const pill = {
      x: bonkedOn(index) === side ? Math.max(centred, clearOfBonk) : centred,
      y:
        side === 'N'
          ? center.y - layout.cell / 2 - NAME_HEIGHT + NAME_OVERHANG
          : center.y + layout.cell / 2 - NAME_OVERHANG,
      width: ink.width + 2 * NAME_PADDING,
      height: NAME_HEIGHT,
    };
    fillRoundedRect(context, pill, NAME_HEIGHT / 2, duckColor(racer.owner));
    strokeRoundedRect(context, pill, NAME_HEIGHT / 2, palette.outline, 1.5);
    context.fillStyle = palette.outline;
    drawText(context, name, pill.x + NAME_PADDING + ink.left, pill.y + NAME_HEIGHT / 2 + NAME_SIZE * 0.36);
  });
}
