export type { CommandOptionValue } from './driver/command-options.js';
export type { InteractionHandle } from './driver/interaction-handle.js';
export type { ModalFieldValue } from './driver/modal-submission.js';
export type {
  Autocomplete,
  ClickButton,
  Driver,
  RunCommand,
  SelectMenu,
  SendMessage,
  SubmitModal,
  UserRef,
} from './driver.js';
export type { GatewayServer } from './gateway/gateway-server.js';
export { type LocalDiscord, type LocalDiscordOptions, startLocalDiscord } from './local-discord.js';
export { DiscordError } from './model/discord-error.js';
export type { EditFailure } from './model/edit-failures.js';
export type { ChannelChange, LocalDiscordEvents } from './model/events.js';
export type { LocalDiscordModel } from './model/model.js';
export type { SeededWorld, ShardGuild } from './model/seed.js';
export { shardOfGuild } from './model/snowflake.js';
export type {
  InteractionCallback,
  JsonObject,
  LocalChannel,
  LocalGuild,
  LocalInteraction,
  LocalMessage,
  LocalUser,
  ShownModal,
} from './model/types.js';
export type { LoggedRequest, RequestLog } from './rest/request-log.js';
