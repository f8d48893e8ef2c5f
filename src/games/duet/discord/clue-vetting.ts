import type { ChatInputCommandInteraction, ModalSubmitInteraction } from 'discord.js';
import { replyEphemeral } from '../../../platform/discord/replies.js';
import { languageOfLocale } from '../../../platform/i18n/languages.js';
import { judgeDuetClue } from '../clue-judging.js';
import { refusalText } from './answers.js';
import type { LoadedGame } from './duet-runtime.js';

/**
 * A clue about to be given, from the modal or `/clue`: when the judge refuses it, the giver hears
 * why, privately and in their language, and true is returned; nothing public changes.
 */
export async function refuseIllegalClue(
  interaction: ModalSubmitInteraction | ChatInputCommandInteraction,
  game: LoadedGame | null,
  clue: { word: string; number: number },
): Promise<boolean> {
  if (!game) return false;
  const refusal = await judgeDuetClue(game.state, interaction.user.id, clue);
  if (!refusal) return false;
  await replyEphemeral(interaction, refusalText(languageOfLocale(interaction.locale), refusal));
  return true;
}
