import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { finishedBoard, runningBoard, runningKey } from '../src/games/duet/render/example-games.js';
import { renderBoardImage, renderGameOverImage, renderKeyImage } from '../src/games/duet/render/index.js';

/** `npm run render-examples`: writes Duet's example pictures shown in docs/images/. */
const directory = join(import.meta.dirname, '..', 'docs', 'images');
mkdirSync(directory, { recursive: true });
const examples: [string, Buffer][] = [
  ['board-en.png', renderBoardImage(runningBoard('en'), 'en', { sides: { A: 'Anna', B: 'Bence' } })],
  ['key-ja.png', renderKeyImage(runningKey('ja'), 'ja')],
  ['game-over-hu.png', renderGameOverImage(finishedBoard('hu'), 'hu')],
];
for (const [name, png] of examples) {
  writeFileSync(join(directory, name), png);
  console.log(`wrote docs/images/${name} (${(png.length / 1024).toFixed(0)} KB)`);
}
