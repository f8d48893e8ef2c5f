import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keyBoard } from '../../../src/games/the-key/board.js';
import { keyCharacters } from '../../../src/games/the-key/characters.js';
import {
  type KeyPublicView,
  type KeyRules,
  type KeyState,
  newMission,
  publicView,
  type ResourceCard,
  seatView,
  symbolIds,
  traps,
} from '../../../src/games/the-key/engine/index.js';
import { engineMissionOf, missionById } from '../../../src/games/the-key/missions.js';
import { ALT_TEXT_LIMIT, tableAltText } from '../../../src/games/the-key/render/alt-text.js';
import { render } from '../../../src/games/the-key/render/render-task.js';
import { renderTheKey } from '../../../src/games/the-key/render/renderer.js';
import { type TablePicture, tableScene } from '../../../src/games/the-key/render/table-scene.js';
import { drawTokenFace } from '../../../src/games/the-key/render/token-tile.js';
import { keyResources } from '../../../src/games/the-key/resources.js';
import { createImage } from '../../../src/platform/render/image.js';
import { createRenderService } from '../../../src/platform/render/render-service.js';
import { decodePng } from '../../support/pixels.js';

const rules: KeyRules = { board: keyBoard, characters: keyCharacters, resources: keyResources };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_PICTURE_BYTES = 400 * 1024;
const names = ['Anna', 'さくらこ', 'Gergő Szőllősi', 'Bartholomew Featherstonehaugh 🦉'];

/** A card of the given value for the piles: the picture reads only its value. */
const resourceCard = (value: number): ResourceCard => ({
  kind: 'resource',
  id: `drawn-${value}`,
  value,
  suit: 'blue',
});

/** Practice safe (side A, answer 4715, star pre-lifted) a few turns in: tokens out, cards played, a trace on Intel. */
function practiceSafeMidGame(): KeyState {
  const mission = missionById('practice-safe');
  if (!mission) throw new Error('no practice-safe');
  const state = newMission(rules, 'render', 4, engineMissionOf(mission));
  const [runner, lookout, fixer] = state.players;
  if (!runner || !lookout || !fixer) throw new Error('four players expected');
  runner.room = 'lounge';
  lookout.room = 'archive';
  fixer.room = 'lab';
  state.rooms.archive = { faceDown: ['sym-23'], faceUp: ['camera'] };
  state.rooms.lab = { faceDown: ['sym-19'], faceUp: ['sym-18'] };
  state.rooms.entrance = { faceDown: [], faceUp: ['sym-10'] };
  state.actionCards.move.played.push({ card: resourceCard(9), seat: 0 });
  state.actionCards.intel.played.push({ card: resourceCard(5), seat: 1 });
  state.actionCards.intel.trace = 'trace-intel';
  state.actionCards.regroup.played.push({ card: resourceCard(3), seat: 2 });
  state.discard.push(resourceCard(2), resourceCard(4));
  state.current = 1;
  return state;
}

/** The Left-Luggage Locker (side B) in the crisis, two players, one time icon already discarded. */
function lockerInCrisis(): KeyState {
  const mission = missionById('locker-number');
  if (!mission) throw new Error('no locker-number');
  const state = newMission(rules, 'render', 2, engineMissionOf(mission), ['sweeper', 'lookout']);
  const [sweeper, lookout] = state.players;
  if (!sweeper || !lookout) throw new Error('two players expected');
  sweeper.room = 'kitchen';
  lookout.room = 'gallery';
  state.rooms.gallery = { faceDown: [], faceUp: ['sym-08', 'sym-17'] };
  state.rooms.library = { faceDown: ['sym-23'], faceUp: ['camera', 'sym-16'] };
  state.collected.push('sym-16');
  state.actionCards.collect.played.push({ card: resourceCard(14), seat: 0 });
  state.actionCards.move.trace = 'trace-move';
  state.crisis = true;
  const timeCard = state.timeCards.shift();
  if (timeCard) state.discard.push(timeCard);
  state.deck.splice(0, state.deck.length - 7);
  return state;
}

const picture = (view: KeyPublicView, overrides: Partial<TablePicture> = {}): TablePicture => ({
  view,
  missionId: view.missionId,
  names: names.slice(0, view.players.length),
  language: 'en',
  revealAnswer: false,
  ...overrides,
});

async function expectPicture(png: Buffer): Promise<void> {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(png.length).toBeLessThan(MAX_PICTURE_BYTES);
  const pixels = await decodePng(png);
  expect(pixels.width).toBe(1200);
  expect(pixels.height).toBeLessThanOrEqual(900);
}

describe('THE KEY table picture', () => {
  it('draws side A mid-game, side B in the crisis, and Japanese', async () => {
    await expectPicture(render({ kind: 'table', ...picture(publicView(practiceSafeMidGame())) }));
    await expectPicture(render({ kind: 'table', ...picture(publicView(lockerInCrisis())) }));
    await expectPicture(
      render({ kind: 'table', ...picture(publicView(practiceSafeMidGame()), { language: 'ja' }) }),
    );
  });

  it('shows a console character only under a lifted tab, or all of them once the answer is revealed', () => {
    const view = publicView(practiceSafeMidGame());
    expect(tableScene(picture(view)).tabs).toEqual([
      { symbol: 'sym-04', character: '4' },
      { symbol: 'sym-10', character: null },
      { symbol: 'sym-23', character: null },
      { symbol: 'sym-18', character: null },
    ]);
    const revealed = tableScene(picture(view, { revealAnswer: true })).tabs;
    expect(revealed.map((tab) => tab.character).join('')).toBe('4715');
  });

  it('draws from the public view only, even when given a seat view with its hand', () => {
    const state = practiceSafeMidGame();
    const fromSeat = tableScene(picture(seatView(state, 0)));
    expect(fromSeat).toEqual(tableScene(picture(publicView(state))));
    expect(JSON.stringify(fromSeat)).not.toContain('"hand"');
  });
});

describe('THE KEY table alt text', () => {
  it('names the console, where everyone is, the rooms, the cards and the time', () => {
    const text = tableAltText(picture(publicView(practiceSafeMidGame())));
    expect(text).toContain(
      'Console, left to right: star (lifted: 4), feather (down), lamp (down), compass (down).',
    );
    expect(text).toContain("さくらこ's turn.");
    expect(text).toContain('Anna (Runner) is in Lounge.');
    expect(text).toContain('さくらこ (Lookout) is in Archive.');
    expect(text).toContain('Face up in Archive: Camera.');
    expect(text).toContain('Face up in Entrance: feather.');
    expect(text).toContain('Face-down stacks: Archive 1, Lab 1,');
    expect(text).toContain('Action cards: Move 9, Intel 5, blocked by a trace, Collect empty, Regroup 3.');
    expect(text).toContain('4 time cards wait on the discard pile card.');
    expect(text).toContain('Passages: Archive–Lab, Lab–Entrance, Server room–Vault,');
    expect(text).not.toMatch(/feather \(lifted/);
    expect(text.length).toBeLessThanOrEqual(ALT_TEXT_LIMIT);
  });

  it('tells every lifted character once the answer is revealed', () => {
    const text = tableAltText(picture(publicView(practiceSafeMidGame()), { revealAnswer: true }));
    expect(text).toContain('star (lifted: 4), feather (lifted: 7), lamp (lifted: 1), compass (lifted: 5)');
  });

  it('speaks Japanese and Hungarian, and counts time icons in the crisis', () => {
    const view = publicView(lockerInCrisis());
    const japanese = tableAltText(picture(view, { language: 'ja' }));
    expect(japanese).toContain('コンソール（左から）：車輪（開：3）、盾（開：0）、ランプ（閉）、錨（閉）。');
    expect(japanese).toContain('危機：捨て札の時間アイコンは');
    const hungarian = tableAltText(picture(view, { language: 'hu' }));
    expect(hungarian).toContain('Anna (Takarító) helye: Konyha.');
    expect(hungarian).toContain('Mozgás üres, nyom zárja le');
  });

  it('stays within the limit with four long names and a long console', () => {
    const mission = missionById('the-director');
    if (!mission) throw new Error('no the-director');
    const view = publicView(newMission(rules, 'long', 4, engineMissionOf(mission)));
    for (const language of ['en', 'ja', 'hu'] as const) {
      const text = tableAltText(picture(view, { language, names: Array(4).fill('W'.repeat(32)) }));
      expect(text.length).toBeLessThanOrEqual(ALT_TEXT_LIMIT);
    }
  });
});

describe('THE KEY pictures on the render service', () => {
  it('draws a table through the render module', async () => {
    const service = createRenderService({
      threads: 0,
      maxQueue: 4,
      taskTimeoutMs: 5_000,
      cacheBytes: 1 << 20,
    });
    try {
      const png = await renderTheKey(service, 'key-table', {
        kind: 'table',
        ...picture(publicView(lockerInCrisis()), { language: 'hu' }),
      });
      await expectPicture(png);
    } finally {
      await service.close();
    }
  });

  it('has a picture for every symbol and trap', () => {
    const { context } = createImage(40, 40, '#000000');
    for (const token of [...symbolIds, ...traps]) {
      drawTokenFace(context, token, { x: 0, y: 0, width: 40, height: 40 });
      // Ink and paper differ far in green on every tile (dark on cream or yellow, light on brown or red).
      const greens = context.getImageData(8, 8, 24, 24).data.filter((_, index) => index % 4 === 1);
      expect(greens.filter((green) => green < 128).length, token).toBeGreaterThan(20);
      expect(greens.filter((green) => green >= 128).length, token).toBeGreaterThan(20);
      context.fillStyle = '#000000';
      context.fillRect(0, 0, 40, 40);
    }
  });
});

describe.runIf(process.env.SCREENSHOTS === '1')('THE KEY example pictures', () => {
  it('writes docs/images/thekey-table-*.png', () => {
    mkdirSync('docs/images', { recursive: true });
    writeFileSync(
      'docs/images/thekey-table-en.png',
      render({ kind: 'table', ...picture(publicView(practiceSafeMidGame())) }),
    );
    writeFileSync(
      'docs/images/thekey-table-ja.png',
      render({ kind: 'table', ...picture(publicView(lockerInCrisis()), { language: 'ja' }) }),
    );
  });
});
