import type { Language } from '../../../platform/i18n/languages.js';
import { dealtMission, isOver, type KeyGame, missionOf, playMove } from '../document.js';
import { type KeyEvent, type KeyMove, LOSING_TIME_ICONS, timeIcons } from '../engine/index.js';
import { tKey } from '../i18n/index.js';
import { answerOf } from '../missions.js';
import { keyResources } from '../resources.js';
import {
  actionName,
  listText,
  roomName,
  seatLabel,
  targetText,
  tokenName,
  unconfirmedSeats,
} from './words.js';

/** Moves the board lists below the picture: about the last two turns. */
const LEDGER_MOVES = 8;

const cardValue = (cardId: string) => keyResources.resources.find((card) => card.id === cardId)?.value ?? 0;

interface PlayedMove {
  seat: number;
  move: KeyMove;
  /** What the move set off (tokens revealed, gas, the crisis…), as the engine reported it. */
  events: KeyEvent[];
}

/** The last `count` moves with what each set off, replayed from the deal. */
function recentMoves(game: KeyGame, count: number): PlayedMove[] {
  const mission = missionOf(game);
  const first = Math.max(0, game.log.length - count);
  let state = dealtMission(game);
  const moves: PlayedMove[] = [];
  game.log.forEach(({ seat, move }, index) => {
    const played = playMove(mission, state, seat, move);
    if (!played.ok) return;
    state = played.state;
    if (index >= first) moves.push({ seat, move, events: state.events });
  });
  return moves;
}

function outcomeText(game: KeyGame, language: Language): string {
  const { outcome, proposal } = game.mission;
  const answer = answerOf(missionOf(game));
  if (game.abandoned) return tKey(language, 'board.stopped', { answer });
  if (outcome.status === 'won') return tKey(language, 'board.won', { answer });
  const reason = outcome.status === 'lost' ? outcome.reason : 'time';
  return tKey(language, `board.lost.${reason}`, { answer, announced: proposal?.answer ?? '' });
}

function statusText(game: KeyGame, language: Language): string {
  const { mission } = game;
  const icons = timeIcons(mission.discard);
  const clock = mission.crisis
    ? tKey(language, 'board.crisis', { icons, losing: LOSING_TIME_ICONS })
    : tKey(language, 'board.deck', { cards: mission.deck.length });
  const turn = tKey(language, 'board.turn', {
    player: seatLabel(game, mission.current, language),
    actions: mission.actionsThisTurn,
  });
  return `${turn}\n${clock}`;
}

function proposalText(game: KeyGame, language: Language): string | null {
  const { proposal } = game.mission;
  if (!proposal) return null;
  const players = listText(language, unconfirmedSeats(game, language));
  return tKey(language, 'board.proposal', { answer: proposal.answer, players });
}

/** The headline: the mission, its question, and whom the team waits on (or how it ended). */
export function headerText(game: KeyGame, language: Language): string {
  const mission = missionOf(game);
  const name = tKey(language, 'board.mission', { order: mission.order, name: mission.names[language] });
  const title = `${tKey(language, 'board.title')} · ${name}`;
  const story = `> ${mission.stories[language]}`;
  const now = isOver(game)
    ? outcomeText(game, language)
    : [statusText(game, language), proposalText(game, language)].filter(Boolean).join('\n');
  return `${title}\n${story}\n${now}`;
}

function moveText(game: KeyGame, { seat, move }: PlayedMove, language: Language): string {
  const player = seatLabel(game, seat, language);
  switch (move.type) {
    case 'play': {
      const played = { player, value: cardValue(move.card), action: actionName(language, move.action) };
      if (move.action === 'move') {
        const room = roomName(language, move.path.at(-1) ?? 'entrance');
        return tKey(language, 'move.walked', { ...played, room });
      }
      if (move.action === 'intel')
        return tKey(language, 'move.intel', { ...played, room: roomName(language, move.room) });
      if (move.action === 'collect')
        return tKey(language, move.picks.length > 0 ? 'move.collect' : 'move.collectNothing', played);
      return move.target
        ? tKey(language, 'move.regroup', { ...played, target: targetText(language, move.target) })
        : tKey(language, 'move.regroupNothing', played);
    }
    case 'special':
      return specialText(game, player, move, language);
    case 'end-turn':
      return tKey(language, 'move.endTurn', { player });
    case 'propose':
      return tKey(language, 'move.propose', { player, answer: move.answer });
    case 'confirm':
      return tKey(language, 'move.confirm', { player });
    case 'withdraw':
      return tKey(language, 'move.withdraw', { player });
  }
}

function specialText(
  game: KeyGame,
  player: string,
  move: KeyMove & { type: 'special' },
  language: Language,
): string {
  switch (move.special) {
    case 'dash':
      return tKey(language, 'move.dash', {
        player,
        room: roomName(language, move.path.at(-1) ?? 'entrance'),
      });
    case 'lookout':
      return tKey(language, 'move.lookout', { player, room: roomName(language, move.room) });
    case 'swap':
      return tKey(language, 'move.swap', { player, other: seatLabel(game, move.seat, language) });
    case 'sweep':
      return tKey(language, 'move.sweep', { player, target: targetText(language, move.target) });
  }
}

function eventText(game: KeyGame, event: KeyEvent, language: Language): string {
  switch (event.type) {
    case 'revealed':
      return tKey(language, 'event.revealed', {
        room: roomName(language, event.room),
        token: tokenName(language, event.token),
      });
    case 'collected':
      return tKey(language, 'event.collected', { symbol: tokenName(language, event.symbol) });
    case 'gas':
      return tKey(language, 'event.gas', {
        room: roomName(language, event.room),
        players: listText(
          language,
          event.seats.map((seat) => seatLabel(game, seat, language)),
        ),
      });
    case 'trace-placed':
      return tKey(language, 'event.trace', { action: actionName(language, event.action) });
    case 'camera':
      return tKey(language, 'event.camera', { cards: event.discarded });
    case 'crisis':
      return tKey(language, 'event.crisis');
    case 'time-card':
      return tKey(language, 'event.timeCard', { icons: event.icons });
    case 'skipped':
      return tKey(language, 'event.skipped', { player: seatLabel(game, event.seat, language) });
    case 'set-aside':
      return tKey(language, 'event.setAside', { symbol: tokenName(language, event.symbol) });
  }
}

/**
 * What a move set off, as texts: a token turned up and then collected or set aside in the same
 * move is told once (collected, set aside), not also as revealed.
 */
export function eventTexts(game: KeyGame, events: readonly KeyEvent[], language: Language): string[] {
  const toldLater = new Map<string, number>();
  for (const event of events) {
    const token = event.type === 'collected' || event.type === 'set-aside' ? event.symbol : null;
    if (token) toldLater.set(token, (toldLater.get(token) ?? 0) + 1);
  }
  return events
    .filter((event) => {
      if (event.type !== 'revealed') return true;
      const later = toldLater.get(event.token) ?? 0;
      if (later === 0) return true;
      toldLater.set(event.token, later - 1);
      return false;
    })
    .map((event) => eventText(game, event, language))
    .filter(Boolean);
}

/** The last moves in words, each with what it set off, newest last. */
export function ledgerText(game: KeyGame, language: Language): string | null {
  const moves = recentMoves(game, LEDGER_MOVES);
  if (moves.length === 0) return null;
  return moves
    .map((played) => {
      const events = eventTexts(game, played.events, language);
      const line = `• ${moveText(game, played, language)}`;
      return events.length > 0 ? `${line} — ${listText(language, events)}` : line;
    })
    .join('\n');
}
