import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { finishedBoard, runningBoard, runningKey } from '../../../../src/games/duet/render/example-games.js';
import {
  renderBoardImage,
  renderGameOverImage,
  renderKeyImage,
} from '../../../../src/games/duet/render/index.js';
import { decodePng, differingPixels } from '../../../support/pixels.js';

const goldenDirectory = join(dirname(fileURLToPath(import.meta.url)), 'golden');
const updating = process.env.UPDATE_GOLDEN === '1';
/** Share of pixels allowed to differ (any channel by more than 32): anti-aliasing noise; one changed letter is ~0.04%. */
const TOLERANCE = 0.001;

async function expectMatchesGolden(name: string, png: Buffer): Promise<void> {
  const path = join(goldenDirectory, `${name}.png`);
  if (updating) {
    mkdirSync(goldenDirectory, { recursive: true });
    writeFileSync(path, png);
    return;
  }
  if (!existsSync(path)) throw new Error(`no golden image ${path}: run with UPDATE_GOLDEN=1`);
  const [actual, golden] = await Promise.all([decodePng(png), decodePng(readFileSync(path))]);
  expect([actual.width, actual.height], `${name} size`).toEqual([golden.width, golden.height]);
  const share = differingPixels(actual, golden) / (golden.width * golden.height);
  expect(share, `${name}: ${(share * 100).toFixed(2)}% of pixels differ`).toBeLessThanOrEqual(TOLERANCE);
}

describe('golden images', () => {
  it.each(['en', 'ja', 'hu'] as const)('board in %s', async (language) => {
    await expectMatchesGolden(`board-${language}`, renderBoardImage(runningBoard(language), language));
  });

  it('board with the players named', async () => {
    const png = renderBoardImage(runningBoard('en'), 'en', { sides: { A: 'Anna 🎲', B: 'Bence' } });
    await expectMatchesGolden('board-en-named', png);
  });

  it('key card of side A, in Japanese', async () => {
    await expectMatchesGolden('key-ja', renderKeyImage(runningKey('ja'), 'ja'));
  });

  it('game over, won, in Hungarian', async () => {
    await expectMatchesGolden('game-over-hu', renderGameOverImage(finishedBoard('hu'), 'hu'));
  });
});
