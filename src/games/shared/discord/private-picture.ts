import {
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  MessageFlags,
  type RepliableInteraction,
} from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import { editByToken, pictureEdit } from '../../../platform/discord/token-edit.js';

/**
 * A private answer whose words go out at once and whose picture follows by an edit when drawn
 * (a key card, a hand of cards): the 3-second deadline never waits for a render. The controls
 * (`components`) come with the words and stay when the picture arrives.
 */
export async function answerWithPicture(
  interaction: RepliableInteraction,
  context: BotContext,
  content: string,
  picture: { name: string; draw(): Promise<Buffer> },
  components: APIActionRowComponent<APIComponentInMessageActionRow>[] = [],
): Promise<void> {
  await interaction.reply({
    content,
    components,
    flags: MessageFlags.Ephemeral,
    allowedMentions: { parse: [] },
  });
  try {
    const drawn = await picture.draw();
    await editByToken(context, interaction, '@original')(pictureEdit(picture.name, drawn, null));
  } catch (error) {
    context.log.warn({ err: String(error) }, 'private picture skipped');
  }
}
