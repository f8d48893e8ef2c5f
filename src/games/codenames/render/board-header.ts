import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Language } from '../../../platform/i18n/languages.js';
import { drawFittedText } from '../../../platform/render/text.js';
import { drawClueWord } from '../../shared/board-render/clue-word.js';
import { IMAGE_WIDTH, MARGIN } from '../../shared/board-render/word-grid.js';
import type { PublicView } from '../engine/index.js';
import { tCodenamesLabel } from './labels/index.js';
import { gameResult, statusLine } from './status-line.js';
import { teamName } from './team-names.js';
import { palette, teamColor } from './theme.js';

export const BOARD_HEADER_HEIGHT = 150;
const CLUE_WIDTH = 540;
const TURN_X = MARGIN + CLUE_WIDTH + 30;
const LABEL = { y: 18, height: 38, maxSize: 28 };
const VALUE = { y: 58, height: 72 };

/** Everything the header shows, and nothing else: it is also the header band's cache key. */
interface HeaderContent {
  language: Language;
  label: string;
  labelColor: string;
  clue: { word: string; number: number } | null;
  /** Over: the result, drawn where the clue was. */
  headline: string | null;
  status: string;
  statusColor: string;
}

function headerContent(view: PublicView, language: Language): HeaderContent {
  const clue = view.phase.kind === 'guessing' ? view.clues.at(-1) : undefined;
  const acting = view.phase.kind === 'over' ? view.phase.winner : view.phase.team;
  const result = gameResult(view, language);
  if (result) {
    return {
      language,
      label: tCodenamesLabel(language, 'turn.over'),
      labelColor: palette.mutedOnTable,
      clue: null,
      headline: result.headline,
      status: result.reason,
      statusColor: acting ? teamColor[acting] : palette.lost,
    };
  }
  return {
    language,
    label: clue
      ? tCodenamesLabel(language, clue.flagged ? 'clue.flagged' : 'clue.from', {
          team: teamName(language, clue.team),
        })
      : '',
    labelColor: clue ? teamColor[clue.team] : palette.mutedOnTable,
    clue: clue ? { word: clue.word, number: clue.number } : null,
    headline: null,
    status: statusLine(view, language),
    statusColor: acting ? teamColor[acting] : palette.mutedOnTable,
  };
}

export function headerKey(view: PublicView, language: Language): string {
  return JSON.stringify(headerContent(view, language));
}

/** The clue being guessed on the left; whose turn it is, in that team's colour, on the right. */
export function drawBoardHeader(context: SKRSContext2D, view: PublicView, language: Language): void {
  const { label, labelColor, clue, headline, status, statusColor } = headerContent(view, language);
  const labelStyle = { weight: 700, maxSize: LABEL.maxSize, align: 'left' } as const;
  if (label) {
    drawFittedText(
      context,
      label,
      { x: MARGIN, y: LABEL.y, width: CLUE_WIDTH, height: LABEL.height },
      { ...labelStyle, color: labelColor },
    );
  }
  const valueBox = { x: MARGIN, y: VALUE.y, width: CLUE_WIDTH, height: VALUE.height };
  if (headline) {
    drawFittedText(context, headline, valueBox, {
      weight: 700,
      maxSize: 56,
      color: statusColor,
      align: 'left',
    });
  } else
    drawClueWord(
      context,
      clue,
      { x: MARGIN, y: VALUE.y, width: CLUE_WIDTH, height: VALUE.height },
      {
        empty: tCodenamesLabel(language, 'clue.none'),
        text: palette.textOnTable,
        muted: palette.mutedOnTable,
        pillInk: palette.table,
      },
    );
  context.fillStyle = palette.divider;
  context.fillRect(TURN_X - 16, LABEL.y + 4, 2, VALUE.y + VALUE.height - LABEL.y - 8);
  const turnWidth = IMAGE_WIDTH - MARGIN - TURN_X;
  if (!headline)
    drawFittedText(
      context,
      tCodenamesLabel(language, 'turn.label'),
      { x: TURN_X, y: LABEL.y, width: turnWidth, height: LABEL.height },
      { ...labelStyle, weight: 400, color: palette.mutedOnTable },
    );
  drawFittedText(
    context,
    status,
    { x: TURN_X, y: VALUE.y + 4, width: turnWidth, height: 64 },
    { weight: 700, maxSize: 34, color: statusColor, align: 'left' },
  );
}
