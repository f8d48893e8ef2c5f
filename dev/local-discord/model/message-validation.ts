import { ButtonStyle, ComponentType, MessageFlags } from 'discord.js';
import { allComponents, type ComponentPath, isJsonObject, walkComponents } from './component-tree.js';
import { discordErrors, invalidFormBody } from './discord-error.js';
import type { JsonObject } from './types.js';

export interface MessageFields {
  content: string;
  embeds: JsonObject[];
  components: JsonObject[];
  attachments: readonly unknown[];
  flags: number;
  poll: JsonObject | null;
}

const MAX_CONTENT_LENGTH = 2000;
const MAX_EMBEDS = 10;
const MAX_EMBED_TEXT = 6000;
const MAX_ACTION_ROWS = 5;
const MAX_ROW_BUTTONS = 5;
const MAX_V2_COMPONENTS = 40;
const MAX_V2_TEXT = 4000;
const MAX_CUSTOM_ID_LENGTH = 100;
const MAX_BUTTON_LABEL_LENGTH = 80;
const MAX_SELECT_OPTIONS = 25;

/** Component types a user picks values in. */
export const SELECT_TYPES = new Set<unknown>([
  ComponentType.StringSelect,
  ComponentType.UserSelect,
  ComponentType.RoleSelect,
  ComponentType.MentionableSelect,
  ComponentType.ChannelSelect,
]);

/** The checks Discord makes that a bot can plausibly trip over, with Discord's error codes. */
export function validateMessage(fields: MessageFields): void {
  const isV2 = (fields.flags & MessageFlags.IsComponentsV2) !== 0;
  const isEmpty =
    fields.content === '' &&
    fields.embeds.length === 0 &&
    fields.components.length === 0 &&
    fields.attachments.length === 0 &&
    fields.poll === null;
  // The "thinking…" message of a deferred interaction is legitimately empty until edited.
  const isLoading = (fields.flags & MessageFlags.Loading) !== 0;
  if (isEmpty && !isLoading) throw discordErrors.emptyMessage();
  if (fields.content.length > MAX_CONTENT_LENGTH) {
    throw invalidFormBody(
      ['content'],
      'BASE_TYPE_MAX_LENGTH',
      `Must be ${MAX_CONTENT_LENGTH} or fewer in length.`,
    );
  }
  validateEmbeds(fields.embeds);
  if (isV2) validateV2Layout(fields);
  else validateLegacyLayout(fields.components);
  validateInteractiveComponents(fields.components);
}

function validateEmbeds(embeds: JsonObject[]): void {
  if (embeds.length > MAX_EMBEDS) {
    throw invalidFormBody(['embeds'], 'BASE_TYPE_MAX_LENGTH', `Must be ${MAX_EMBEDS} or fewer in length.`);
  }
  const text = embeds.reduce((total, embed) => total + embedTextLength(embed), 0);
  if (text > MAX_EMBED_TEXT) {
    throw invalidFormBody(
      ['embeds'],
      'MAX_EMBED_SIZE_EXCEEDED',
      `Embed size exceeds maximum size of ${MAX_EMBED_TEXT}`,
    );
  }
}

function embedTextLength(embed: JsonObject): number {
  const length = (value: unknown) => (typeof value === 'string' ? value.length : 0);
  const fields = Array.isArray(embed.fields) ? embed.fields.filter(isJsonObject) : [];
  return (
    length(embed.title) +
    length(embed.description) +
    (isJsonObject(embed.footer) ? length(embed.footer.text) : 0) +
    (isJsonObject(embed.author) ? length(embed.author.name) : 0) +
    fields.reduce((total, field) => total + length(field.name) + length(field.value), 0)
  );
}

function validateV2Layout(fields: MessageFields): void {
  if (fields.content !== '' || fields.embeds.length > 0 || fields.poll !== null) {
    const field = fields.content !== '' ? 'content' : fields.embeds.length > 0 ? 'embeds' : 'poll';
    throw invalidFormBody(
      [field],
      'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
      `The '${field}' field cannot be used when using MessageFlags.IS_COMPONENTS_V2`,
    );
  }
  let count = 0;
  let text = 0;
  for (const component of allComponents(fields.components)) {
    count += 1;
    if (component.type === ComponentType.TextDisplay && typeof component.content === 'string') {
      text += component.content.length;
    }
  }
  if (count > MAX_V2_COMPONENTS) {
    throw invalidFormBody(
      ['components'],
      'BASE_TYPE_MAX_LENGTH',
      `Must be ${MAX_V2_COMPONENTS} or fewer in total.`,
    );
  }
  if (text > MAX_V2_TEXT) {
    throw invalidFormBody(
      ['components'],
      'BASE_TYPE_MAX_LENGTH',
      `Text displays must hold ${MAX_V2_TEXT} or fewer characters in total.`,
    );
  }
}

function validateLegacyLayout(components: JsonObject[]): void {
  if (components.length > MAX_ACTION_ROWS) {
    throw invalidFormBody(
      ['components'],
      'BASE_TYPE_MAX_LENGTH',
      `Must be ${MAX_ACTION_ROWS} or fewer in length.`,
    );
  }
  for (const [index, row] of components.entries()) {
    if (row.type !== ComponentType.ActionRow) {
      throw invalidFormBody(
        ['components', index, 'type'],
        'BASE_TYPE_CHOICES',
        'Only action rows may be top-level components without MessageFlags.IS_COMPONENTS_V2.',
      );
    }
  }
}

function validateInteractiveComponents(components: JsonObject[]): void {
  const customIds = new Set<string>();
  for (const component of allComponents(components)) {
    // A path is only for an error: found again, the rare time one is needed.
    const pathTo = () => pathOf(components, component);
    if (component.type === ComponentType.ActionRow) validateActionRow(component, pathTo);
    if (typeof component.custom_id === 'string') {
      if (component.custom_id.length > MAX_CUSTOM_ID_LENGTH) {
        throw invalidFormBody(
          [...pathTo(), 'custom_id'],
          'BASE_TYPE_MAX_LENGTH',
          `Must be ${MAX_CUSTOM_ID_LENGTH} or fewer in length.`,
        );
      }
      if (customIds.has(component.custom_id)) {
        throw invalidFormBody(
          [...pathTo(), 'custom_id'],
          'COMPONENT_CUSTOM_ID_DUPLICATED',
          'Component custom id cannot be duplicated',
        );
      }
      customIds.add(component.custom_id);
    }
    if (component.type === ComponentType.Button) validateButton(component, pathTo);
    if (component.type === ComponentType.StringSelect) validateStringSelect(component, pathTo);
  }
}

function pathOf(components: JsonObject[], component: JsonObject): ComponentPath {
  return walkComponents(components).find((found) => found.component === component)?.path ?? ['components'];
}

function validateActionRow(row: JsonObject, pathTo: () => ComponentPath): void {
  const children = Array.isArray(row.components) ? row.components.filter(isJsonObject) : [];
  if (children.length === 0) {
    throw invalidFormBody(
      [...pathTo(), 'components'],
      'BASE_TYPE_MIN_LENGTH',
      'Must be 1 or more in length.',
    );
  }
  const selects = children.filter((child) => SELECT_TYPES.has(child.type)).length;
  const tooWide = selects > 0 ? children.length > 1 : children.length > MAX_ROW_BUTTONS;
  if (tooWide) {
    throw invalidFormBody(
      [...pathTo(), 'components'],
      'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
      'The specified component exceeds the maximum width',
    );
  }
}

function validateButton(button: JsonObject, pathTo: () => ComponentPath): void {
  const isLink = button.style === ButtonStyle.Link;
  const isPremium = button.style === ButtonStyle.Premium;
  if (isLink && typeof button.url !== 'string') {
    throw invalidFormBody([...pathTo(), 'url'], 'BASE_TYPE_REQUIRED', 'This field is required');
  }
  if (!isLink && !isPremium && typeof button.custom_id !== 'string') {
    throw invalidFormBody([...pathTo(), 'custom_id'], 'BASE_TYPE_REQUIRED', 'This field is required');
  }
  if (typeof button.label === 'string' && button.label.length > MAX_BUTTON_LABEL_LENGTH) {
    throw invalidFormBody(
      [...pathTo(), 'label'],
      'BASE_TYPE_MAX_LENGTH',
      `Must be ${MAX_BUTTON_LABEL_LENGTH} or fewer in length.`,
    );
  }
}

function validateStringSelect(select: JsonObject, pathTo: () => ComponentPath): void {
  const options = Array.isArray(select.options) ? select.options : [];
  if (options.length === 0 || options.length > MAX_SELECT_OPTIONS) {
    throw invalidFormBody(
      [...pathTo(), 'options'],
      'BASE_TYPE_BAD_LENGTH',
      `Must be between 1 and ${MAX_SELECT_OPTIONS} in length.`,
    );
  }
}
