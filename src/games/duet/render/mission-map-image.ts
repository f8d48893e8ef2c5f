import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Language } from '../../../platform/i18n/languages.js';
import { singlePng } from '../../../platform/render/banded-png.js';
import { type Box, fillCircle } from '../../../platform/render/shapes.js';
import { drawFittedText, drawText, measureInk, useFont } from '../../../platform/render/text.js';
import { type Campaign, type CityStatus, cityStatus } from '../campaign/campaign.js';
import { type City, missionMap } from '../campaign/mission-map.js';
import { tRender } from './labels/index.js';
import { cityLayout, FINAL_RING, MAP_PICTURE, NODE } from './mission-map-layout.js';
import { palette } from './theme.js';

const { width: WIDTH, height: HEIGHT } = MAP_PICTURE;

const statusColor: Record<CityStatus, string> = {
  completed: palette.agent,
  unlocked: palette.token,
  locked: palette.usedSlot,
};

/** Completed: a filled disc with a check; open: a thick ring; locked: a small square. Shape, not just colour. */
function drawNode(context: SKRSContext2D, x: number, y: number, status: CityStatus, final: boolean): void {
  if (final) {
    context.strokeStyle = palette.textOnTable;
    context.lineWidth = FINAL_RING.lineWidth;
    context.beginPath();
    context.arc(x, y, FINAL_RING.radius, 0, 2 * Math.PI);
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

function drawCity(context: SKRSContext2D, city: City, status: CityStatus): void {
  const { x, y } = cityLayout(city);
  drawNode(context, x, y, status, city.id === missionMap.final);
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
    const [start, end] = [cityLayout(a), cityLayout(b)];
    context.moveTo(start.x, start.y);
    context.lineTo(end.x, end.y);
    context.stroke();
  }
  context.setLineDash([]);
}

/** A city's name and numbers, fitted in its label box; returns the box the text takes. */
export function drawCityLabel(
  context: SKRSContext2D,
  city: City,
  status: CityStatus,
  language: Language,
): Box {
  const color = status === 'locked' ? palette.mutedOnTable : palette.textOnTable;
  return drawFittedText(
    context,
    `${city.names[language]} ${city.timer}-${city.bystander}`,
    cityLayout(city).label,
    {
      maxSize: 20,
      weight: status === 'locked' ? 400 : 700,
      color,
    },
  );
}

/** What the marks mean, then what a city's two numbers mean. */
function drawLegend(context: SKRSContext2D, language: Language): void {
  const top = HEIGHT - 92;
  let pen = 60;
  const entries: [CityStatus | 'final', string][] = [
    ['completed', tRender(language, 'map.completed')],
    ['unlocked', tRender(language, 'map.open')],
    ['locked', tRender(language, 'map.locked')],
    ['final', tRender(language, 'map.final')],
  ];
  for (const [status, label] of entries) {
    drawNode(context, pen + NODE, top, status === 'final' ? 'unlocked' : status, status === 'final');
    useFont(context, label, 24);
    context.fillStyle = palette.textOnTable;
    drawText(context, label, pen + NODE * 2 + 16, top + 9);
    pen += NODE * 2 + 16 + measureInk(context, label).width + 40;
  }
  drawFittedText(
    context,
    tRender(language, 'map.numbers'),
    { x: 50, y: HEIGHT - 58, width: WIDTH - 100, height: 34 },
    { maxSize: 22, color: palette.textOnTable, align: 'left' },
  );
}

/** A team's mission map: roads, each city with its numbers and status, and a legend of both. */
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
    for (const city of missionMap.cities) drawCity(context, city, cityStatus(campaign, city.id));
    for (const city of missionMap.cities)
      drawCityLabel(context, city, cityStatus(campaign, city.id), language);
    drawLegend(context, language);
  });
}
