import type { GameModule } from '../../platform/discord/game-module.js';
import { stagedTable } from '../../platform/table/staged.js';
import { giveClueFromCommand } from '../shared/clue/clue-form-flow.js';
import { clueJudge } from '../shared/clue/judge/clue-judge-service.js';
import { refusalText } from './discord/answers.js';
import { boardFor } from './discord/board-message.js';
import { duetClueForm } from './discord/clue-form.js';
import { DUET_GAME, duetCatalog } from './discord/custom-ids.js';
import { duetDefaultsText } from './discord/defaults-command.js';
import { onGameOver } from './discord/game-over.js';
import { onBoardButton, onBoardModal } from './discord/interactions.js';
import type { DuetDocument, TableSetup } from './document.js';
import { type DuetMove, type Side, scoreOf } from './engine/index.js';
import { tDuet } from './i18n/index.js';
import { duetRules } from './rules.js';

/** Codenames Duet as the platform runs it: rules, the board as its table, and its presses. */
export const duetGame: GameModule<DuetDocument, DuetMove, Side, TableSetup> = {
  id: DUET_GAME,
  name: (language) => tDuet(language, 'game.name'),
  summary: (language) => tDuet(language, 'help.summary'),
  rules: duetRules,
  table: stagedTable(boardFor),
  refusalText,
  async prepare(languages) {
    const failed = await clueJudge().preload(languages);
    if (failed.length > 0) throw new Error(`no clue dictionaries for ${failed.join(', ')}`);
  },
  historyOf(document) {
    if (document.stage !== 'game') return null;
    const players = [...document.players.A, ...document.players.B];
    const score = scoreOf(document.engine)?.total;
    return {
      guildId: document.guildId,
      players,
      winners: document.engine.phase.kind === 'won' ? players : [],
      ...(score === undefined ? {} : { score }),
    };
  },
  waitingOn: (document) =>
    document.stage === 'game'
      ? {
          guildId: document.guildId,
          language: document.language,
          users: duetRules.activeSeats(document).flatMap((side) => document.players[side]),
        }
      : null,
  describeDefaults: duetDefaultsText,
  onGameOver,
  pressAnswers: duetCatalog.pressAnswers,
  onButton: onBoardButton,
  onModal: onBoardModal,
  channelCommands: {
    // `/clue word count`: the clue goes on the board, and the guesser is pinged in the channel.
    clue: (interaction, gameId, runtime) => giveClueFromCommand(duetClueForm, interaction, gameId, runtime),
  },
};
