import { ApplicationCommandType } from 'discord.js';
import { isJsonObject } from './component-tree.js';
import { discordErrors, invalidFormBody } from './discord-error.js';
import type { SnowflakeGenerator } from './snowflake.js';
import type { JsonObject } from './types.js';

const GLOBAL_SCOPE = 'global';
const CHAT_INPUT_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

/** The application's commands, global (guildId null) and per guild, as the bot registered them. */
export class CommandRegistry {
  private readonly scopes = new Map<string, Map<string, JsonObject>>();

  constructor(
    private readonly ids: SnowflakeGenerator,
    private readonly applicationId: string,
  ) {}

  list(guildId: string | null): JsonObject[] {
    return [...this.scope(guildId).values()];
  }

  get(guildId: string | null, commandId: string): JsonObject {
    const command = this.scope(guildId).get(commandId);
    if (!command) throw discordErrors.unknownApplicationCommand();
    return command;
  }

  /** POST: creates the command, or replaces the one with the same name and type. */
  upsert(guildId: string | null, body: unknown): { command: JsonObject; created: boolean } {
    const existing = this.findSameCommand(guildId, body);
    const command = this.normalize(guildId, body, existing?.id);
    this.scope(guildId).set(command.id as string, command);
    return { command, created: !existing };
  }

  /** PUT: the given commands become the whole set; commands that keep their name keep their id. */
  overwrite(guildId: string | null, bodies: unknown): JsonObject[] {
    if (!Array.isArray(bodies)) throw invalidFormBody([], 'BASE_TYPE_LIST', 'Must be an array.');
    const commands = bodies.map((body) =>
      this.normalize(guildId, body, this.findSameCommand(guildId, body)?.id),
    );
    this.scopes.set(scopeKey(guildId), new Map(commands.map((command) => [command.id as string, command])));
    return commands;
  }

  edit(guildId: string | null, commandId: string, patch: unknown): JsonObject {
    const current = this.get(guildId, commandId);
    const command = this.normalize(guildId, { ...current, ...(isJsonObject(patch) ? patch : {}) }, commandId);
    this.scope(guildId).set(commandId, command);
    return command;
  }

  delete(guildId: string | null, commandId: string): void {
    this.get(guildId, commandId);
    this.scope(guildId).delete(commandId);
  }

  /** The chat-input command a user runs by this name in a guild: a guild command wins over a global one. */
  findChatInput(guildId: string, name: string): JsonObject | undefined {
    const isMatch = (command: JsonObject) =>
      command.name === name && command.type === ApplicationCommandType.ChatInput;
    return this.list(guildId).find(isMatch) ?? this.list(null).find(isMatch);
  }

  private scope(guildId: string | null): Map<string, JsonObject> {
    const key = scopeKey(guildId);
    let scope = this.scopes.get(key);
    if (!scope) {
      scope = new Map();
      this.scopes.set(key, scope);
    }
    return scope;
  }

  private findSameCommand(guildId: string | null, body: unknown): JsonObject | undefined {
    if (!isJsonObject(body)) return undefined;
    const type = body.type ?? ApplicationCommandType.ChatInput;
    return this.list(guildId).find((command) => command.name === body.name && command.type === type);
  }

  private normalize(guildId: string | null, body: unknown, id: unknown): JsonObject {
    if (!isJsonObject(body)) {
      throw invalidFormBody([], 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
    }
    const type = body.type ?? ApplicationCommandType.ChatInput;
    const isChatInput = type === ApplicationCommandType.ChatInput;
    if (typeof body.name !== 'string' || (isChatInput && !CHAT_INPUT_NAME.test(body.name))) {
      throw invalidFormBody(['name'], 'APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid');
    }
    const description = typeof body.description === 'string' ? body.description : '';
    if (isChatInput && (description.length < 1 || description.length > 100)) {
      throw invalidFormBody(['description'], 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 100 in length.');
    }
    const command: JsonObject = {
      id: typeof id === 'string' ? id : this.ids.next(),
      application_id: this.applicationId,
      version: this.ids.next(),
      type,
      name: body.name,
      name_localizations: body.name_localizations ?? null,
      description,
      description_localizations: body.description_localizations ?? null,
      default_member_permissions: body.default_member_permissions ?? null,
      nsfw: body.nsfw === true,
      integration_types: body.integration_types ?? [0],
      contexts: body.contexts ?? null,
    };
    if (Array.isArray(body.options) && body.options.length > 0) command.options = body.options;
    if (guildId !== null) command.guild_id = guildId;
    return command;
  }
}

function scopeKey(guildId: string | null): string {
  return guildId ?? GLOBAL_SCOPE;
}
