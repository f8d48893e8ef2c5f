import type { GameModule } from '../../platform/discord/game-module.js';
import { stagedTable } from '../../platform/table/staged.js';
import { keyCampaignProgress } from './campaign-progress.js';
import { refusalText } from './discord/answers.js';
import { boardFor } from './discord/board-message.js';
import { KEY_GAME, keyCatalog } from './discord/custom-ids.js';
import { onKeyButton, onKeyModal, onKeySelect } from './discord/interactions.js';
import { onMissionOver } from './discord/lobby-interactions.js';
import type { KeyDocument } from './document.js';
import { isOver } from './document.js';
import { tKey } from './i18n/index.js';
import { type KeyGameMove, type KeySeatId, keyGameRules, type TableSetup } from './rules.js';
import { playersOf } from './table.js';

/** THE KEY as the platform runs it: rules, the mission board as its table, and its presses. */
export const keyGame: GameModule<KeyDocument, KeyGameMove, KeySeatId, TableSetup> = {
  id: KEY_GAME,
  name: (language) => tKey(language, 'game.name'),
  summary: (language) => tKey(language, 'help.summary'),
  rules: keyGameRules,
  table: stagedTable(boardFor),
  refusalText,
  historyOf(document) {
    if (document.stage !== 'game') return null;
    const won = document.mission.outcome.status === 'won' && !document.abandoned;
    const players = playersOf(document.seats);
    return {
      guildId: document.guildId,
      players,
      winners: won ? players : [],
      step: document.missionId,
    };
  },
  waitingOn(document) {
    if (document.stage !== 'game' || isOver(document)) return null;
    const seat = document.seats[document.mission.current];
    return seat ? { guildId: document.guildId, language: document.language, users: [seat.userId] } : null;
  },
  campaignProgress: keyCampaignProgress,
  onGameOver: onMissionOver,
  pressAnswers: keyCatalog.pressAnswers,
  onButton: onKeyButton,
  onSelect: onKeySelect,
  onModal: onKeyModal,
};
