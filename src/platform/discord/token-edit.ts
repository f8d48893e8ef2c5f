import { type APIMessageTopLevelComponent, type RepliableInteraction, Routes } from 'discord.js';
import type { BotContext } from './bot-context.js';
import { type MultipartBody, multipartBody } from './multipart.js';

/** Components kept as JSON bytes until their edit goes out: outside V8's heap while a picture is drawn. */
export function componentsJson(components: APIMessageTopLevelComponent[]): Buffer {
  return Buffer.from(JSON.stringify(components));
}

/**
 * An edit bringing a picture to a message: the picture as its only attachment, and the components
 * too when they must change to show it (null keeps them).
 */
export function pictureEdit(name: string, png: Buffer, components: Buffer | null): MultipartBody {
  const fields = JSON.stringify({
    attachments: [{ id: 0, filename: name }],
    allowed_mentions: { parse: [] },
  });
  const payload = components
    ? Buffer.concat([Buffer.from(`${fields.slice(0, -1)},"components":`), components, Buffer.from('}')])
    : Buffer.from(fields);
  return multipartBody(payload, [{ name, data: png, contentType: 'image/png' }]);
}

/**
 * Edits a message this interaction answered (`@original`) or followed up, with the interaction's
 * token: no bot-edit limits on old messages, and outside the global rate limit.
 */
export function editByToken(
  context: Pick<BotContext, 'interactionRest'>,
  interaction: Pick<RepliableInteraction, 'applicationId' | 'token'>,
  messageId: string,
) {
  const route = Routes.webhookMessage(interaction.applicationId, interaction.token, messageId);
  return ({ body, contentType }: MultipartBody) =>
    context.interactionRest.patch(route, {
      body,
      passThroughBody: true,
      headers: { 'Content-Type': contentType },
      auth: false,
    });
}
