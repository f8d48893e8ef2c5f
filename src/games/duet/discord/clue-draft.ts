import { ButtonStyle, MessageFlags, type ModalSubmitInteraction } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import { languageOfLocale } from '../../../platform/i18n/languages.js';
import { button, buttonRow } from '../../shared/discord/buttons.js';
import { tDuet } from '../i18n/index.js';
import { type ClueDraft, clueDraftSchema } from './clue-modal.js';
import { duetCustomId } from './custom-ids.js';

const DRAFTS = 'duet-clue-drafts';
/** Long enough to read why and fix it; a draft is no secret, but it need not outlive the moment. */
const DRAFT_SECONDS = 15 * 60;

/**
 * A clue form Discord closed with a clue the bot cannot take: Discord cannot answer a form with
 * another form, so the giver hears why, privately, with a button that opens the form again,
 * filled in with what they typed (kept for a while under their name and this game).
 */
export async function offerToFixClue(
  interaction: ModalSubmitInteraction,
  context: BotContext,
  id: CustomId,
  draft: ClueDraft,
  problem: string,
): Promise<void> {
  await context.documents.keep(DRAFTS, id.gameId, interaction.user.id, draft, DRAFT_SECONDS);
  const language = languageOfLocale(interaction.locale);
  await interaction.reply({
    content: `${problem}\n${tDuet(language, 'clue.draftKept')}`,
    components: [
      buttonRow(
        button(
          duetCustomId(id.gameId, id.version, 'fix-clue'),
          tDuet(language, 'clue.fix'),
          ButtonStyle.Primary,
          {
            emoji: '✏️',
          },
        ),
      ),
    ],
    flags: MessageFlags.Ephemeral,
    allowedMentions: { parse: [] },
  });
}

/** What this player last typed into this game's clue form and could not give; null once it expired. */
export async function clueDraft(
  context: BotContext,
  gameId: string,
  userId: string,
): Promise<ClueDraft | null> {
  const draft = clueDraftSchema.safeParse(await context.documents.kept(DRAFTS, gameId, userId));
  return draft.success ? draft.data : null;
}
