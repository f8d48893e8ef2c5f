import { ComponentType } from 'discord.js';
import { isJsonObject } from '../model/component-tree.js';
import type { LocalDiscordModel } from '../model/model.js';
import type { JsonObject, ShownModal } from '../model/types.js';
import { noResolvableIds, type ResolvableIds, resolvedData } from './interaction-payloads.js';
import { checkSelectedValues, collectResolvable } from './selected-values.js';

/** Text inputs take a string, selects and checkbox groups a list of values, radio groups one, checkboxes a boolean. */
export type ModalFieldValue = string | readonly string[] | boolean | null;

const MULTI_VALUE_TYPES = new Set<unknown>([
  ComponentType.StringSelect,
  ComponentType.UserSelect,
  ComponentType.RoleSelect,
  ComponentType.MentionableSelect,
  ComponentType.ChannelSelect,
  ComponentType.CheckboxGroup,
]);

/**
 * The `data` of a modal submit, mirroring the modal's layout as Discord does: action rows of
 * text inputs (the classic form) or labels around one component each (the newer form).
 * Fails like the Discord client would refuse: unknown fields, required fields left empty,
 * lengths and value counts out of bounds.
 */
export function modalSubmitData(
  model: LocalDiscordModel,
  guildId: string,
  modal: ShownModal,
  fields: Readonly<Record<string, ModalFieldValue>>,
): JsonObject {
  const answered = new Set<string>();
  const ids = noResolvableIds();
  const submit = (component: unknown): JsonObject => {
    if (!isJsonObject(component)) throw new Error(`Modal '${modal.customId}' has a malformed component.`);
    const customId = String(component.custom_id);
    answered.add(customId);
    return submittedComponent(component, customId, fields[customId], ids);
  };
  const components = modal.components.map((top) => {
    switch (top.type) {
      case ComponentType.ActionRow:
        return {
          type: top.type,
          id: top.id,
          components: (Array.isArray(top.components) ? top.components : []).map(submit),
        };
      case ComponentType.Label:
        return { type: top.type, id: top.id, component: submit(top.component) };
      case ComponentType.TextDisplay:
        return { type: top.type, id: top.id };
      default:
        throw new Error(`Modal component type ${top.type} is not supported by the local Discord.`);
    }
  });
  for (const customId of Object.keys(fields)) {
    if (!answered.has(customId)) throw new Error(`Modal '${modal.customId}' has no field '${customId}'.`);
  }
  const data: JsonObject = { custom_id: modal.customId, components };
  const resolved = resolvedData(model, guildId, ids);
  if (resolved) data.resolved = resolved;
  return data;
}

function submittedComponent(
  component: JsonObject,
  customId: string,
  given: ModalFieldValue | undefined,
  ids: ResolvableIds,
): JsonObject {
  const base = { type: component.type, id: component.id, custom_id: customId };
  const required = component.required !== false;
  switch (component.type) {
    case ComponentType.TextInput: {
      const value = given ?? (typeof component.value === 'string' ? component.value : '');
      if (typeof value !== 'string') throw new Error(`Field '${customId}' takes a string.`);
      checkTextLength(component, customId, value, required);
      return { ...base, value };
    }
    case ComponentType.RadioGroup: {
      const value = given ?? null;
      if (value !== null && typeof value !== 'string') {
        throw new Error(`Field '${customId}' takes one value.`);
      }
      if (required && value === null) throw new Error(`Field '${customId}' is required.`);
      return { ...base, value };
    }
    case ComponentType.Checkbox:
      if (given !== undefined && typeof given !== 'boolean') {
        throw new Error(`Field '${customId}' takes a boolean.`);
      }
      return { ...base, value: given ?? false };
    default: {
      if (!MULTI_VALUE_TYPES.has(component.type)) {
        throw new Error(
          `Field '${customId}' (type ${component.type}) is not supported by the local Discord.`,
        );
      }
      const values = given ?? [];
      if (!Array.isArray(values)) throw new Error(`Field '${customId}' takes a list of values.`);
      checkSelectedValues(component, customId, values, required);
      collectResolvable(component.type, values, ids);
      return { ...base, values: [...values] };
    }
  }
}

function checkTextLength(component: JsonObject, customId: string, value: string, required: boolean): void {
  if (value === '') {
    if (required) throw new Error(`Field '${customId}' is required.`);
    return;
  }
  const min = typeof component.min_length === 'number' ? component.min_length : 0;
  const max = typeof component.max_length === 'number' ? component.max_length : 4000;
  if (value.length < min || value.length > max) {
    throw new Error(`Field '${customId}' must be ${min}..${max} characters long.`);
  }
}
