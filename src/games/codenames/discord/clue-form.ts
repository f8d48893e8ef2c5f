import { messageLink } from 'discord.js';
import type { Language } from '../../../platform/i18n/languages.js';
import type { Loaded } from '../../../platform/session/session-service.js';
import type { ClueFormGame } from '../../shared/clue/clue-form-flow.js';
import { judgedRefusal } from '../../shared/clue/judged-refusal.js';
import { type CodenamesDocument, type CodenamesGame, codenamesStaged } from '../document.js';
import { type CodenamesMove, MAX_CLUE_NUMBER, teamToAct, visibleWords } from '../engine/index.js';
import { isCodenamesMessageKey, tCodenames } from '../i18n/index.js';
import { codenamesRules } from '../rules.js';
import { answerPrivately, refusalText } from './answers.js';
import { teamEmoji } from './board-text.js';

/**
 * The public line a clue leaves at the bottom of the channel, where the board may be far above:
 * the team's clue, its operatives pinged (an edited board pings nobody), and a link up to the board.
 */
function clueAnnouncement(game: Loaded<CodenamesGame>) {
  const { engine, roster, language, boardMessageId, channelId, guildId } = game.state;
  const { phase } = engine;
  const clue = engine.clues.at(-1);
  if (phase.kind !== 'guessing' || !clue) return null;
  const operatives = roster[phase.team].operatives;
  const announce = tCodenames(language, 'clue.announce', {
    team: `${teamEmoji[phase.team]} ${tCodenames(language, phase.team === 'red' ? 'team.red' : 'team.blue')}`,
    word: clue.word,
    number: clue.number,
    operatives: operatives.map((id) => `<@${id}>`).join(' '),
  });
  const link = boardMessageId
    ? ` ${tCodenames(language, 'clue.toBoard', { link: messageLink(channelId, boardMessageId, guildId) })}`
    : '';
  return { content: `${announce}${link}`, allowedMentions: { users: operatives } };
}

/**
 * Why a clue about to be given is not legal, judged in the game's language, in the giver's words;
 * null when it is (or when the rules would refuse it anyway: their own refusal comes first).
 */
async function illegalClueText(
  game: Loaded<CodenamesGame> | null,
  userId: string,
  clue: { word: string; number: number },
  language: Language,
): Promise<string | null> {
  if (!game) return null;
  const seat = codenamesRules.seatOf(game.state, userId);
  const move = { type: 'giveClue', ...clue } as const;
  if (!seat || !codenamesRules.play(game.state, seat, move, { userId, now: 0 }).ok) return null;
  const refusal = await judgedRefusal({
    language: game.state.language,
    clue: clue.word,
    visibleWords: visibleWords(game.state.engine),
    multiWordNames: false,
  });
  return refusal ? refusalText(language, refusal) : null;
}

/** Classic Codenames' clues, by the shared form and `/clue`: the active team's spymaster gives them. */
export const codenamesClueForm: ClueFormGame<CodenamesDocument, CodenamesGame, CodenamesMove> = {
  staged: codenamesStaged,
  clueMove: (clue) => ({ type: 'giveClue', ...clue }),
  announcement: clueAnnouncement,
  drafts: 'codenames-clue-drafts',
  maxNumber: MAX_CLUE_NUMBER,
  text: (language, key) => tCodenames(language, isCodenamesMessageKey(key) ? key : 'rule.not-started'),
  async refuseClueTurn(interaction, game) {
    const { engine } = game;
    const seat = codenamesRules.seatOf(game, interaction.user.id);
    if (engine.phase.kind === 'awaiting-clue' && seat === `${teamToAct(engine)}-spymaster`) return false;
    await answerPrivately(interaction, 'error.notYourClueTurn');
    return true;
  },
  illegalClueText,
};
