import type {
  InteractionCallback,
  LocalChannel,
  LocalGuild,
  LocalInteraction,
  LocalMessage,
} from './types.js';

export type ChannelChange = 'created' | 'updated' | 'members';

/**
 * What changed in the local Discord, for UIs and tests. Ephemeral messages are included:
 * check `message.visibleTo` before showing one to a user.
 */
export interface LocalDiscordEvents {
  guild: [guild: LocalGuild];
  /** The bot left the guild or was removed from it: the guild is gone from its world. */
  guildLeft: [guild: LocalGuild];
  message: [message: LocalMessage];
  messageUpdate: [message: LocalMessage];
  messageDelete: [message: LocalMessage];
  /** A channel or thread was created, changed (name, archive state, permissions) or its thread members changed. */
  channel: [channel: LocalChannel, change: ChannelChange];
  /** A simulated user's interaction was dispatched to the bot. */
  interaction: [interaction: LocalInteraction];
  /** The bot answered an interaction's callback. */
  interactionResponse: [interaction: LocalInteraction, callback: InteractionCallback];
  /** An interaction delivered to the Interactions Endpoint URL failed (a bad reply, or none in time). */
  interactionFailed: [interaction: LocalInteraction, reason: string];
}
