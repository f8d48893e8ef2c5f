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
 * (`components`) come with the words and stay when the picture arrives. The picture edits the
 * private message actually sent, by its id: after a deferral `@original` may be the public board.
 */
export async function answerWithPicture(
  interaction: RepliableInteraction,
  context: BotContext,
  content: string,
  picture: { name: string; draw(): Promise<Buffer> },
  components: APIActionRowComponent<APIComponentInMessageActionRow>[] = [],
): Promise<void> {
  const response = await interaction.reply({
    content,
    components,
    flags: MessageFlags.Ephemeral,
    allowedMentions: { parse: [] },
    withResponse: true,
  });
  const sent = response.resource?.message;
  try {
    if (!sent?.flags.has(MessageFlags.Ephemeral))
      throw new Error('the private answer is not a private message');
    const drawn = await picture.draw();
    await editByToken(context, interaction, sent.id)(pictureEdit(picture.name, drawn, null));
  } catch (error) {
    context.log.warn({ err: String(error) }, 'private picture skipped');
  }
}
