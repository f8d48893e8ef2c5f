import { describe, expect, it } from 'vitest';
import {
  applyMove,
  type CodenamesMove,
  type CodenamesState,
  type Identity,
  newGame,
  publicView,
  type Seat,
  spymasterView,
} from '../../../src/games/codenames/engine/index.js';
import { boardAltText } from '../../../src/games/codenames/render/alt-text.js';
import { BOARD_GRID_TOP, renderBoardImage } from '../../../src/games/codenames/render/board-image.js';
import { KEY_GRID_TOP, renderKeyImage } from '../../../src/games/codenames/render/key-image.js';
import { BOARD_SCALE, cardBox } from '../../../src/games/shared/board-render/word-grid.js';
import { wordList } from '../../../src/games/words/index.js';
import { decodePng, greyRegion, type Pixels, pixelBox, rgbAt } from '../../support/pixels.js';

const MAX_PICTURE_BYTES = 150 * 1024;

type Seen = Identity | 'bare card';

/**
 * What a card's top edge shows, averaged over a patch so red's stripes read as red. `scale`: the
 * picture's pixels per drawing unit (the live board is drawn smaller than the key card).
 */
function cardTop(pixels: Pixels, index: number, gridTop: number, scale = 1): Seen {
  const box = pixelBox(cardBox(index, gridTop), scale);
  let [r, g, b] = [0, 0, 0];
  const patch = {
    x: Math.round(box.x + box.width / 2) - 10,
    y: Math.round(box.y + 10 * scale),
    size: 20,
    height: 12,
  };
  for (let dy = 0; dy < patch.height; dy++) {
    for (let dx = 0; dx < patch.size; dx++) {
      const [pr, pg, pb] = rgbAt(pixels, patch.x + dx, patch.y + dy);
      r += pr;
      g += pg;
      b += pb;
    }
  }
  const n = patch.size * patch.height;
  [r, g, b] = [r / n, g / n, b / n];
  if (r < 40 && g < 40 && b < 40) return 'assassin';
  if (r > b + 60) return 'red';
  if (b > r + 60) return 'blue';
  return Math.abs(r - 0xcd) < 12 && Math.abs(b - 0x9f) < 12 ? 'bystander' : 'bare card';
}

/** A game in Japanese a few moves in: one own agent and one bystander found, a clue being guessed. */
function gameInPlay(): CodenamesState {
  let state = newGame({ seed: 'pictures', wordPool: [...wordList('ja')], options: { variant: 'teams' } });
  const move = (seat: Seat, next: CodenamesMove) => {
    const result = applyMove(state, seat, next);
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
  };
  const team = state.startingTeam;
  move(`${team}-spymaster`, { type: 'giveClue', word: 'zzqx', number: 2 });
  move(`${team}-operative`, { type: 'guess', cell: state.key.indexOf(team) });
  move(`${team}-operative`, { type: 'guess', cell: state.key.indexOf('bystander') });
  return state;
}

describe('classic Codenames pictures', () => {
  const state = gameInPlay();

  it('frames the board in the starting team’s colour and shows only what was uncovered', async () => {
    const png = renderBoardImage(publicView(state), 'ja');
    expect(png.length).toBeLessThan(MAX_PICTURE_BYTES);
    const pixels = await decodePng(png);
    const frame = rgbAt(pixels, 3, Math.round(300 * BOARD_SCALE));
    expect(state.startingTeam === 'red' ? frame[0] > frame[2] : frame[2] > frame[0]).toBe(true);
    state.key.forEach((identity, index) => {
      const seen = cardTop(pixels, index, BOARD_GRID_TOP, BOARD_SCALE);
      expect(seen, `card ${index}`).toBe(state.covered[index] ? identity : 'bare card');
    });
  });

  it('reveals every identity on the board once the game is over', async () => {
    const resigned = applyMove(state, 'red-operative', { type: 'resign' });
    if (!resigned.ok) throw new Error(resigned.error.code);
    const pixels = await decodePng(renderBoardImage(publicView(resigned.state), 'en'));
    state.key.forEach((identity: Identity, index) => {
      expect(cardTop(pixels, index, BOARD_GRID_TOP, BOARD_SCALE), `card ${index}`).toBe(identity);
    });
  });

  it('draws the spymasters’ key with every word in its identity’s colour', async () => {
    const pixels = await decodePng(renderKeyImage(spymasterView(state), 'hu'));
    state.key.forEach((identity, index) => {
      if (state.covered[index]) return;
      expect(cardTop(pixels, index, KEY_GRID_TOP), `card ${index}`).toBe(identity);
    });
  });

  it('tells red from blue in greyscale: red cards are striped, blue ones plain', async () => {
    const pixels = await decodePng(renderKeyImage(spymasterView(state), 'en'));
    const spread = (index: number) => {
      const box = cardBox(index, KEY_GRID_TOP);
      const grey = greyRegion(pixels, { x: box.x + 60, y: box.y + 6, width: 60, height: 24 });
      return Math.max(...grey) - Math.min(...grey);
    };
    const uncovered = (identity: Identity) =>
      state.key.findIndex((cell, i) => cell === identity && !state.covered[i]);
    expect(spread(uncovered('red'))).toBeGreaterThan(20);
    expect(spread(uncovered('blue'))).toBeLessThan(5);
  });

  it('describes the board for screen readers without naming an uncovered word’s identity', () => {
    const uncoveredAssassin = state.words[state.key.indexOf('assassin')]?.text ?? '';
    for (const language of ['en', 'ja', 'hu'] as const) {
      const alt = boardAltText(publicView(state), language);
      expect(alt.length).toBeLessThanOrEqual(1024);
      expect(alt).toContain(uncoveredAssassin);
      const covered = alt.split(/[.。]/).filter((sentence) => sentence.includes(uncoveredAssassin));
      expect(covered.join(), language).not.toMatch(/Assassin|暗殺者|Orgyilkos/);
    }
  });
});
