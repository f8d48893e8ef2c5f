import { describe, expect, it } from 'vitest';
import { publicView } from '../../../../src/games/duet/engine/index.js';
import { lostGame, runningBoard } from '../../../../src/games/duet/render/example-games.js';
import { GAME_OVER_GRID_TOP } from '../../../../src/games/duet/render/game-over-image.js';
import { renderGameOverImage } from '../../../../src/games/duet/render/index.js';
import { cardBox } from '../../../../src/games/shared/board-render/word-grid.js';
import { decodePng, rgbAt } from '../../../support/pixels.js';

describe('game-over image', () => {
  it('rings the word that lost the game', async () => {
    const view = publicView(lostGame('en'));
    const guess = view.events.findLast((event) => event.type === 'guess');
    if (guess?.type !== 'guess') throw new Error('the game ended without a guess');
    const pixels = await decodePng(renderGameOverImage(view, 'en'));
    const card = cardBox(guess.cell, GAME_OVER_GRID_TOP);
    expect(rgbAt(pixels, card.x + card.width / 2, card.y - 2)).toEqual([0xff, 0x7b, 0x72]);
    const other = cardBox((guess.cell + 1) % 25, GAME_OVER_GRID_TOP);
    expect(rgbAt(pixels, other.x + other.width / 2, other.y - 2)).not.toEqual([0xff, 0x7b, 0x72]);
  });

  it('refuses a running game, whose key must stay hidden', () => {
    expect(() => renderGameOverImage(runningBoard('en'), 'en')).toThrow(/finished game/);
  });
});
