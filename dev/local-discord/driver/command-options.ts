import { ApplicationCommandOptionType } from 'discord.js';
import { isJsonObject } from '../model/component-tree.js';
import type { LocalDiscordModel } from '../model/model.js';
import { SnowflakeGenerator } from '../model/snowflake.js';
import type { JsonObject, LocalChannel } from '../model/types.js';
import { noResolvableIds, type ResolvableIds, resolvedData } from './interaction-payloads.js';

/** A file a user attaches to an attachment option. */
export interface AttachedFile {
  readonly filename: string;
  readonly data: Buffer;
  readonly contentType?: string;
}

/**
 * A user or channel option takes an id or anything with one (a LocalUser, a LocalChannel); an
 * attachment option takes a file.
 */
export type CommandOptionValue = string | number | boolean | { readonly id: string } | AttachedFile;

const attachmentIds = new SnowflakeGenerator();

function isAttachedFile(value: CommandOptionValue): value is AttachedFile {
  return typeof value === 'object' && 'filename' in value && 'data' in value;
}

export interface CommandCall {
  name: string;
  subcommandGroup?: string;
  subcommand?: string;
  options?: Readonly<Record<string, CommandOptionValue>>;
  /** Autocomplete: the option being typed in; its value is the text typed so far. */
  focused?: string;
}

/**
 * The `data` of an application command interaction, checked against the registered command as
 * the Discord client would (unknown options, missing required ones, choices, ranges).
 */
export function commandData(model: LocalDiscordModel, channel: LocalChannel, call: CommandCall): JsonObject {
  const command = model.commands.findChatInput(channel.guildId, call.name);
  if (!command) throw new Error(`No command /${call.name} is registered for this guild.`);
  const { options, optionDefinitions } = nestSubcommand(command, call);
  const ids = noResolvableIds();
  const definitionOf = (name: string) => {
    const definition = optionDefinitions.find((candidate) => candidate.name === name);
    if (!definition) throw new Error(`/${call.name} has no option '${name}'.`);
    return definition;
  };
  const given = { ...call.options };
  if (call.focused !== undefined) given[call.focused] ??= '';
  const values = Object.entries(given).map(([name, value]) => {
    const definition = definitionOf(name);
    if (name !== call.focused) {
      return {
        name,
        type: definition.type,
        value: optionValue(model, channel.guildId, definition, value, ids),
      };
    }
    if (definition.autocomplete !== true) {
      throw new Error(`Option '${name}' of /${call.name} has no autocomplete.`);
    }
    return { name, type: definition.type, value: String(value), focused: true };
  });
  if (call.focused === undefined) {
    const missing = optionDefinitions.find(
      (definition) => definition.required === true && !(String(definition.name) in given),
    );
    if (missing) throw new Error(`/${call.name} needs option '${missing.name}'.`);
  }
  const data: JsonObject = {
    id: command.id,
    name: command.name,
    type: command.type,
    options: options(values),
  };
  if (command.guild_id !== undefined) data.guild_id = command.guild_id;
  const resolved = resolvedData(model, channel.guildId, ids);
  if (resolved) data.resolved = resolved;
  return data;
}

/** Wraps the leaf options in their subcommand (and group), and finds the leaf option definitions. */
function nestSubcommand(
  command: JsonObject,
  call: CommandCall,
): { options: (leaf: JsonObject[]) => JsonObject[]; optionDefinitions: JsonObject[] } {
  const topLevel = definitionsOf(command);
  const group = call.subcommandGroup
    ? findDefinition(topLevel, call.subcommandGroup, ApplicationCommandOptionType.SubcommandGroup, call)
    : undefined;
  const subcommandLevel = group ? definitionsOf(group) : topLevel;
  const hasSubcommands = subcommandLevel.some(
    (option) => option.type === ApplicationCommandOptionType.Subcommand,
  );
  if (!call.subcommand) {
    if (hasSubcommands || group) throw new Error(`/${call.name} needs a subcommand.`);
    return { options: (leaf) => leaf, optionDefinitions: topLevel };
  }
  const subcommand = findDefinition(
    subcommandLevel,
    call.subcommand,
    ApplicationCommandOptionType.Subcommand,
    call,
  );
  const wrapInSubcommand = (leaf: JsonObject[]) => [
    { name: subcommand.name, type: ApplicationCommandOptionType.Subcommand, options: leaf },
  ];
  return {
    options: group
      ? (leaf) => [
          {
            name: group.name,
            type: ApplicationCommandOptionType.SubcommandGroup,
            options: wrapInSubcommand(leaf),
          },
        ]
      : wrapInSubcommand,
    optionDefinitions: definitionsOf(subcommand),
  };
}

function definitionsOf(commandOrOption: JsonObject): JsonObject[] {
  return Array.isArray(commandOrOption.options) ? commandOrOption.options.filter(isJsonObject) : [];
}

function findDefinition(
  definitions: JsonObject[],
  name: string,
  type: number,
  call: CommandCall,
): JsonObject {
  const definition = definitions.find((candidate) => candidate.name === name && candidate.type === type);
  if (!definition) throw new Error(`/${call.name} has no subcommand (group) '${name}'.`);
  return definition;
}

function optionValue(
  model: LocalDiscordModel,
  guildId: string,
  definition: JsonObject,
  value: CommandOptionValue,
  ids: ResolvableIds,
): string | number | boolean {
  const name = String(definition.name);
  if (definition.type === ApplicationCommandOptionType.Attachment) {
    if (!isAttachedFile(value)) throw new Error(`Option '${name}' takes a file.`);
    const id = attachmentIds.next();
    const contentType = value.contentType ?? 'application/octet-stream';
    model.attachments.put(id, { filename: value.filename, contentType, data: value.data });
    const url = model.attachmentUrl(id, value.filename);
    ids.attachments.push({
      id,
      filename: value.filename,
      size: value.data.length,
      url,
      proxy_url: url,
      content_type: contentType,
    });
    return id;
  }
  if (isAttachedFile(value)) throw new Error(`Option '${name}' does not take a file.`);
  const id = typeof value === 'object' ? value.id : String(value);
  switch (definition.type) {
    case ApplicationCommandOptionType.String:
    case ApplicationCommandOptionType.Integer:
    case ApplicationCommandOptionType.Number:
      return checkedScalar(definition, value);
    case ApplicationCommandOptionType.Boolean:
      if (typeof value !== 'boolean') throw new Error(`Option '${name}' takes a boolean.`);
      return value;
    case ApplicationCommandOptionType.User:
      model.user(id);
      ids.users.push(id);
      return id;
    case ApplicationCommandOptionType.Channel:
      model.channel(id);
      ids.channels.push(id);
      return id;
    case ApplicationCommandOptionType.Role:
      if (id !== guildId) {
        throw new Error(`Option '${name}': the only local role is @everyone (id = guild id).`);
      }
      ids.roles.push(id);
      return id;
    case ApplicationCommandOptionType.Mentionable:
      ids.users.push(model.user(id).id);
      return id;
    default:
      throw new Error(`Option '${name}' has a type (${definition.type}) the local Discord cannot send.`);
  }
}

function checkedScalar(definition: JsonObject, value: CommandOptionValue): string | number {
  const name = String(definition.name);
  if (definition.type === ApplicationCommandOptionType.String) {
    if (typeof value !== 'string') throw new Error(`Option '${name}' takes a string.`);
    checkChoicesAndRange(definition, value, value.length, definition.min_length, definition.max_length);
    return value;
  }
  if (typeof value !== 'number') throw new Error(`Option '${name}' takes a number.`);
  if (definition.type === ApplicationCommandOptionType.Integer && !Number.isInteger(value)) {
    throw new Error(`Option '${name}' takes an integer.`);
  }
  checkChoicesAndRange(definition, value, value, definition.min_value, definition.max_value);
  return value;
}

function checkChoicesAndRange(
  definition: JsonObject,
  value: string | number,
  size: number,
  min: unknown,
  max: unknown,
): void {
  const choices = Array.isArray(definition.choices) ? definition.choices.filter(isJsonObject) : [];
  if (choices.length > 0 && !choices.some((choice) => choice.value === value)) {
    throw new Error(`Option '${definition.name}' only takes one of its choices.`);
  }
  if ((typeof min === 'number' && size < min) || (typeof max === 'number' && size > max)) {
    throw new Error(`Option '${definition.name}' is out of its range.`);
  }
}
