import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newCampaign, recordResult } from '../src/games/duet/campaign/campaign.js';
import { finishedBoard, runningBoard, runningKey } from '../src/games/duet/render/example-games.js';
import {
  renderBoardImage,
  renderGameOverImage,
  renderKeyImage,
  renderMissionMapImage,
} from '../src/games/duet/render/index.js';

/** `npm run render-examples`: writes Duet's example pictures shown in docs/images/. */
const directory = join(import.meta.dirname, '..', 'docs', 'images');
mkdirSync(directory, { recursive: true });
/** A team three wins into the mission map: Moscow, then Istanbul and Cairo. */
const campaign = ['moscow', 'istanbul', 'cairo'].reduce(
  (sheet, city, index) =>
    recordResult(sheet, {
      gameId: `example${index}`,
      city,
      at: 0,
      players: [],
      won: true,
      reason: null,
      turnsUsed: 6,
      score: null,
    }),
  newCampaign({ name: 'Night Owls', guildId: '1', createdBy: '2', members: [], now: 0 }),
);
const examples: [string, Buffer][] = [
  ['board-en.png', renderBoardImage(runningBoard('en'), 'en', { sides: { A: 'Anna', B: 'Bence' } })],
  ['key-ja.png', renderKeyImage(runningKey('ja'), 'ja')],
  ['game-over-hu.png', renderGameOverImage(finishedBoard('hu'), 'hu')],
  ['mission-map-legend.png', renderMissionMapImage(campaign, 'en')],
];
for (const [name, png] of examples) {
  writeFileSync(join(directory, name), png);
  console.log(`wrote docs/images/${name} (${(png.length / 1024).toFixed(0)} KB)`);
}
