import {
  ButtonStyle,
  Client,
  ComponentType,
  Events,
  GatewayIntentBits,
  type MessageComponentInteraction,
  MessageFlags,
  Routes,
} from 'discord.js';
import { z } from 'zod';
import { slimPressedMessage } from '../src/platform/discord/pressed-message.js';

/**
 * The floor: a discord.js bot that does nothing but answer. `/ping` posts its message; a press is
 * answered with a fixed type-7 update. What discord.js and the transport cost, with no game.
 *
 * Without `FLOOR_ANSWER` the message is one button. With it (the `data` of one of the bot's own
 * type-7 answers, as JSON), `/ping` posts that board and every press is answered with it again:
 * the same presses as a game's, carrying the same message, answered with the same bytes.
 * `FLOOR_TUNED=1` carries them as the bot does: the pressed message's components are dropped
 * before discord.js builds objects from them, and the answer goes out as bytes serialized once.
 */
const client = new Client({
  intents: [GatewayIntentBits.Guilds],
  rest: { api: process.env.DISCORD_API_URL },
});
const oneButton = [
  {
    type: ComponentType.ActionRow,
    components: [
      { type: ComponentType.Button, custom_id: 'floor', label: 'press', style: ButtonStyle.Primary },
    ],
  },
] as const;

const board = z
  .object({ components: z.array(z.record(z.string(), z.unknown())) })
  .optional()
  .parse(process.env.FLOOR_ANSWER ? JSON.parse(process.env.FLOOR_ANSWER) : undefined);
const tuned = process.env.FLOOR_TUNED === '1';
/** A 1×1 PNG: the board's picture, which its components show by attachment name. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC',
  'base64',
);
const answerBytes = Buffer.from(
  JSON.stringify({ type: 7, data: { components: board?.components, allowed_mentions: { parse: [] } } }),
);

function answerTuned(interaction: MessageComponentInteraction) {
  return client.rest.post(Routes.interactionCallback(interaction.id, interaction.token), {
    body: answerBytes,
    passThroughBody: true,
    headers: { 'Content-Type': 'application/json' },
    auth: false,
  });
}

if (tuned) {
  client.on(Events.Raw, (packet: { t?: string; d?: { type?: unknown; message?: unknown } }) => {
    if (packet.t === 'INTERACTION_CREATE' && packet.d) slimPressedMessage(packet.d);
  });
}
client.on(Events.InteractionCreate, (interaction) => {
  if (!board) {
    if (interaction.isChatInputCommand()) void interaction.reply({ content: 'floor', components: oneButton });
    if (interaction.isButton()) void interaction.update({ content: 'pressed', components: oneButton });
    return;
  }
  const answer = { components: board.components, allowedMentions: { parse: [] } } as never;
  if (interaction.isChatInputCommand()) {
    void interaction.reply({
      ...(answer as object),
      flags: MessageFlags.IsComponentsV2,
      files: [{ attachment: PICTURE, name: 'board.png' }],
    });
  }
  if (interaction.isButton()) void (tuned ? answerTuned(interaction) : interaction.update(answer));
});
client.once(Events.ClientReady, () => console.log('"bot ready"'));
await client.login('floor-token');
