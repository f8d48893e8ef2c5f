import {
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type APISelectMenuOption,
  ComponentType,
} from 'discord.js';

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

/** Discord's limits for a select menu: 25 options, a 150-character placeholder, 100-character labels. */
const OPTION_LIMIT = 25;
const PLACEHOLDER_LIMIT = 150;
const LABEL_LIMIT = 100;

export const row = (...components: APIComponentInMessageActionRow[]): Row => ({
  type: ComponentType.ActionRow,
  components,
});

/** A string select in its own row; `pick` asks for between min and max options (one by default). */
export function select(
  customId: string,
  placeholder: string,
  options: APISelectMenuOption[],
  pick: { min: number; max: number } = { min: 1, max: 1 },
): Row {
  const kept = options.slice(0, OPTION_LIMIT).map((option) => ({
    ...option,
    label: option.label.slice(0, LABEL_LIMIT),
    ...(option.description ? { description: option.description.slice(0, LABEL_LIMIT) } : {}),
  }));
  return row({
    type: ComponentType.StringSelect,
    custom_id: customId,
    placeholder: placeholder.slice(0, PLACEHOLDER_LIMIT),
    options: kept,
    min_values: Math.min(pick.min, kept.length),
    max_values: Math.min(pick.max, kept.length),
  });
}
