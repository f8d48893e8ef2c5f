import { MessageFlags, type RepliableInteraction } from 'discord.js';

/** A short message only the presser sees; works whether or not the interaction was answered yet. */
export async function replyEphemeral(interaction: RepliableInteraction, content: string): Promise<void> {
  const message = { content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } } as const;
  if (interaction.replied || interaction.deferred) {
    await interaction.followUp(message);
  } else {
    await interaction.reply(message);
  }
}
