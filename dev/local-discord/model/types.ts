import type { APIMessage, ChannelType, InteractionResponseType, InteractionType } from 'discord.js';

export type JsonObject = Record<string, unknown>;

export interface LocalUser {
  readonly id: string;
  username: string;
  globalName: string | null;
  /** The Discord client language of this user, sent as an interaction's `locale`. */
  locale: string;
  readonly bot: boolean;
}

export interface LocalGuild {
  readonly id: string;
  name: string;
  ownerId: string;
  preferredLocale: string;
  /** Permissions of the @everyone role (the only role of a local guild). */
  everyonePermissions: bigint;
  /** Test knob: permissions a member lacks although @everyone has them (as a role set up so would). */
  readonly memberDeniedPermissions: Map<string, bigint>;
  /** Member user id → ISO join time. */
  readonly members: Map<string, string>;
  /** Channel and thread ids in creation order. */
  readonly channelIds: Set<string>;
}

export type LocalChannelType = ChannelType.GuildText | ChannelType.PublicThread | ChannelType.PrivateThread;

export interface LocalThreadState {
  ownerId: string;
  archived: boolean;
  locked: boolean;
  invitable: boolean;
  autoArchiveDuration: number;
  archiveTimestamp: string;
  readonly createTimestamp: string;
  /** Member user id → ISO join time. */
  readonly members: Map<string, string>;
}

export interface LocalChannel {
  readonly id: string;
  readonly guildId: string;
  readonly type: LocalChannelType;
  name: string;
  position: number;
  topic: string | null;
  /** The text channel a thread belongs to; null for text channels. */
  readonly parentId: string | null;
  /** Permissions withheld from the bot here (a member overwrite; threads use their parent's). */
  botDeniedPermissions: bigint;
  readonly thread: LocalThreadState | null;
  /** In creation order. */
  readonly messages: Map<string, LocalMessage>;
  lastMessageId: string | null;
  totalMessageSent: number;
}

export interface LocalMessage {
  readonly id: string;
  readonly channelId: string;
  readonly guildId: string;
  /** The one user who sees this message (ephemeral interaction responses); null when public. */
  readonly visibleTo: string | null;
  /** The interaction this message answers, if any (its reply or a follow-up). */
  readonly interactionId: string | null;
  /** The message as Discord's REST API returns it; replaced (never mutated) on every edit. */
  api: APIMessage;
}

export interface InteractionCallback {
  type: InteractionResponseType;
  /** The callback's `data` as the bot sent it. */
  data: JsonObject | undefined;
}

export interface LocalInteraction {
  readonly id: string;
  readonly token: string;
  readonly type: InteractionType;
  readonly userId: string;
  readonly channelId: string;
  readonly guildId: string;
  /** The `d` of the INTERACTION_CREATE dispatch. */
  readonly payload: JsonObject;
  /** `performance.now()` at dispatch. */
  readonly dispatchedAt: number;
  /** Epoch ms at dispatch, for the 3 s and 15 min deadlines. */
  readonly createdAtMs: number;
  /** The message whose component was used (components, and modals opened from a component). */
  readonly sourceMessageId: string | null;
  callback: InteractionCallback | null;
  callbackAt: number | null;
  /** The message `@original` refers to: the reply (types 4, 5) or the source message (types 6, 7). */
  originalMessageId: string | null;
  /** Whether `@original` was edited through the webhook (a deferred update filled in, say). */
  originalEdited: boolean;
  readonly followUpIds: string[];
  readonly callbackWaiters: ((callback: InteractionCallback) => void)[];
  /** Why it failed ("This interaction failed") when delivered over HTTP and not answered right; callbacks are then refused. */
  failure?: string;
}

export interface ShownModal {
  /** The interaction the bot answered with this modal. */
  readonly interactionId: string;
  readonly userId: string;
  readonly customId: string;
  readonly title: string;
  readonly components: JsonObject[];
  readonly shownAtMs: number;
  submitted: boolean;
}
