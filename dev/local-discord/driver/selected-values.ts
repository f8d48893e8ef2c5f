import { ComponentType } from 'discord.js';
import { isJsonObject } from '../model/component-tree.js';
import type { JsonObject } from '../model/types.js';
import type { ResolvableIds } from './interaction-payloads.js';

/** Value count within min/max_values (default 1..1) and, for string selects, only offered options. */
export function checkSelectedValues(
  component: JsonObject,
  customId: string,
  values: readonly string[],
  required: boolean,
): void {
  if (values.length === 0 && !required) return;
  const min = typeof component.min_values === 'number' ? component.min_values : 1;
  const max = typeof component.max_values === 'number' ? component.max_values : 1;
  if (values.length < min || values.length > max) {
    throw new Error(`Field '${customId}' takes ${min}..${max} values.`);
  }
  const options = Array.isArray(component.options) ? component.options.filter(isJsonObject) : null;
  const unknown = options && values.find((value) => !options.some((option) => option.value === value));
  if (unknown) throw new Error(`Field '${customId}' has no option '${unknown}'.`);
}

/** User, role, channel and mentionable select values need `resolved` entries. */
export function collectResolvable(type: unknown, values: readonly string[], ids: ResolvableIds): void {
  if (type === ComponentType.UserSelect || type === ComponentType.MentionableSelect) {
    ids.users.push(...values);
  }
  if (type === ComponentType.RoleSelect) ids.roles.push(...values);
  if (type === ComponentType.ChannelSelect) ids.channels.push(...values);
}
