import {
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type APISelectMenuOption,
  ButtonStyle,
  ComponentType,
} from 'discord.js';
import type { Language } from '../../../platform/i18n/languages.js';
import { button } from '../../shared/discord/buttons.js';
import type { Direction } from '../engine/index.js';
import { tDuck } from '../i18n/index.js';
import { duckCustomId } from './custom-ids.js';

/** A private message asking one player for one decision: its words and its controls. */
export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;
export interface Prompt {
  content: string;
  components: Row[];
}

export const row = (...components: APIComponentInMessageActionRow[]): Row => ({
  type: ComponentType.ActionRow,
  components,
});

export function select(customId: string, placeholder: string, options: APISelectMenuOption[]): Row {
  return row({
    type: ComponentType.StringSelect,
    custom_id: customId,
    placeholder: placeholder.slice(0, 150),
    options: options.slice(0, 25),
  });
}

export function facingButtons(
  gameId: string,
  version: number,
  language: Language,
  facings: Direction[],
  arg: (facing: Direction) => string,
  action: 'place' | 'steer' | 'dog' | 'face',
) {
  return row(
    ...facings.map((facing) =>
      button(
        duckCustomId(gameId, version, action, arg(facing)),
        tDuck(language, `facing.${facing}`),
        ButtonStyle.Primary,
      ),
    ),
  );
}
