import { ButtonStyle, Client, ComponentType, Events, GatewayIntentBits, MessageFlags } from 'discord.js';
import { z } from 'zod';

/**
 * The floor: a discord.js bot that does nothing but answer. `/ping` posts its message; a press is
 * answered with a fixed type-7 update. What discord.js and the transport cost, with no game.
 *
 * Without `FLOOR_ANSWER` the message is one button. With it (the `data` of one of the bot's own
 * type-7 answers, as JSON), `/ping` posts that board and every press is answered with it again:
 * the same presses as a game's, carrying the same message, answered with the same bytes.
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
  .object({ components: z.array(z.record(z.string(), z.unknown())), allowed_mentions: z.unknown() })
  .optional()
  .parse(process.env.FLOOR_ANSWER ? JSON.parse(process.env.FLOOR_ANSWER) : undefined);
/** A 1×1 PNG: the board's picture, which its components show by attachment name. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC',
  'base64',
);

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
  if (interaction.isButton()) void interaction.update(answer);
});
client.once(Events.ClientReady, () => console.log('"bot ready"'));
await client.login('floor-token');
