import type { ChatInputCommandInteraction, ModalSubmitInteraction } from 'discord.js';
import { replyEphemeral } from '../../../platform/discord/replies.js';
import { languageOfLocale } from '../../../platform/i18n/languages.js';
import { judgedRefusal } from '../../shared/clue/judged-refusal.js';
import { visibleWords } from '../engine/index.js';
import { codenamesRules } from '../rules.js';
import { refusalText } from './answers.js';
import type { LoadedGame } from './runtime.js';

/**
 * A clue about to be given: judged in the game's language only when the rules would accept it
 * from this user now; a refusal is told privately and true returned, nothing public changes.
 */
export async function refuseIllegalClue(
  interaction: ModalSubmitInteraction | ChatInputCommandInteraction,
  game: LoadedGame | null,
  clue: { word: string; number: number },
): Promise<boolean> {
  if (!game) return false;
  const seat = codenamesRules.seatOf(game.state, interaction.user.id);
  const move = { type: 'giveClue', ...clue } as const;
  if (!seat || !codenamesRules.play(game.state, seat, move, { userId: interaction.user.id, now: 0 }).ok)
    return false;
  const refusal = await judgedRefusal({
    language: game.state.language,
    clue: clue.word,
    visibleWords: visibleWords(game.state.engine),
    multiWordNames: false,
  });
  if (!refusal) return false;
  await replyEphemeral(interaction, refusalText(languageOfLocale(interaction.locale), refusal));
  return true;
}
