import { once } from 'node:events';
import { Client, Events, GatewayIntentBits, type Interaction } from 'discord.js';
import { type LocalDiscord, type SeededWorld, startLocalDiscord } from '../../dev/local-discord/index.js';

export type InteractionHandler = (interaction: Interaction) => Promise<void>;

/** A real discord.js Client logged in to a local Discord; each test sets what it does with interactions. */
export interface TestBot {
  client: Client<true>;
  handle(handler: InteractionHandler): void;
  /** Errors the handler threw, so a test can assert none slipped by. */
  errors: unknown[];
}

export interface TestWorld {
  local: LocalDiscord;
  world: SeededWorld;
}

export async function startTestWorld(): Promise<TestWorld> {
  const local = await startLocalDiscord();
  return { local, world: local.seedDefault() };
}

export async function startTestBot(local: LocalDiscord): Promise<TestBot> {
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: local.restBaseUrl } });
  let handler: InteractionHandler = async () => {};
  const errors: unknown[] = [];
  client.on(Events.InteractionCreate, (interaction) => {
    handler(interaction).catch((error: unknown) => errors.push(error));
  });
  const ready = once(client, Events.ClientReady);
  await client.login('local-test-token');
  await ready;
  return {
    client: client as Client<true>,
    handle: (next) => {
      handler = next;
    },
    errors,
  };
}
