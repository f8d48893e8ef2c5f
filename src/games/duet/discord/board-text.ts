import type { Language } from '../../../platform/i18n/languages.js';
import { cityById } from '../campaign/mission-map.js';
import {
  type DuetEvent,
  otherSide,
  type RatingRulebook,
  type Side,
  scoreRating,
  sides,
} from '../engine/index.js';
import { type BoardContext, mentionSide, sideEmoji, t } from './render-context.js';

/** Each game is rated by its own language's rulebook; English games use the Japanese line (5+). */
const ratingRulebook: Record<Language, RatingRulebook> = { en: 'ja', ja: 'ja', hu: 'hu' };

/** The board's headline: who plays, what happens now, and what the table must do next. */
export function headerText(context: BoardContext): string {
  const { view } = context;
  const lines = [
    `## ${t(context, 'board.title')}`,
    t(context, 'board.players', { a: mentionSide(context, 'A'), b: mentionSide(context, 'B') }),
  ];
  const { mission, timerTokens, bystanderTokens } = view.options;
  if (mission) {
    const city = cityById(mission)?.names[context.language] ?? mission;
    lines.push(
      t(context, 'board.mission', { mission: city, timer: timerTokens, bystander: bystanderTokens }),
    );
  }
  lines.push(...wordLanguageLines(context));
  lines.push('', ...recentEvents(context), ...statusLines(context), ...waitingLines(context));
  return lines.join('\n');
}

/** Before the first clue, while the table could still start over in another: the words' language and how to choose it. */
function wordLanguageLines(context: BoardContext): string[] {
  const { view } = context;
  if (view.clues.length > 0 || view.phase.kind !== 'awaiting-clue') return [];
  const language = t(context, `language.${context.wordLanguage}`);
  return [`-# ${t(context, 'board.wordLanguage', { language })}`];
}

/** A paused game, or a guess waiting for its confirmation (team play). */
function waitingLines(context: BoardContext): string[] {
  const { view, paused, pendingGuess } = context;
  if (view.reveal) return [];
  if (paused) return [t(context, 'board.paused', { side: paused })];
  if (!pendingGuess) return [];
  const side = context.players.A.includes(pendingGuess.by) ? 'A' : 'B';
  return [
    t(context, 'board.pendingGuess', {
      player: `<@${pendingGuess.by}>`,
      word: view.cells[pendingGuess.cell]?.word.text ?? '?',
      side,
      expires: `<t:${Math.ceil(pendingGuess.expiresAt / 1000)}:R>`,
    }),
  ];
}

function statusLines(context: BoardContext): string[] {
  const { view } = context;
  const { phase } = view;
  switch (phase.kind) {
    case 'awaiting-clue':
      return phase.clueGiver === null
        ? [t(context, 'board.firstClue', { a: mentionSide(context, 'A'), b: mentionSide(context, 'B') })]
        : [`▶️ ${t(context, 'board.giveClue', { player: mentionSide(context, phase.clueGiver) })}`];
    case 'guessing': {
      const clue = view.clues.at(-1);
      const clueLine = clue
        ? t(context, 'board.currentClue', {
            side: sideEmoji[clue.giver],
            player: mentionSide(context, clue.giver),
            word: clue.word,
            number: clue.number,
          })
        : '';
      return [
        `🗝️ ${clueLine}`,
        `▶️ ${t(context, 'board.guess', { player: mentionSide(context, phase.guesser) })}`,
      ];
    }
    case 'sudden-death': {
      const guessers = (['A', 'B'] as const).filter((side) => !view.sidesDone[otherSide(side)]);
      const players = guessers.map((side) => mentionSide(context, side)).join(' ');
      return [t(context, 'board.suddenDeath', { players })];
    }
    case 'won': {
      const lines = [t(context, 'board.won')];
      if (view.score) {
        lines.push(
          t(context, 'board.score', {
            total: view.score.total,
            bank: view.score.tokensInBank,
            checks: view.score.checkTokens,
            suddenDeath: view.score.suddenDeath ? t(context, 'board.scoreSuddenDeath') : '',
          }),
          t(context, `board.rating.${scoreRating(view.score.total, ratingRulebook[context.language])}`),
        );
      }
      return lines;
    }
    case 'lost': {
      const player = phase.by ? mentionSide(context, phase.by) : '';
      return [t(context, 'board.lost', { reason: t(context, `reason.${phase.reason}`, { player }) })];
    }
    case 'expired':
      return [t(context, 'board.expired', { days: context.idleDays })];
  }
}

/** What happened since the last clue, so a player coming back to the channel can follow. */
function recentEvents(context: BoardContext): string[] {
  const { events } = context.view;
  const lastClue = events.findLastIndex((event) => event.type === 'clue');
  const first = Math.max(lastClue + 1, events.length - 4);
  return events.slice(first).flatMap((event, offset) => describeEvent(context, event, first + offset));
}

function describeEvent(context: BoardContext, event: DuetEvent, index: number): string[] {
  const player = (side: Side) => mentionSide(context, side);
  /** In a team, the member who pressed; otherwise the side. */
  const actor = (side: Side) => {
    const userId = context.eventActors[index];
    return userId ? `<@${userId}>` : player(side);
  };
  switch (event.type) {
    case 'guess': {
      const word = context.view.cells[event.cell]?.word.text ?? '?';
      return [t(context, `event.${event.result}`, { player: actor(event.side), word })];
    }
    case 'stop':
      return event.automatic
        ? [t(context, 'event.autoStop', { player: player(otherSide(event.side)) })]
        : [t(context, 'event.stop', { player: actor(event.side) })];
    case 'clue-flagged':
      return [t(context, 'event.flagged', { player: actor(event.side) })];
    default:
      return [];
  }
}

/** Timer, agents, stops and the clue log: the table's bookkeeping. */
export function ledgerText(context: BoardContext): string {
  const { view } = context;
  const found = view.cells.filter((cell) => cell.agent !== null).length;
  const lines = [
    `${t(context, 'board.tokens', {
      left: view.tokensLeft,
      bystander: view.bank.bystanderSideUp,
      check: view.bank.checkSideUp,
    })} · ${t(context, 'board.agentsFound', { found })}`,
    t(context, 'board.checkTokens', { a: view.checkTokens.A, b: view.checkTokens.B }),
  ];
  if (view.discardedTokens > 0) lines.push(t(context, 'board.penalties', { count: view.discardedTokens }));
  for (const side of sides) {
    if (!view.sidesDone[side] || view.reveal) continue;
    const other = otherSide(side);
    lines.push(
      t(context, 'board.sideDone', {
        side: sideEmoji[side],
        player: mentionSide(context, side),
        other: mentionSide(context, other),
      }),
    );
  }
  const clues = view.clues.map(
    (clue) =>
      `${clue.turn}. ${sideEmoji[clue.giver]} **${clue.word} · ${clue.number}**${clue.flagged ? ' ⚠️' : ''}`,
  );
  lines.push(
    clues.length > 0 ? t(context, 'board.clueLog', { clues: clues.join('  ') }) : t(context, 'board.noClues'),
  );
  lines.push(`-# ${t(context, view.reveal ? 'board.revealLegend' : 'board.legend')}`);
  return lines.join('\n');
}
