import type { Language } from '../../../platform/i18n/languages.js';
import type { DuckGame } from '../document.js';
import {
  type Direction,
  type Position,
  type RacePublicView,
  type ResolvedMove,
  type Route,
  racePublicView,
  rotate,
  type Turn,
} from '../engine/index.js';
import { type DuckMessageKey, tDuck } from '../i18n/index.js';
import { DUCK_COLOR_COUNT } from '../render/theme.js';
import { setupById } from '../setups.js';
import { ROUND_SECONDS, STEP_SECONDS } from '../table.js';

/** A square as players read it off the picture: column letter, row number (A1 is the top left). */
export const squareName = (position: Position) => `${String.fromCharCode(65 + position.x)}${position.y + 1}`;

/** A board set-up's name in `language` (its id when a stored race names one no longer shipped). */
export const setupName = (setupId: string, language: Language) =>
  setupById(setupId)?.names[language] ?? setupId;

/** The name each seat's duck carries in the picture: the player's display name, or the computer's. */
export function namesOf(game: DuckGame): string[] {
  return game.seats.map((seat) =>
    seat.kind === 'player' ? seat.name : tDuck(game.language, 'picture.computer'),
  );
}

const ARROW: Record<Direction, string> = { N: '↑', E: '→', S: '↓', W: '←' };

/** Turns as arrows on the board, for a duck facing `facing` now. */
export const arrowsOf = (turns: readonly Turn[], facing: Direction, separator = '') =>
  turns.map((turn) => ARROW[rotate(facing, turn)]).join(separator);

/** A route as arrows on the board, for a duck facing `facing` now: "→→↑ · ends ↑ ←". */
export function routeText(route: Route, facing: Direction, language: Language): string {
  return tDuck(language, 'route.describe', {
    path: arrowsOf(route.steps, facing),
    ends: arrowsOf(route.endFacings, facing, ' '),
  });
}

/** A seat as the board's text names it: a mention (edits never ping), or the computer. */
export function seatLabel(game: DuckGame, seat: number, language: Language): string {
  const sitting = game.seats[seat];
  if (!sitting || sitting.kind === 'computer') return tDuck(language, 'board.computer');
  const mention = `<@${sitting.userId}>`;
  return game.autopilot[seat] ? tDuck(language, 'board.autopilot', { player: mention }) : mention;
}

/** A duck as texts name it: its colour in the picture (the same order as `render/theme.ts`), and its number when its owner races two ("pink duck 2"). */
export function duckLabel(game: DuckGame, duck: number, language: Language): string {
  const owner = game.race.ducks[duck]?.owner ?? 0;
  const owned = game.race.ducks.flatMap((entry, index) => (entry.owner === owner ? [index] : []));
  const color = tDuck(language, `color.${owner % DUCK_COLOR_COUNT}` as DuckMessageKey);
  return owned.length > 1
    ? tDuck(language, 'board.duckNumbered', { color, number: owned.indexOf(duck) + 1 })
    : tDuck(language, 'board.duck', { color });
}

const BONKED = { duck: 'board.bonkedDuck', drain: 'board.bonkedDrain', edge: 'board.bonkedEdge' } as const;

export function moveWhat(move: ResolvedMove, language: Language): string {
  const steps = move.end.kind === 'teleported' ? move.path.length - 1 : move.path.length;
  const separator = tDuck(language, 'list.separator');
  const parts = steps > 0 ? [tDuck(language, steps === 1 ? 'board.swamOne' : 'board.swam', { steps })] : [];
  if (move.newBuoys.length > 0) {
    const colors = move.newBuoys.map((color) => tDuck(language, `buoy.${color}`)).join(separator);
    parts.push(tDuck(language, 'board.gotBuoys', { colors }));
  }
  const { end } = move;
  if (end.kind === 'bonked') parts.push(tDuck(language, BONKED[end.against]));
  if (end.kind === 'teleported')
    parts.push(tDuck(language, 'board.teleported', { square: squareName(move.duck.position) }));
  if (end.kind === 'won') parts.push(tDuck(language, 'board.reachedDrain'));
  if (move.extraMove) parts.push(tDuck(language, 'board.extra'));
  return parts.length > 0 ? parts.join(separator) : tDuck(language, 'board.stayed');
}

/** What this round's (or the last round's) moves did, one numbered line each. */
export function movesText(game: DuckGame, view: RacePublicView, language: Language): string | null {
  if (view.resolved.length === 0) return null;
  const lines = view.resolved.map((move, index) =>
    tDuck(language, 'board.moveLine', {
      number: index + 1,
      player: seatLabel(game, game.race.ducks[move.mover]?.owner ?? 0, language),
      card: move.card ?? tDuck(language, 'board.noCard'),
      what: moveWhat(move, language),
    }),
  );
  return [tDuck(language, 'board.lastRound'), ...lines].join('\n');
}

function phaseLines(game: DuckGame, view: RacePublicView, language: Language): string[] {
  const { phase } = view;
  const owner = (duck: number) => seatLabel(game, game.race.ducks[duck]?.owner ?? 0, language);
  /** When the time limit runs out, as Discord shows a time to each reader ("in 40 seconds"). */
  const ends = (key: 'board.stepEnds' | 'board.roundEnds', seconds: number) =>
    `-# ${tDuck(language, key, { time: `<t:${Math.ceil((game.waitingSince + seconds * 1000) / 1000)}:R>` })}`;
  switch (phase.kind) {
    case 'placing': {
      const duck = phase.order[0] ?? 0;
      return [
        tDuck(language, 'board.placing', { player: owner(duck), duck: duckLabel(game, duck, language) }),
        ends('board.stepEnds', STEP_SECONDS),
      ];
    }
    case 'choosing': {
      const seats = game.seats.map((_, seat) => seat);
      const waiting = seats.filter((seat) =>
        phase.ready.some((ready, duck) => !ready && game.race.ducks[duck]?.owner === seat),
      );
      const ready = seats.filter((seat) => !waiting.includes(seat));
      const names = (list: number[]) =>
        list.length > 0
          ? list.map((seat) => seatLabel(game, seat, language)).join(', ')
          : tDuck(language, 'board.nobody');
      return [
        tDuck(language, 'board.choosing'),
        tDuck(language, 'board.chosen', { ready: names(ready), waiting: names(waiting) }),
        ends('board.roundEnds', ROUND_SECONDS),
      ];
    }
    case 'moving': {
      const cards = phase.played
        .map((card, duck) => ({ card: card ?? 0, duck }))
        .sort((a, b) => a.card - b.card)
        .map(({ card, duck }) => `**${card}** ${owner(duck)}`)
        .join(' · ');
      const duck = phase.queue[0] ?? 0;
      const mover = {
        player: owner(duck),
        duck: duckLabel(game, duck, language),
        card: phase.played[duck] ?? '',
      };
      return [
        tDuck(language, 'board.moving', { cards }),
        tDuck(language, phase.extra ? 'board.moverExtra' : 'board.mover', mover),
        ends('board.stepEnds', STEP_SECONDS),
      ];
    }
    case 'after-move':
      return [tDuck(language, 'board.afterMove', { player: owner(phase.duck) })];
    case 'dog':
      return [tDuck(language, 'board.dog', { player: seatLabel(game, phase.controller, language) })];
    case 'sending':
      return [tDuck(language, 'board.sending', { player: seatLabel(game, phase.by, language) })];
    case 'facing':
      return [tDuck(language, 'board.facingAfterSend', { player: owner(phase.duck) })];
    case 'over':
      return [tDuck(language, 'board.won', { player: owner(phase.duck) })];
  }
}

/** The board's headline and what the table waits on now, from the public view only. */
export function headerText(game: DuckGame, language: Language): string {
  const view = racePublicView(game.race);
  const board = setupName(game.setupId, language);
  const title =
    view.phase.kind === 'placing'
      ? tDuck(language, 'board.titleSetup', { board })
      : tDuck(language, 'board.title', { board, round: view.round });
  if (game.abandoned) return [title, tDuck(language, 'board.stopped')].join('\n');
  return [title, ...phaseLines(game, view, language)].join('\n');
}
