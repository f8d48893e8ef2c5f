import type { GameModule } from '../../platform/discord/game-module.js';
import { clueJudge } from '../shared/clue/judge/clue-judge-service.js';
import { stagedTable } from '../shared/discord/staged-runtime.js';
import { refusalText } from './discord/answers.js';
import { onBoardButton, onBoardModal } from './discord/board-interactions.js';
import { boardFor } from './discord/board-post.js';
import { giveClueFromCommand } from './discord/commands.js';
import { CODENAMES_GAME } from './discord/custom-ids.js';
import { editLobby } from './discord/lobby-publisher.js';
import type { CodenamesDocument, CodenamesGame } from './document.js';
import type { CodenamesMove, Seat } from './engine/index.js';
import { tCodenames } from './i18n/index.js';
import { codenamesRules, type TableSetup } from './rules.js';
import { membersOf } from './session.js';

/** The winning team's members: its spymaster (unless they served both teams) and operatives. */
function winnersOf(game: CodenamesGame): string[] {
  const { phase } = game.engine;
  if (phase.kind !== 'over' || phase.winner === null) return [];
  const team = game.roster[phase.winner];
  const other = game.roster[phase.winner === 'red' ? 'blue' : 'red'];
  const spymaster = team.spymaster && team.spymaster !== other.spymaster ? [team.spymaster] : [];
  return [...spymaster, ...team.operatives];
}

/** Classic Codenames as the platform runs it: rules, the board as its table, and its presses. */
export const codenamesGame: GameModule<CodenamesDocument, CodenamesMove, Seat, TableSetup> = {
  id: CODENAMES_GAME,
  name: (language) => tCodenames(language, 'game.name'),
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
        }
      : null,
  onGameOver: editLobby,
  onButton: onBoardButton,
  onModal: onBoardModal,
  channelCommands: { clue: giveClueFromCommand },
};
