import type { GameModule } from '../../platform/discord/game-module.js';
import { lobbyEditor } from '../../platform/table/lobby-editor.js';
import { stagedTable } from '../../platform/table/staged.js';
import { refusalText } from './discord/answers.js';
import { boardFor } from './discord/board-message.js';
import { DUCK_GAME, duckCatalog } from './discord/custom-ids.js';
import { onDuckButton, onDuckSelect } from './discord/interactions.js';
import { renderLobby } from './discord/lobby-message.js';
import type { DuckDocument } from './document.js';
import { tDuck } from './i18n/index.js';
import { type DuckMove, type DuckSeat, duckRules, type TableSetup } from './rules.js';
import { playersOf } from './table.js';

/** Duck! Duck! Go! as the platform runs it: rules, the board as its table, and its presses. */
export const duckGame: GameModule<DuckDocument, DuckMove, DuckSeat, TableSetup> = {
  id: DUCK_GAME,
  name: (language) => tDuck(language, 'game.name'),
  summary: (language) => tDuck(language, 'help.summary'),
  rules: duckRules,
  table: stagedTable(boardFor),
  refusalText,
  historyOf(document) {
    if (document.stage !== 'game') return null;
    const { phase } = document.race;
    const winner = phase.kind === 'over' && !document.abandoned ? document.seats[phase.winner] : undefined;
    return {
      guildId: document.guildId,
      players: playersOf(document.seats),
      winners: winner?.kind === 'player' ? [winner.userId] : [],
    };
  },
  waitingOn(document) {
    if (document.stage !== 'game') return null;
    const users = duckRules.activeSeats(document).flatMap((seat) => {
      const sitting = document.seats[Number(seat)];
      return sitting?.kind === 'player' && !document.autopilot[Number(seat)] ? [sitting.userId] : [];
    });
    return { guildId: document.guildId, language: document.language, users };
  },
  /** The lobby message above the race stops offering seats. */
  onGameOver: lobbyEditor(renderLobby),
  pressAnswers: duckCatalog.pressAnswers,
  onButton: onDuckButton,
  onSelect: onDuckSelect,
};
