import type { CodenamesEvent, Team } from '../engine/index.js';
import { type CodenamesMessageKey, tCodenames } from '../i18n/index.js';
import type { BoardContext } from './board-context.js';

/** Events the board narrates: the last few, so the message stays short on a phone. */
const RECENT_EVENTS = 4;

export function t(
  context: Pick<BoardContext, 'language' | 'commands'>,
  key: CodenamesMessageKey,
  variables?: Record<string, string | number>,
): string {
  return tCodenames(context.language, key, { ...context.commands, ...variables });
}

export const teamEmoji: Record<Team, string> = { red: '🔺', blue: '🔷' };

const mention = (userId: string) => `<@${userId}>`;

function teamName(context: BoardContext, team: Team): string {
  return `${teamEmoji[team]} ${t(context, team === 'red' ? 'team.red' : 'team.blue')}`;
}

function spymasterOf(context: BoardContext, team: Team): string {
  const spymaster = context.roster[team].spymaster;
  return spymaster ? mention(spymaster) : '—';
}

function operativesOf(context: BoardContext, team: Team): string {
  const operatives = context.roster[team].operatives;
  return operatives.length > 0 ? operatives.map(mention).join(' ') : t(context, 'board.noOperatives');
}

function teamLine(context: BoardContext, team: Team): string {
  const { spymaster, operatives } = context.roster[team];
  if (!spymaster && operatives.length === 0) return '—';
  return t(context, 'board.teamLine', {
    spymaster: spymasterOf(context, team),
    operatives: operativesOf(context, team),
  });
}

/** The board's headline: the teams, what just happened, and who must act now. */
export function headerText(context: BoardContext): string {
  const { view } = context;
  return [
    `## ${t(context, 'board.title', { variant: t(context, `variant.${view.options.variant}`) })}`,
    t(context, 'board.teams', { red: teamLine(context, 'red'), blue: teamLine(context, 'blue') }),
    '',
    ...recentEvents(context),
    ...statusLines(context),
  ].join('\n');
}

function eventText(context: BoardContext, event: CodenamesEvent, guesser: string | null): string {
  const word = (cell: number) => context.view.cells[cell]?.word.text ?? '?';
  switch (event.type) {
    case 'clue':
      return t(context, 'event.clue', {
        team: teamName(context, event.team),
        word: event.word,
        number: event.number,
      });
    case 'guess':
      return t(context, `event.${event.identity}`, {
        who: guesser ? mention(guesser) : teamName(context, event.team),
        word: word(event.cell),
      });
    case 'turn-ended': {
      const why = event.why === 'bystander' || event.why === 'other-agent' ? 'stopped' : event.why;
      return t(context, `event.ended.${why}`, { team: teamName(context, event.team) });
    }
    case 'covered':
      return t(context, `event.covered.${event.why}`, {
        team: teamName(context, event.team),
        word: word(event.cell),
      });
    case 'cover-skipped':
      return t(context, 'event.skipped', { team: teamName(context, event.team) });
    case 'over':
      return '';
  }
}

/** The last events, oldest first; a turn ended by a wrong guess needs no line of its own. */
function recentEvents(context: BoardContext): string[] {
  let guessIndex = 0;
  const lines = context.view.events.map((event) => {
    const guesser = event.type === 'guess' ? (context.guessers[guessIndex++] ?? null) : null;
    const silent =
      event.type === 'over' ||
      (event.type === 'turn-ended' && (event.why === 'bystander' || event.why === 'other-agent'));
    return silent ? '' : `-# ${eventText(context, event, guesser)}`;
  });
  return lines.filter((line) => line !== '').slice(-RECENT_EVENTS);
}

function statusLines(context: BoardContext): string[] {
  const { view } = context;
  const { phase } = view;
  const left = t(context, 'board.agentsLeft', {
    red: view.agentsLeft.red,
    blue: view.agentsLeft.blue,
    starting: teamName(context, view.startingTeam),
  });
  switch (phase.kind) {
    case 'awaiting-clue':
      return [
        left,
        `▶️ ${t(context, 'board.giveClue', { team: teamName(context, phase.team), spymaster: spymasterOf(context, phase.team) })}`,
      ];
    case 'guessing': {
      const clue = view.clues.at(-1);
      const timer =
        context.sandTimerEnd === null
          ? []
          : [t(context, 'board.sandTimer', { when: `<t:${Math.ceil(context.sandTimerEnd / 1000)}:R>` })];
      return [
        left,
        `▶️ ${t(context, 'board.guess', {
          team: teamName(context, phase.team),
          operatives: operativesOf(context, phase.team),
          word: clue?.word ?? '?',
          number: clue?.number ?? 0,
          left: phase.maxGuesses - phase.guesses,
        })}`,
        ...timer,
        ...pendingLine(context, phase.team),
      ];
    }
    case 'timer-cover':
      return [left, `▶️ ${t(context, 'board.timerCover', { spymaster: spymasterOf(context, phase.team) })}`];
    case 'penalty-cover': {
      const flagged = phase.team === 'red' ? 'blue' : 'red';
      return [
        left,
        `▶️ ${t(context, 'board.penaltyCover', { spymaster: spymasterOf(context, phase.team), team: teamName(context, flagged) })}`,
      ];
    }
    case 'over':
      return [left, overLine(context), `-# ${t(context, 'board.legend')}`];
  }
}

function pendingLine(context: BoardContext, team: Team): string[] {
  const pending = context.pendingGuess;
  if (!pending) return [];
  return [
    t(context, 'board.pendingGuess', {
      player: mention(pending.by),
      word: context.view.cells[pending.cell]?.word.text ?? '?',
      team: teamName(context, team),
      expires: `<t:${Math.ceil(pending.expiresAt / 1000)}:R>`,
    }),
  ];
}

function overLine(context: BoardContext): string {
  const { view } = context;
  const { phase } = view;
  if (phase.kind !== 'over') return '';
  if (phase.reason === 'expired') return t(context, 'board.expired', { days: context.idleDays });
  const loser = phase.winner ? (phase.winner === 'red' ? 'blue' : 'red') : view.startingTeam;
  const reason = t(context, `reason.${phase.reason}`, { team: teamName(context, loser) });
  if (view.options.variant === 'one-team') {
    if (phase.winner === null) return t(context, 'board.lost', { reason });
    return t(context, 'board.oneTeamWon', {
      rating: t(context, `rating.${view.rating ?? 7}`),
      covered: view.rating ?? 0,
    });
  }
  return phase.winner ? t(context, 'board.won', { team: teamName(context, phase.winner), reason }) : '';
}
