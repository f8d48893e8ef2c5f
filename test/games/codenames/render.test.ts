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
import { identityFill, palette, teamColor } from '../../../src/games/codenames/render/theme.js';
import { cardBox } from '../../../src/games/shared/board-render/word-grid.js';
import { wordList } from '../../../src/games/words/index.js';
import { decodePng, type Pixels, rgbAt } from '../../support/pixels.js';

const MAX_PICTURE_BYTES = 150 * 1024;

function hex(color: string): [number, number, number] {
  const value = Number.parseInt(color.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function near(actual: [number, number, number], color: string): boolean {
  return hex(color).every((channel, i) => Math.abs(channel - (actual[i] ?? 0)) <= 6);
}

/** The colour along a card's top edge: what covers it, its identity strip, or the bare card. */
function cardTop(pixels: Pixels, index: number, gridTop: number): [number, number, number] {
  const box = cardBox(index, gridTop);
  return rgbAt(pixels, Math.round(box.x + box.width / 2), Math.round(box.y + 16));
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
    expect(near(rgbAt(pixels, 3, 300), teamColor[state.startingTeam])).toBe(true);
    state.key.forEach((identity, index) => {
      const top = cardTop(pixels, index, BOARD_GRID_TOP);
      expect(near(top, state.covered[index] ? identityFill[identity] : palette.card), `card ${index}`).toBe(
        true,
      );
    });
  });

  it('reveals every identity on the board once the game is over', async () => {
    const resigned = applyMove(state, 'red-operative', { type: 'resign' });
    if (!resigned.ok) throw new Error(resigned.error.code);
    const pixels = await decodePng(renderBoardImage(publicView(resigned.state), 'en'));
    state.key.forEach((identity: Identity, index) => {
      expect(near(cardTop(pixels, index, BOARD_GRID_TOP), identityFill[identity]), `card ${index}`).toBe(
        true,
      );
    });
  });

  it('draws the spymasters’ key with every word in its identity’s colour', async () => {
    const pixels = await decodePng(renderKeyImage(spymasterView(state), 'hu'));
    state.key.forEach((identity, index) => {
      if (state.covered[index]) return;
      expect(near(cardTop(pixels, index, KEY_GRID_TOP), identityFill[identity]), `card ${index}`).toBe(true);
    });
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
