import type { GameModule } from '../../platform/discord/game-module.js';
import { lobbyEditor } from '../../platform/table/lobby-editor.js';
import { stagedTable } from '../../platform/table/staged.js';
import { clueJudge } from '../shared/clue/judge/clue-judge-service.js';
import { refusalText } from './discord/answers.js';
import { boardFor } from './discord/board.js';
import { giveClueFromCommand } from './discord/commands.js';
import { CODENAMES_GAME, codenamesCatalog } from './discord/custom-ids.js';
import { onBoardButton, onBoardModal } from './discord/interactions.js';
import { renderLobby } from './discord/lobby-message.js';
import type { CodenamesDocument, CodenamesGame } from './document.js';
import type { CodenamesMove, Seat } from './engine/index.js';
import { roleOfSeat, teamOfSeat } from './engine/index.js';
import { tCodenames } from './i18n/index.js';
import { codenamesRules, type TableSetup } from './rules.js';
import { membersOf, type Roster } from './table.js';

/** The winning team's members: its spymaster (unless they served both teams) and operatives. */
function winnersOf(game: CodenamesGame): string[] {
  const { phase } = game.engine;
  if (phase.kind !== 'over' || phase.winner === null) return [];
  const team = game.roster[phase.winner];
  const other = game.roster[phase.winner === 'red' ? 'blue' : 'red'];
  const spymaster = team.spymaster && team.spymaster !== other.spymaster ? [team.spymaster] : [];
  return [...spymaster, ...team.operatives];
}

/** The roles a classic game reports to the server's history, in the order its boards show them. */
const ROLES = ['spymaster', 'operative'] as const;

/** Who gave the clues and who guessed (a spymaster of both teams is a spymaster). */
function rolesOf(roster: Roster): Record<string, (typeof ROLES)[number]> {
  const teams = [roster.red, roster.blue];
  return Object.fromEntries([
    ...teams.flatMap((team) => team.operatives.map((userId) => [userId, 'operative'] as const)),
    ...teams.flatMap((team) => (team.spymaster ? [[team.spymaster, 'spymaster'] as const] : [])),
  ]);
}

/** Classic Codenames as the platform runs it: rules, the board as its table, and its presses. */
export const codenamesGame: GameModule<CodenamesDocument, CodenamesMove, Seat, TableSetup> = {
  id: CODENAMES_GAME,
  name: (language) => tCodenames(language, 'game.name'),
  summary: (language) => tCodenames(language, 'help.summary'),
  rules: codenamesRules,
  table: stagedTable(boardFor),
  refusalText,
  async prepare(languages) {
    const failed = await clueJudge().preload(languages);
    if (failed.length > 0) throw new Error(`no clue dictionaries for ${failed.join(', ')}`);
  },
  historyOf: (document) =>
    document.stage === 'game'
      ? {
          guildId: document.guildId,
          players: membersOf(document.roster),
          winners: winnersOf(document),
          roles: rolesOf(document.roster),
        }
      : null,
  roles: {
    ids: ROLES,
    winsLabel: (language, role) =>
      tCodenames(language, role === 'spymaster' ? 'stats.winsAsSpymaster' : 'stats.winsAsOperative'),
  },
  waitingOn: (document) =>
    document.stage === 'game'
      ? {
          guildId: document.guildId,
          language: document.language,
          users: codenamesRules.activeSeats(document).flatMap((seat) => {
            const team = document.roster[teamOfSeat(seat)];
            return roleOfSeat(seat) === 'spymaster'
              ? [team.spymaster ?? ''].filter(Boolean)
              : team.operatives;
          }),
        }
      : null,
  onGameOver: lobbyEditor(renderLobby),
  pressAnswers: codenamesCatalog.pressAnswers,
  onButton: onBoardButton,
  onModal: onBoardModal,
  channelCommands: { clue: giveClueFromCommand },
};
