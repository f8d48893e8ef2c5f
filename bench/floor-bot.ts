import {
  type APIMessageTopLevelComponent,
  ButtonStyle,
  Client,
  ComponentType,
  Events,
  GatewayIntentBits,
  MessageFlags,
} from 'discord.js';
import { z } from 'zod';
import { PresetPayload, sendPresetUpdate } from '../src/platform/discord/preset-payload.js';
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

/** The board to answer with, as the bot's own answer carried it (validated as far as the floor reads it). */
const board = z
  .object({ components: z.array(z.record(z.string(), z.unknown())) })
  .optional()
  .parse(process.env.FLOOR_ANSWER ? JSON.parse(process.env.FLOOR_ANSWER) : undefined);
const components = (board?.components ?? []) as unknown as APIMessageTopLevelComponent[];
const tuned = process.env.FLOOR_TUNED === '1';
/** A 1×1 PNG: the board's picture, which its components show by attachment name. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC',
  'base64',
);
/** The tuned floor's answer, serialized at its first press and sent as those bytes ever after. */
let preset: PresetPayload | null = null;

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
  if (interaction.isChatInputCommand()) {
    void interaction.reply({
      components,
      allowedMentions: { parse: [] },
      flags: MessageFlags.IsComponentsV2,
      files: [{ attachment: PICTURE, name: 'board.png' }],
    });
  }
  if (!interaction.isButton()) return;
  if (!tuned) {
    void interaction.update({ components, allowedMentions: { parse: [] } });
    return;
  }
  preset ??= new PresetPayload(interaction, components);
  void sendPresetUpdate(interaction, preset);
});
client.once(Events.ClientReady, () => console.log('"bot ready"'));
await client.login('floor-token');
