import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Language } from '../../../platform/i18n/languages.js';
import { type Box, fillRoundedRect, strokeRoundedRect } from '../../../platform/render/shapes.js';
import { drawFittedText } from '../../../platform/render/text.js';
import type { RoomId } from '../engine/index.js';
import { drawCharacterDisc } from './character-disc.js';
import { type KeyLabelKey, tKeyLabel } from './labels/index.js';
import { BOARD_HEIGHT, IMAGE_WIDTH, MARGIN, ROOM_GAP, roomBox, row } from './layout.js';
import { shortName } from './short-name.js';
import type { SceneRoom, TableScene } from './table-scene.js';
import { palette } from './theme.js';
import { drawTokenTile } from './token-tile.js';

const ROOM_RADIUS = 10;
const DOORWAY = 70;
const STACK_CARD = { width: 38, height: 28, offset: 4 };
const TOKEN_GAP = 6;
const MAX_TOKEN_WIDTH = 58;
/** Standees share the room's width; two or fewer get half of it each, so their names stay readable. */
const MIN_SEAT_SLOTS = 2;
const DISC_RADIUS = 20;
const NAME_SIZE = 16;

const boxOf = (room: Pick<SceneRoom, 'row' | 'column'>) => roomBox(room.row, room.column);

/** A doorway: the floor carried across the gap between two rooms, in the middle of their shared side. */
function drawDoorway(context: SKRSContext2D, a: Box, b: Box): void {
  const across = b.x > a.x;
  const doorway: Box = across
    ? { x: a.x + a.width - 2, y: a.y + (a.height - DOORWAY) / 2, width: ROOM_GAP + 4, height: DOORWAY }
    : { x: a.x + (a.width - DOORWAY) / 2, y: a.y + a.height - 2, width: DOORWAY, height: ROOM_GAP + 4 };
  context.fillStyle = palette.doorway;
  context.fillRect(doorway.x, doorway.y, doorway.width, doorway.height);
}

function drawDoorways(context: SKRSContext2D, scene: TableScene): void {
  const byId = new Map(scene.rooms.map((room) => [room.id, boxOf(room)]));
  for (const border of scene.borders) {
    const [a, b] = border.rooms.map((id: RoomId) => byId.get(id));
    if (border.kind === 'passage' && a && b) drawDoorway(context, a, b);
  }
}

/** The face-down stack: a small pile of token backs with how many are left. */
function drawStack(context: SKRSContext2D, count: number, box: Box): void {
  if (count === 0) return;
  const layers = Math.min(count, 3);
  for (let layer = 0; layer < layers; layer += 1) {
    const card: Box = {
      x: box.x + layer * STACK_CARD.offset,
      y: box.y + (layers - 1 - layer) * STACK_CARD.offset,
      width: STACK_CARD.width,
      height: STACK_CARD.height,
    };
    fillRoundedRect(context, card, 5, palette.stack);
    strokeRoundedRect(context, card, 5, palette.stackEdge, 2);
  }
  drawFittedText(
    context,
    `×${count}`,
    { x: box.x + STACK_CARD.width + 2 * STACK_CARD.offset + 4, y: box.y, width: 40, height: 36 },
    { maxSize: 24, color: palette.floorInk, weight: 700, align: 'left' },
  );
}

function drawRoom(context: SKRSContext2D, scene: TableScene, room: SceneRoom): void {
  const box = boxOf(room);
  const { language } = scene;
  fillRoundedRect(context, box, ROOM_RADIUS, palette.floor);
  drawFittedText(
    context,
    tKeyLabel(language, `room.${room.id}` as KeyLabelKey),
    { x: box.x + 12, y: box.y + 8, width: box.width - 120, height: 32 },
    { maxSize: 24, color: palette.floorInk, weight: 700, align: 'left' },
  );
  drawStack(context, room.faceDownCount, { x: box.x + box.width - 100, y: box.y + 8, width: 92, height: 36 });
  drawFaceUp(context, room, { x: box.x + 10, y: box.y + 50, width: box.width - 20, height: 70 }, language);
  drawStandees(context, scene, room, { x: box.x + 8, y: box.y + 122, width: box.width - 16, height: 70 });
}

function drawFaceUp(context: SKRSContext2D, room: SceneRoom, area: Box, language: Language): void {
  const count = room.faceUp.length;
  if (count === 0) return;
  const width = Math.min(MAX_TOKEN_WIDTH, (area.width - (count - 1) * TOKEN_GAP) / count);
  room.faceUp.forEach((token, index) => {
    drawTokenTile(
      context,
      token,
      {
        x: area.x + index * (width + TOKEN_GAP),
        y: area.y,
        width,
        height: Math.min(area.height, width * 1.25),
      },
      language,
    );
  });
}

/** The characters in the room, each with its player's name under it. */
function drawStandees(context: SKRSContext2D, scene: TableScene, room: SceneRoom, area: Box): void {
  const slots = row(area, Math.max(MIN_SEAT_SLOTS, room.seats.length), 4);
  room.seats.forEach((seat, index) => {
    const slot = slots[index];
    const player = scene.seats[seat];
    if (!slot || !player) return;
    const x = slot.x + slot.width / 2;
    drawCharacterDisc(
      context,
      player.character,
      scene.language,
      { x, y: slot.y + DISC_RADIUS + 4, radius: DISC_RADIUS },
      seat === scene.current && scene.headline.kind === 'turn',
    );
    drawFittedText(
      context,
      shortName(context, player.name, slot.width, NAME_SIZE, 700),
      { x: slot.x, y: slot.y + 2 * DISC_RADIUS + 10, width: slot.width, height: 24 },
      { maxSize: NAME_SIZE, color: palette.floorInk, weight: 700 },
    );
  });
}

/** The board side: the building's walls, its rooms with their stacks, tokens and characters, and the doorways between. */
export function drawBoard(context: SKRSContext2D, scene: TableScene, top: number): void {
  context.save();
  context.translate(0, top);
  const building: Box = {
    x: MARGIN - 6,
    y: 2,
    width: IMAGE_WIDTH - 2 * MARGIN + 12,
    height: BOARD_HEIGHT - 4,
  };
  fillRoundedRect(context, building, ROOM_RADIUS + 4, palette.wall);
  for (const room of scene.rooms) drawRoom(context, scene, room);
  drawDoorways(context, scene);
  context.restore();
}
