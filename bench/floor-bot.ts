import { ButtonStyle, Client, ComponentType, Events, GatewayIntentBits } from 'discord.js';

/**
 * The floor: a discord.js bot that does nothing but answer. `/ping` posts one button; a press
 * is answered with a fixed type-7 update. What discord.js and the transport cost, with no game.
 */
const client = new Client({
  intents: [GatewayIntentBits.Guilds],
  rest: { api: process.env.DISCORD_API_URL },
});
const button = {
  type: ComponentType.ActionRow,
  components: [
    { type: ComponentType.Button, custom_id: 'floor', label: 'press', style: ButtonStyle.Primary },
  ],
} as const;

client.on(Events.InteractionCreate, (interaction) => {
  if (interaction.isChatInputCommand()) void interaction.reply({ content: 'floor', components: [button] });
  if (interaction.isButton()) void interaction.update({ content: 'pressed', components: [button] });
});
client.once(Events.ClientReady, () => console.log('"bot ready"'));
await client.login('floor-token');
