import {
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  Message,
  MessageFlags,
  type RepliableInteraction,
} from 'discord.js';
import type { BotServices } from '../discord/bot-services.js';
import { editByToken, pictureEdit } from '../discord/token-edit.js';

/**
 * A private answer whose words go out at once and whose picture follows by an edit when drawn
 * (a key card, a hand of cards): the 3-second deadline never waits for a render. The controls
 * (`components`) come with the words and stay when the picture arrives, on the private message
 * actually sent: never on whatever else `@original` may name.
 */
export async function answerWithPicture(
  interaction: RepliableInteraction,
  context: BotServices,
  content: string,
  picture: { name: string; draw(): Promise<Buffer> },
  components: APIActionRowComponent<APIComponentInMessageActionRow>[] = [],
): Promise<void> {
  const answered: unknown = await interaction.reply({
    content,
    components,
    flags: MessageFlags.Ephemeral,
    allowedMentions: { parse: [] },
  });
  // Answered at once, `@original` is this private reply (and the reply can go out in an HTTP
  // interaction's response). Answered after the deadline guard deferred, `@original` may be the
  // public board: the guard hands back the private message it sent, which the picture edits.
  const sent = answered instanceof Message ? answered : null;
  try {
    if (sent && !sent.flags.has(MessageFlags.Ephemeral))
      throw new Error('the private answer went out public');
    const drawn = await picture.draw();
    await editByToken(context, interaction, sent?.id ?? '@original')(pictureEdit(picture.name, drawn, null));
  } catch (error) {
    context.log.warn({ err: String(error) }, 'private picture skipped');
  }
}
