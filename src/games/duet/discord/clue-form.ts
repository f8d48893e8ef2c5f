import { messageLink } from 'discord.js';
import type { Language } from '../../../platform/i18n/languages.js';
import type { ClueFormProblem } from '../../shared/clue/clue-form.js';
import type { Clue, ClueFormGame } from '../../shared/clue/clue-form-flow.js';
import { judgeDuetClue } from '../clue-judging.js';
import {
  type DuetDocument,
  type DuetSession,
  duetGames,
  emptySide,
  type LoadedGame,
  sideOf,
} from '../document.js';
import { type DuetMove, MAX_CLUE_NUMBER } from '../engine/index.js';
import { isDuetMessageKey, tDuet } from '../i18n/index.js';
import { duetRules } from '../rules.js';
import { answerPrivately, refusalText } from './answers.js';
import { mentionSide } from './render-context.js';

/**
 * The public line a clue leaves at the bottom of the channel, where the board may be far above:
 * who gave what, who guesses now (pinged: an edited board pings nobody), and a link up to the board.
 */
function clueAnnouncement(game: LoadedGame) {
  const session = game.state;
  const { phase } = session.engine;
  const clue = session.engine.clues.at(-1);
  if (phase.kind !== 'guessing' || !clue) return null;
  const players = { players: session.players };
  const announce = tDuet(session.language, 'clue.announce', {
    giver: mentionSide(players, phase.clueGiver),
    word: clue.word,
    number: clue.number,
    guesser: mentionSide(players, phase.guesser),
  });
  const board = session.boardMessageId
    ? tDuet(session.language, 'clue.toBoard', {
        link: messageLink(session.channelId, session.boardMessageId, session.guildId),
      })
    : null;
  return {
    content: board ? `${announce} ${board}` : announce,
    allowedMentions: { users: session.players[phase.guesser] },
  };
}

/** The rules' refusals that are about what was typed, not about whose turn it is. */
const typingProblems: ReadonlySet<string> = new Set<ClueFormProblem['code']>([
  'clue-empty',
  'clue-not-one-word',
  'clue-too-long',
  'clue-number-invalid',
  'clue-matches-visible-word',
]);

/**
 * A clue about to be given, from the form or `/clue`: why its words cannot go on the board (the
 * rules' own checks of its form, then the judge's), in the giver's language, or null when they
 * can (or there is no game to check them on). Whose turn it is stays the move's to answer.
 */
async function illegalClueText(
  game: LoadedGame | null,
  userId: string,
  clue: Clue,
  language: Language,
): Promise<string | null> {
  if (!game) return null;
  const side = sideOf(game.state, userId);
  const played = side && duetRules.play(game.state, side, { type: 'giveClue', ...clue }, { userId, now: 0 });
  if (played && !played.ok && typingProblems.has(played.refusal.code))
    return refusalText(language, played.refusal);
  const refusal = await judgeDuetClue(game.state, userId, clue);
  return refusal ? refusalText(language, refusal) : null;
}

/** Duet's clues, by the shared form and `/clue`: Duet's turn rules and messages. */
export const duetClueForm: ClueFormGame<DuetDocument, DuetSession, DuetMove> = {
  staged: duetGames,
  clueMove: (clue) => ({ type: 'giveClue', ...clue }),
  announcement: clueAnnouncement,
  drafts: 'duet-clue-drafts',
  maxNumber: MAX_CLUE_NUMBER,
  text: (language, key) => tDuet(language, isDuetMessageKey(key) ? key : 'rule.not-started'),
  async refuseClueTurn(interaction, game) {
    const side = sideOf(game, interaction.user.id);
    const empty = emptySide(game);
    if (empty) {
      await answerPrivately(interaction, 'error.paused', { side: empty });
      return true;
    }
    const { phase } = game.engine;
    if (phase.kind !== 'awaiting-clue' || (phase.clueGiver !== null && phase.clueGiver !== side)) {
      await answerPrivately(interaction, 'error.notYourClueTurn');
      return true;
    }
    return false;
  },
  illegalClueText,
};
