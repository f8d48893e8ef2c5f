import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Language } from '../../../platform/i18n/languages.js';
import { singlePng } from '../../../platform/render/banded-png.js';
import { fillCircle } from '../../../platform/render/shapes.js';
import { drawFittedText, drawText, measureInk, useFont } from '../../../platform/render/text.js';
import { type Campaign, type CityStatus, cityStatus } from '../campaign/campaign.js';
import { type City, missionMap } from '../campaign/mission-map.js';
import { tRender } from './labels/index.js';
import { palette } from './theme.js';

const WIDTH = 1000;
const HEIGHT = 700;
const MAP = { x: 50, y: 110, width: 900, height: 450 };
const NODE = 17;
const LABEL = { width: 136, height: 26 };

const statusColor: Record<CityStatus, string> = {
  completed: palette.agent,
  unlocked: palette.token,
  locked: palette.usedSlot,
};

function position(city: City): [number, number] {
  return [MAP.x + city.at[0] * MAP.width, MAP.y + city.at[1] * MAP.height];
}

/** Completed: a filled disc with a check; open: a thick ring; locked: a small square. Shape, not just colour. */
function drawNode(context: SKRSContext2D, city: City, status: CityStatus): void {
  const [x, y] = position(city);
  if (city.id === missionMap.final) {
    context.strokeStyle = palette.textOnTable;
    context.lineWidth = 3;
    context.beginPath();
    context.arc(x, y, NODE + 7, 0, 2 * Math.PI);
    context.stroke();
  }
  if (status === 'completed') {
    fillCircle(context, x, y, NODE, statusColor.completed);
    context.strokeStyle = palette.agentInk;
    context.lineWidth = 4;
    context.beginPath();
    context.moveTo(x - 8, y + 1);
    context.lineTo(x - 2, y + 7);
    context.lineTo(x + 9, y - 6);
    context.stroke();
  } else if (status === 'unlocked') {
    fillCircle(context, x, y, NODE, palette.table);
    context.strokeStyle = statusColor.unlocked;
    context.lineWidth = 6;
    context.beginPath();
    context.arc(x, y, NODE - 3, 0, 2 * Math.PI);
    context.stroke();
  } else {
    context.fillStyle = statusColor.locked;
    context.fillRect(x - 9, y - 9, 18, 18);
  }
}

function drawRoads(context: SKRSContext2D, campaign: Campaign): void {
  for (const [from, to] of missionMap.roads) {
    const a = missionMap.cities.find((city) => city.id === from);
    const b = missionMap.cities.find((city) => city.id === to);
    if (!a || !b) continue;
    const travelled = campaign.completed.includes(from) || campaign.completed.includes(to);
    context.strokeStyle = travelled ? palette.mutedOnTable : palette.divider;
    context.lineWidth = travelled ? 4 : 2;
    context.setLineDash(travelled ? [] : [8, 8]);
    context.beginPath();
    context.moveTo(...position(a));
    context.lineTo(...position(b));
    context.stroke();
  }
  context.setLineDash([]);
}

function drawLabel(context: SKRSContext2D, city: City, status: CityStatus, language: Language): void {
  const [x, y] = position(city);
  const below = y + NODE + 4;
  const box = { x: x - LABEL.width / 2, y: below, width: LABEL.width, height: LABEL.height };
  const color = status === 'locked' ? palette.mutedOnTable : palette.textOnTable;
  drawFittedText(context, `${city.names[language]} ${city.timer}-${city.bystander}`, box, {
    maxSize: 20,
    weight: status === 'locked' ? 400 : 700,
    color,
  });
}

function drawLegend(context: SKRSContext2D, language: Language): void {
  const top = HEIGHT - 50;
  let pen = 60;
  const entries: [CityStatus | 'final', string][] = [
    ['completed', tRender(language, 'map.completed')],
    ['unlocked', tRender(language, 'map.open')],
    ['locked', tRender(language, 'map.locked')],
    ['final', tRender(language, 'map.final')],
  ];
  for (const [status, label] of entries) {
    const sample: City = {
      ...(missionMap.cities[0] as City),
      id: status === 'final' ? missionMap.final : 'legend',
    };
    const [x, y] = [pen + NODE, top];
    context.save();
    context.translate(x - position(sample)[0], y - position(sample)[1]);
    drawNode(context, sample, status === 'final' ? 'unlocked' : status);
    context.restore();
    useFont(context, label, 24);
    context.fillStyle = palette.textOnTable;
    drawText(context, label, pen + NODE * 2 + 16, top + 9);
    pen += NODE * 2 + 16 + measureInk(context, label).width + 40;
  }
}

/** A team's mission map: roads, each city with its numbers and status, and a legend. */
export function renderMissionMapImage(campaign: Campaign, language: Language): Buffer {
  const title = tRender(language, 'map.title', {
    name: campaign.name,
    completed: campaign.completed.length,
    total: missionMap.cities.length,
  });
  return singlePng(WIDTH, HEIGHT, palette.table, (context) => {
    drawFittedText(
      context,
      title,
      { x: 40, y: 24, width: WIDTH - 80, height: 48 },
      {
        maxSize: 40,
        weight: 700,
        color: palette.textOnTable,
        align: 'left',
      },
    );
    drawRoads(context, campaign);
    for (const city of missionMap.cities) drawNode(context, city, cityStatus(campaign, city.id));
    for (const city of missionMap.cities) drawLabel(context, city, cityStatus(campaign, city.id), language);
    drawLegend(context, language);
  });
}
