import { type APIMessageTopLevelComponent, type RepliableInteraction, Routes } from 'discord.js';
import type { BotServices } from './bot-services.js';
import { wasDeferredPrivately } from './deadline-guard.js';
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
  context: Pick<BotServices, 'interactionRest'>,
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

/**
 * Edits the message a press was made on. Through the interaction's token (`@original`) when that
 * is the pressed message (answered by an update, or deferred keeping it); by the bot's own REST
 * when the deadline guard deferred the press privately, since `@original` then is the presser's
 * private "thinking" message. Decided when the edit is made, so a deferral meanwhile counts.
 */
export function pressedMessageEdit(
  context: Pick<BotServices, 'interactionRest' | 'client'>,
  interaction: Pick<RepliableInteraction, 'applicationId' | 'token' | 'channelId'>,
  messageId: string,
) {
  const byToken = editByToken(context, interaction, '@original');
  return (request: MultipartBody) => {
    if (!wasDeferredPrivately(interaction)) return byToken(request);
    const route = Routes.channelMessage(interaction.channelId ?? '', messageId);
    return context.client.rest.patch(route, {
      body: request.body,
      passThroughBody: true,
      headers: { 'Content-Type': request.contentType },
    });
  };
}
