import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { movementCards } from '../../../src/games/duck/deck.js';
import {
  applyRaceMove,
  boardFromRows,
  type Position,
  type RaceDuck,
  type RaceMove,
  type RacePublicView,
  type RaceState,
  type ResolvedMove,
  racePublicView,
  raceSeatView,
} from '../../../src/games/duck/engine/index.js';
import { ALT_TEXT_LIMIT, boardAltText } from '../../../src/games/duck/render/alt-text.js';
import { renderBoardImage } from '../../../src/games/duck/render/board-image.js';
import { boardLayout, HEADER_HEIGHT, IMAGE_WIDTH } from '../../../src/games/duck/render/board-layout.js';
import { duckListHeight } from '../../../src/games/duck/render/duck-list.js';
import { duckLabelCatalogs } from '../../../src/games/duck/render/labels/index.js';
import { renderDuck } from '../../../src/games/duck/render/renderer.js';
import { buoyFill, duckColor, palette } from '../../../src/games/duck/render/theme.js';
import { createRenderService } from '../../../src/platform/render/render-service.js';
import { inset } from '../../../src/platform/render/shapes.js';
import { woff2CodePoints } from '../../../src/platform/render/woff2-cmap.js';
import { decodePng, type Pixels, rgbAt } from '../../support/pixels.js';

const MAX_PICTURE_BYTES = 150 * 1024;
const languages = ['en', 'ja', 'hu'] as const;

/** A sample pond, 12 by 8 (set-ups are designed elsewhere). */
const board = boardFromRows([
  'S....S....S.',
  '..r.....#...',
  '.....##.....',
  'S..#....y..S',
  '.......D....',
  '..g...#.....',
  '.#..........',
  'S....S.....S',
]);

const names = ['Anna', 'さくらこ', 'Gergő Szőllősi', 'Bob'];

function play(state: RaceState, seat: number, move: RaceMove): RaceState {
  const result = applyRaceMove(board, movementCards, state, seat, move);
  if (!result.ok) throw new Error(`seat ${seat} ${move.type}: ${result.error}`);
  return result.state;
}

/** Four ducks on the pond in round 3, nobody has chosen yet. */
function placedRace(ducks?: RaceDuck[]): RaceState {
  const placed = ducks ?? [
    { owner: 0, duck: { position: { x: 0, y: 3 }, facing: 'E', buoys: [] } },
    { owner: 1, duck: { position: { x: 5, y: 0 }, facing: 'S', buoys: ['red'] } },
    { owner: 2, duck: { position: { x: 11, y: 3 }, facing: 'W', buoys: [] } },
    { owner: 3, duck: { position: { x: 5, y: 7 }, facing: 'N', buoys: ['green', 'yellow'] } },
  ];
  const seats = Math.max(...placed.map((racer) => racer.owner)) + 1;
  const hands = [
    [19, 12, 30, 31],
    [22, 4, 40, 41],
    [15, 11, 45, 46],
    [50, 2, 27, 28],
  ];
  return {
    players: hands.slice(0, seats).map((hand) => ({ hand: hand.slice(0, placed.length > seats ? 4 : 3) })),
    ducks: placed,
    revealed: [1, 3, 5, 7].slice(0, seats),
    deck: [6, 7, 8, 9, 10, 13, 14, 16, 17, 20, 21, 23],
    discard: [],
    random: [1, 2, 3, 4],
    round: 3,
    phase: { kind: 'choosing', chosen: placed.map(() => null) },
    resolved: [],
  };
}

const straight = { route: 0, endFacing: 'forward', teleport: null } as const;

/**
 * Everyone chose (Anna 19, さくらこ 22, Gergő 15, Bob 50) and three ducks moved: Gergő swam from
 * L4 to J4, Anna swam from A4 through B4 and bonked on the rock at D4, さくらこ swam from F1 to G2
 * and bonked on the rock at G3. Bob's card is still to move.
 */
function raceMidRound(): RaceState {
  let state = placedRace();
  state = play(state, 0, { type: 'choose', duck: 0, card: 19 });
  state = play(state, 1, { type: 'choose', duck: 1, card: 22 });
  state = play(state, 2, { type: 'choose', duck: 2, card: 15 });
  state = play(state, 3, { type: 'choose', duck: 3, card: 50 });
  for (const seat of [2, 0, 1]) state = play(state, seat, { type: 'move', plan: straight });
  return state;
}

function hex(color: string): [number, number, number] {
  const value = Number.parseInt(color.slice(1), 16);
  return [value >> 16, (value >> 8) & 0xff, value & 0xff];
}

/** Pixels of `color` (within a few levels) inside a box. */
function countColor(
  pixels: Pixels,
  color: string,
  box: { x: number; y: number; width: number; height: number },
) {
  const [r, g, b] = hex(color);
  let count = 0;
  for (let y = Math.round(box.y); y < box.y + box.height; y++) {
    for (let x = Math.round(box.x); x < box.x + box.width; x++) {
      const [pr, pg, pb] = rgbAt(pixels, x, y);
      if (Math.abs(pr - r) <= 3 && Math.abs(pg - g) <= 3 && Math.abs(pb - b) <= 3) count += 1;
    }
  }
  return count;
}

const layout = boardLayout(board);
const squareBox = (square: Position) => ({
  x: layout.left + square.x * layout.cell,
  y: layout.top + square.y * layout.cell,
  width: layout.cell,
  height: layout.cell,
});
const whole = (pixels: Pixels) => ({ x: 0, y: 0, width: pixels.width, height: pixels.height });

async function picture(view: RacePublicView, language: (typeof languages)[number] = 'en') {
  const png = renderBoardImage({ board, view, names, language });
  expect(png.length).toBeLessThan(MAX_PICTURE_BYTES);
  return decodePng(png);
}

describe('Duck! Duck! Go! board picture', () => {
  it('is as wide as a phone shows it well and as tall as the pond and the list of ducks', async () => {
    const pixels = await picture(racePublicView(raceMidRound()), 'ja');
    expect(pixels.width).toBe(IMAGE_WIDTH);
    expect(pixels.height).toBe(HEADER_HEIGHT + layout.bandHeight + duckListHeight(4));
  });

  it('draws each duck in its owner’s colour on its square', async () => {
    const state = raceMidRound();
    const pixels = await picture(racePublicView(state));
    for (const racer of state.ducks) {
      const square = racer.duck?.position as Position;
      expect(
        countColor(pixels, duckColor(racer.owner), squareBox(square)),
        `seat ${racer.owner}`,
      ).toBeGreaterThan(300);
    }
    expect(new Set(state.ducks.map((racer) => duckColor(racer.owner))).size).toBe(4);
  });

  it('draws a player’s two ducks in the same colour', async () => {
    const state = placedRace([
      { owner: 0, duck: { position: { x: 0, y: 0 }, facing: 'E', buoys: [] } },
      { owner: 1, duck: { position: { x: 5, y: 0 }, facing: 'S', buoys: [] } },
      { owner: 0, duck: { position: { x: 0, y: 7 }, facing: 'N', buoys: [] } },
      { owner: 1, duck: { position: { x: 11, y: 7 }, facing: 'W', buoys: [] } },
    ]);
    const pixels = await picture(racePublicView(state));
    for (const racer of state.ducks) {
      const square = racer.duck?.position as Position;
      expect(countColor(pixels, duckColor(racer.owner), squareBox(square))).toBeGreaterThan(300);
    }
  });

  it('draws the round’s moves: a duck’s path through the squares it swam and a mark where it bonked', async () => {
    const before = placedRace();
    const after = raceMidRound();
    const [calm, moved] = await Promise.all([
      picture(racePublicView(before)),
      picture(racePublicView(after)),
    ]);
    // Anna swam from A4 through B4; nothing of hers was on B4 before.
    const b4 = squareBox({ x: 1, y: 3 });
    expect(countColor(calm, duckColor(0), b4)).toBe(0);
    expect(countColor(moved, duckColor(0), b4)).toBeGreaterThan(100);
    expect(countColor(calm, palette.bonk, whole(calm))).toBe(0);
    expect(countColor(moved, palette.bonk, whole(moved))).toBeGreaterThan(200);
  });

  it('shows the buoys every duck has touched and the winner once the race is over', async () => {
    const state = raceMidRound();
    const running = await picture(racePublicView(state));
    const header = { x: 0, y: 0, width: IMAGE_WIDTH, height: HEADER_HEIGHT };
    const list = {
      x: 0,
      y: HEADER_HEIGHT + layout.bandHeight,
      width: IMAGE_WIDTH,
      height: duckListHeight(4),
    };
    const over: RaceState = { ...state, phase: { kind: 'over', winner: 3, duck: 3 } };
    const won = await picture(racePublicView(over));
    expect(countColor(running, palette.winner, header)).toBe(0);
    expect(countColor(won, palette.winner, header)).toBeGreaterThan(200);
    expect(countColor(won, palette.winner, list)).toBeGreaterThan(
      countColor(running, palette.winner, list) + 200,
    );
    // Bob's green and yellow and さくらこ's red are filled dots; without them every dot is a ring.
    const untouched: RaceState = {
      ...state,
      ducks: state.ducks.map((racer) => ({ ...racer, duck: racer.duck && { ...racer.duck, buoys: [] } })),
    };
    const rings = await picture(racePublicView(untouched));
    for (const color of Object.values(buoyFill)) {
      expect(countColor(running, color, list) - countColor(rings, color, list)).toBeGreaterThan(50);
    }
  });

  it('draws a one-square move as a line from the square the duck left', async () => {
    // Anna on A4 facing east plays card 1 (one ahead) and ends facing east on B4.
    let state = placedRace();
    state.players[0] = { hand: [1, 12, 30] };
    state = play(state, 0, { type: 'choose', duck: 0, card: 1 });
    state = play(state, 1, { type: 'choose', duck: 1, card: 22 });
    state = play(state, 2, { type: 'choose', duck: 2, card: 15 });
    state = play(state, 3, { type: 'choose', duck: 3, card: 50 });
    state = play(state, 0, { type: 'move', plan: { route: 0, endFacing: 'forward', teleport: null } });
    expect(state.resolved.at(-1)?.from).toEqual({ x: 0, y: 3 });
    const pixels = await picture(racePublicView(state));
    const anna = duckColor(0);
    // The line leaves A4 towards B4, and nothing comes up from B5.
    expect(countColor(pixels, anna, inset(squareBox({ x: 0, y: 3 }), 16))).toBeGreaterThan(40);
    expect(countColor(pixels, anna, inset(squareBox({ x: 1, y: 4 }), 16))).toBe(0);
  });

  it('stays small enough for Discord on a crowded pond: six ducks, long swims, teleports and bonks', async () => {
    const pond = boardFromRows([
      'S......S.......S',
      '..r.......#.....',
      '.....##.......#.',
      'S..#....y......S',
      '.......D...#....',
      '..g...#.........',
      '.#..........#...',
      '......#.........',
      '..........#.....',
      'S......S.......S',
    ]);
    const ducks: RaceDuck[] = [0, 1, 2, 3, 4, 5].map((owner) => ({
      owner,
      duck: { position: { x: 2 + 2 * owner, y: 2 + (owner % 3) }, facing: 'E', buoys: ['red', 'green'] },
    }));
    const resolved: ResolvedMove[] = ducks.flatMap((racer, mover) => {
      const from = racer.duck?.position ?? { x: 0, y: 0 };
      const swim = [1, 2, 3].map((step) => ({ x: from.x, y: Math.min(9, from.y + step) }));
      const far = { x: 15 - mover, y: 9 };
      return [
        {
          mover,
          from,
          card: 40 + mover,
          duck: racer.duck,
          path: swim,
          newBuoys: [],
          extraMove: false,
          end: { kind: 'finished' },
        },
        {
          mover,
          from: racer.duck?.position ?? from,
          card: 10 + mover,
          duck: racer.duck,
          path: [far],
          newBuoys: [],
          extraMove: false,
          end: { kind: 'teleported' },
        },
        {
          mover,
          from: far,
          card: 20 + mover,
          duck: racer.duck,
          path: [],
          newBuoys: [],
          extraMove: false,
          end: { kind: 'bonked', against: 'duck' },
        },
      ] as ResolvedMove[];
    });
    const view: RacePublicView = {
      ...racePublicView(placedRace()),
      ducks,
      resolved,
      phase: { kind: 'moving', queue: [], played: [41, 42, 43, 44, 45, 46], extra: false },
    };
    for (const language of languages) {
      const png = renderBoardImage({
        board: pond,
        view,
        names: names.map((name) => name.repeat(3)),
        language,
      });
      expect(png.length, language).toBeLessThan(MAX_PICTURE_BYTES);
    }
  });

  it('draws the bird dog on its square in an advanced race, and names it in the alt text', async () => {
    const view = racePublicView(raceMidRound());
    const dog = { position: { x: 9, y: 6 }, facing: 'S' as const };
    const advanced = {
      dog,
      dogRoutes: [],
      dogMove: {
        card: null,
        path: [
          { x: 8, y: 6 },
          { x: 9, y: 6 },
        ],
        knocked: [],
        left: null,
      },
      tokens: names.map(() => ({ blue: true, faceDown: 0 })),
      pileSize: 10,
      discarding: names.map(() => 0),
      ghost: names.map(() => false),
      dogLike: names.map(() => false),
      used: [],
    };
    const [without, withDog] = await Promise.all([picture(view), picture({ ...view, advanced })]);
    expect(countColor(without, palette.dog, squareBox(dog.position))).toBe(0);
    expect(countColor(withDog, palette.dog, squareBox(dog.position))).toBeGreaterThan(300);
    expect(boardAltText(board, { ...view, advanced }, names, 'en')).toContain(
      'The bird dog is on J7, facing south.',
    );
  });

  it('says during the set-up which duck places now and which are still to place', async () => {
    const state: RaceState = {
      ...placedRace(),
      phase: { kind: 'placing', order: [2, 3] },
      round: 0,
    };
    state.ducks = state.ducks.map((racer, index) => (index >= 2 ? { ...racer, duck: null } : racer));
    const pixels = await picture(racePublicView(state));
    const list = {
      x: 0,
      y: HEADER_HEIGHT + layout.bandHeight,
      width: IMAGE_WIDTH,
      height: duckListHeight(4),
    };
    expect(countColor(pixels, palette.chosen, list)).toBeGreaterThan(50);
    const alt = boardAltText(board, racePublicView(state), names, 'en');
    expect(alt).toContain('Setting up.');
    expect(alt).toContain('Bob is not on the board yet.');
  });

  it('is drawn by the platform’s render service through the game’s render module', async () => {
    const service = createRenderService({
      threads: 0,
      maxQueue: 4,
      taskTimeoutMs: 5_000,
      cacheBytes: 1 << 20,
    });
    try {
      const view = racePublicView(raceMidRound());
      const boardPng = await renderDuck(service, 'duck-board', {
        kind: 'board',
        board,
        view,
        names,
        language: 'hu',
      });
      const hand = await renderDuck(service, 'duck-hand', {
        kind: 'hand',
        cards: [3, 33],
        chosen: [],
        language: 'en',
      });
      expect((await decodePng(boardPng)).width).toBe(IMAGE_WIDTH);
      expect((await decodePng(hand)).height).toBeGreaterThan(300);
    } finally {
      await service.close();
    }
  });
});

describe('Duck! Duck! Go! secrets', () => {
  it('never shows a hand or a chosen card: a seat’s view draws and reads exactly like the table’s', () => {
    let state = placedRace();
    state = play(state, 0, { type: 'choose', duck: 0, card: 19 });
    const seatView = raceSeatView(state, 0);
    expect(seatView.chosen).toContain(19);
    for (const language of languages) {
      const table = racePublicView(state);
      const seen = renderBoardImage({ board, view: seatView, names, language });
      expect(seen.equals(renderBoardImage({ board, view: table, names, language }))).toBe(true);
      const alt = boardAltText(board, seatView, names, language);
      expect(alt).toBe(boardAltText(board, table, names, language));
      expect(alt).not.toMatch(/19|30/);
    }
  });
});

describe('Duck! Duck! Go! alt text', () => {
  const squares = ['C4', 'G2', 'J4', 'F8'];

  it('names every duck, its square, its facing and its buoys, then the round’s moves, in each language', () => {
    const facings = {
      en: ['west', 'north', 'south'],
      ja: ['西', '北', '南'],
      hu: ['nyugat', 'észak', 'dél'],
    };
    for (const language of languages) {
      const alt = boardAltText(board, racePublicView(raceMidRound()), names, language);
      expect(alt.length).toBeLessThanOrEqual(ALT_TEXT_LIMIT);
      for (const name of names) expect(alt, language).toContain(name);
      for (const square of squares) expect(alt, language).toContain(square);
      for (const facing of facings[language]) expect(alt, language).toContain(facing);
      for (const card of ['15', '19', '22']) expect(alt, language).toContain(card);
    }
    const english = boardAltText(board, racePublicView(raceMidRound()), names, 'en');
    expect(english).toContain('Bob is on F8, facing north, buoys: green, yellow.');
    expect(english).toContain('1: Gergő Szőllősi played card 15 and swam to J4.');
    expect(english).toMatch(/2: Anna played card 19 and bonked .* at C4\./);
  });

  it('stays within the limit however long the round was, counting the moves it leaves out', () => {
    const state = raceMidRound();
    const move = state.resolved[0] as ResolvedMove;
    const long: RaceState = { ...state, resolved: Array.from({ length: 60 }, () => move) };
    const longNames = names.map((name) => name.repeat(5));
    for (const language of languages) {
      const alt = boardAltText(board, racePublicView(long), longNames, language);
      expect(alt.length, language).toBeLessThanOrEqual(ALT_TEXT_LIMIT);
      expect(alt, language).toMatch(/F8/);
      expect(alt, language).toMatch(
        /\d+ more moves not described|ほか\d+回の移動は省略|további \d+ lépés kihagyva/,
      );
    }
  });

  it('has every label character in the shipped fonts', () => {
    const directory = join(
      dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-jp/package.json')),
      'files',
    );
    const shipped = new Set<number>();
    for (const file of readdirSync(directory).filter((name) => name.endsWith('-400-normal.woff2'))) {
      for (const codePoint of woff2CodePoints(join(directory, file))) shipped.add(codePoint);
    }
    const composed = new Set(['ő', 'ű', 'Ő', 'Ű']);
    const texts = Object.values(duckLabelCatalogs).flatMap((catalog) => Object.values(catalog));
    const missing = [...new Set(texts.join(''))].filter(
      (char) => !composed.has(char) && !shipped.has(char.codePointAt(0) ?? 0),
    );
    expect(missing).toEqual([]);
  });
});
