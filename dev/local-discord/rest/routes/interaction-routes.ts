import { discordErrors } from '../../model/discord-error.js';
import {
  answerInteraction,
  callbackResponse,
  sendFollowUp,
  webhookMessage,
} from '../../model/interaction-responses.js';
import { readMessageInput } from '../../model/message-input.js';
import type { LocalInteraction } from '../../model/types.js';
import { noContent, ok, type RouteRequest, type Router } from '../router.js';
import type { RouteDeps } from './route-deps.js';

/** Interaction callbacks and the interaction webhook: follow-ups and `@original` / follow-up messages. */
export function addInteractionRoutes(router: Router, { model }: RouteDeps): void {
  const withoutToken = { needsBotToken: false };

  router.add(
    'POST',
    '/interactions/:interactionId/:token/callback',
    ({ param, query, body, files, arrival }) => {
      const interaction = model.interactions.get(param('interactionId'));
      if (!interaction || interaction.token !== param('token')) throw discordErrors.unknownInteraction();
      const message = answerInteraction(model, interaction, body, files, arrival);
      return query.get('with_response') === 'true' ? ok(callbackResponse(interaction, message)) : noContent();
    },
    withoutToken,
  );

  const interactionOf = (request: RouteRequest): LocalInteraction => {
    if (request.param('applicationId') !== model.applicationId) throw discordErrors.unknownWebhook();
    const interaction = model.interactions.withToken(request.param('token'));
    if (!interaction) throw discordErrors.invalidWebhookToken();
    return interaction;
  };
  const messageOf = (request: RouteRequest) =>
    webhookMessage(model, interactionOf(request), request.param('messageId'));

  router.add(
    'POST',
    '/webhooks/:applicationId/:token',
    (request) => {
      const message = sendFollowUp(model, interactionOf(request), request.body, request.files);
      return request.query.get('wait') === 'true' ? ok(message.api) : noContent();
    },
    withoutToken,
  );
  const messageRoute = '/webhooks/:applicationId/:token/messages/:messageId';
  router.add('GET', messageRoute, (request) => ok(messageOf(request).api), withoutToken);
  router.add(
    'PATCH',
    messageRoute,
    (request) => {
      const interaction = interactionOf(request);
      const message = webhookMessage(model, interaction, request.param('messageId'));
      const failure = model.takeEditFailure(message);
      if (failure) throw failure;
      const edited = model.editMessage(message.id, readMessageInput(request.body), request.files);
      if (message.id === interaction.originalMessageId) interaction.originalEdited = true;
      return ok(edited.api);
    },
    withoutToken,
  );
  router.add(
    'DELETE',
    messageRoute,
    (request) => {
      const message = messageOf(request);
      model.requireChangeable(message);
      model.deleteMessage(message.id);
      return noContent();
    },
    withoutToken,
  );
}
