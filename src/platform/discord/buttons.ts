import {
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type ButtonStyle,
  ComponentType,
} from 'discord.js';

export type ButtonRow = APIActionRowComponent<APIButtonComponentWithCustomId>;

/** Discord's limit for a button's label. */
const LABEL_LIMIT = 80;

export function button(
  customId: string,
  label: string,
  style: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger,
  options: { disabled?: boolean; emoji?: string } = {},
): APIButtonComponentWithCustomId {
  const button: APIButtonComponentWithCustomId = {
    type: ComponentType.Button,
    custom_id: customId,
    label: label.length > LABEL_LIMIT ? label.slice(0, LABEL_LIMIT) : label,
    style,
    disabled: options.disabled ?? false,
  };
  if (options.emoji) button.emoji = { name: options.emoji };
  return button;
}

export function buttonRow(...buttons: APIButtonComponentWithCustomId[]): ButtonRow {
  return { type: ComponentType.ActionRow, components: buttons };
}
