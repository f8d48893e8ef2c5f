import { ButtonStyle, MessageFlags, type ModalSubmitInteraction } from 'discord.js';
import type { BotServices } from '../../../platform/discord/bot-services.js';
import { button, buttonRow } from '../../../platform/discord/buttons.js';
import { type ClueDraft, clueDraftSchema } from './clue-modal.js';

/** Long enough to read why and fix it; a draft is no secret, but it need not outlive the moment. */
const DRAFT_SECONDS = 15 * 60;

/** Where a game keeps its clue drafts, and the button and words of its offer to fix one. */
export interface DraftPlace {
  collection: string;
  gameId: string;
  fixButtonId: string;
  texts: { kept: string; fix: string };
}

/**
 * A clue form Discord closed with a clue the bot cannot take: Discord cannot answer a form with
 * another form, so the giver hears why, privately, with a button that opens the form again,
 * filled in with what they typed (kept for a while under their name and this game).
 */
export async function offerToFixClue(
  interaction: ModalSubmitInteraction,
  context: BotServices,
  place: DraftPlace,
  draft: ClueDraft,
  problem: string,
): Promise<void> {
  await context.documents.keep(place.collection, place.gameId, interaction.user.id, draft, DRAFT_SECONDS);
  await interaction.reply({
    content: `${problem}\n${place.texts.kept}`,
    components: [buttonRow(button(place.fixButtonId, place.texts.fix, ButtonStyle.Primary, { emoji: '✏️' }))],
    flags: MessageFlags.Ephemeral,
    allowedMentions: { parse: [] },
  });
}

/** What this player last typed into this game's clue form and could not give; null once it expired. */
export async function clueDraft(
  context: BotServices,
  collection: string,
  gameId: string,
  userId: string,
): Promise<ClueDraft | null> {
  const draft = clueDraftSchema.safeParse(await context.documents.kept(collection, gameId, userId));
  return draft.success ? draft.data : null;
}

/**
 * A clue form opened by Fix the clue: submitted from the bot's private answer (an ephemeral
 * message), by a player who has a draft kept for this game. Anything else claiming to be one (a
 * form with no message, or from a public message) is not.
 */
export async function fromFixClueAnswer(
  interaction: ModalSubmitInteraction,
  context: BotServices,
  collection: string,
  gameId: string,
): Promise<boolean> {
  const message = interaction.message;
  if (!message?.flags.has(MessageFlags.Ephemeral)) return false;
  return (await clueDraft(context, collection, gameId, interaction.user.id)) !== null;
}
