import type { Language } from '../../../platform/i18n/languages.js';
import { withoutUndrawable } from '../../../platform/render/text.js';
import { keyBoard } from '../board.js';
import type { TraceTrap } from '../engine/ids.js';
import {
  type ActionId,
  actionIds,
  type BoardSide,
  type ClueToken,
  type KeyPublicView,
  LOSING_TIME_ICONS,
  type RoomId,
  roomsThroughPassage,
  type SymbolId,
  timeIcons,
} from '../engine/index.js';
import { missionById } from '../missions.js';
import { tKeyLabel } from './labels/index.js';

/** What the table picture is drawn from: the public view only, plain data. */
export interface TablePicture {
  view: KeyPublicView;
  /** The console's symbols and the board side come from the mission. */
  missionId: string;
  /** Display names by seat. */
  names: string[];
  language: Language;
  /** Game over: every console tab is shown lifted, with its character. */
  revealAnswer: boolean;
}

export interface SceneRoom {
  id: RoomId;
  row: number;
  column: number;
  faceDownCount: number;
  faceUp: ClueToken[];
  /** Seats whose characters stand here. */
  seats: number[];
}

export interface SceneBorder {
  rooms: [RoomId, RoomId];
  kind: 'passage' | 'wall';
}

export interface SceneTab {
  symbol: SymbolId;
  /** The answer's character under the tab: only once it is lifted (or the game shows its answer). */
  character: string | null;
}

export interface SceneSeat {
  name: string;
  character: string;
  room: RoomId;
  handSize: number;
}

export interface SceneCard {
  action: ActionId;
  /** The top card's value, null when no card lies there. */
  value: number | null;
  trace: TraceTrap | null;
}

export type SceneHeadline =
  | { kind: 'turn'; seat: number }
  | { kind: 'answer-agreed' }
  | { kind: 'won' }
  | { kind: 'lost'; reason: 'wrong-answer' | 'time' | 'no-actions' };

/** Everything one table picture shows, and nothing else: the image and its alt text both draw from here. */
export interface TableScene {
  language: Language;
  missionName: string;
  side: BoardSide;
  rooms: SceneRoom[];
  borders: SceneBorder[];
  tabs: SceneTab[];
  seats: SceneSeat[];
  current: number;
  headline: SceneHeadline;
  cards: SceneCard[];
  deckSize: number;
  crisis: boolean;
  timeIcons: number;
  losingTimeIcons: number;
  timeCardsWaiting: number;
}

/** Every two rooms side by side on the grid: a passage joins them, anything else is a wall. */
function bordersOf(side: BoardSide): SceneBorder[] {
  const map = keyBoard[side];
  return map.rooms.flatMap((a) =>
    map.rooms
      .filter(
        (b) =>
          (b.row === a.row && b.column === a.column + 1) || (b.column === a.column && b.row === a.row + 1),
      )
      .map((b): SceneBorder => {
        const joined = roomsThroughPassage(map, a.id).includes(b.id);
        return { rooms: [a.id, b.id], kind: joined ? 'passage' : 'wall' };
      }),
  );
}

function headlineOf(picture: TablePicture): SceneHeadline {
  const { outcome, current } = picture.view;
  if (outcome.status === 'playing') return { kind: 'turn', seat: current };
  if (outcome.status === 'lost') return { kind: 'lost', reason: outcome.reason };
  return { kind: outcome.status };
}

/** A seat's name as the picture can draw it (no emoji), or "Player N" when nothing drawable is left. */
function seatName(picture: TablePicture, seat: number): string {
  const name = withoutUndrawable(picture.names[seat] ?? '');
  return name.length > 0 ? name : tKeyLabel(picture.language, 'seat.fallback', { number: seat + 1 });
}

/**
 * The public table of one picture. Only the public view's fields are read, whatever view is
 * passed, and a console tab's character only when it is lifted or the answer is revealed.
 */
export function tableScene(picture: TablePicture): TableScene {
  const { view, language } = picture;
  const mission = missionById(picture.missionId);
  if (!mission) throw new RangeError(`no THE KEY mission ${picture.missionId}`);
  const lifted = new Set(view.liftedTabs);
  const seats = view.players.map(
    (player, seat): SceneSeat => ({
      name: seatName(picture, seat),
      character: player.character,
      room: player.room,
      handSize: player.handSize,
    }),
  );
  return {
    language,
    missionName: mission.names[language],
    side: mission.side,
    rooms: keyBoard[mission.side].rooms.map((room) => ({
      id: room.id,
      row: room.row,
      column: room.column,
      faceDownCount: view.rooms[room.id]?.faceDownCount ?? 0,
      faceUp: [...(view.rooms[room.id]?.faceUp ?? [])],
      seats: seats.flatMap((seat, index) => (seat.room === room.id ? [index] : [])),
    })),
    borders: bordersOf(mission.side),
    tabs: mission.console.map((symbol) => ({
      symbol,
      character: picture.revealAnswer || lifted.has(symbol) ? (mission.cipher[symbol] ?? null) : null,
    })),
    seats,
    current: view.current,
    headline: headlineOf(picture),
    cards: actionIds.map((action) => ({
      action,
      value: view.actionCards[action].played.at(-1)?.card.value ?? null,
      trace: view.actionCards[action].trace,
    })),
    deckSize: view.deckSize,
    crisis: view.crisis,
    timeIcons: timeIcons(view.discard),
    losingTimeIcons: LOSING_TIME_ICONS,
    timeCardsWaiting: view.timeCardsWaiting,
  };
}
