import type { RESTOptions } from '@discordjs/rest';
import type { Client } from 'discord.js';
import type { HttpRoute } from '../http/http-server.js';
import type { Logger } from '../log.js';
import {
  connectWithoutGateway,
  type InteractionDispatcher,
  interactionDispatcher,
} from './gatewayless-client.js';
import { HttpAnswers } from './http-answers.js';
import { interactionsRoute } from './interactions-route.js';
import { signatureCheck } from './signature.js';

export interface HttpInteractions {
  /** Given to every REST client of the bot: callbacks become replies, follow-ups wait for them. */
  rest: Pick<RESTOptions, 'makeRequest'>;
  /** Readies the client by REST (no gateway); the route then takes interactions. */
  connect(client: Client, token: string, guildId?: string): Promise<void>;
  /** POST /interactions, for the bot's HTTP server. */
  route: HttpRoute;
  stop(): void;
}

/** INTERACTIONS=http: interactions arrive as signed POSTs and are answered in the reply. */
export function httpInteractions(options: { publicKey: string; log: Logger }): HttpInteractions {
  const answers = new HttpAnswers();
  let dispatcher: InteractionDispatcher | null = null;
  const route = interactionsRoute({
    check: signatureCheck(options.publicKey),
    answers,
    log: options.log,
    dispatch(payload) {
      if (!dispatcher) throw new Error('interaction received before the client was ready');
      dispatcher.dispatch(payload);
    },
  });
  return {
    rest: { makeRequest: answers.makeRequest },
    async connect(client, token, guildId) {
      await connectWithoutGateway(client, token, guildId);
      dispatcher = interactionDispatcher(client, guildId);
    },
    route,
    stop: () => dispatcher?.stop(),
  };
}
