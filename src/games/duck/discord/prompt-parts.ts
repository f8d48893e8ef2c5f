import { ButtonStyle } from 'discord.js';
import type { Language } from '../../../platform/i18n/languages.js';
import { button } from '../../shared/discord/buttons.js';
import { row } from '../../shared/discord/selects.js';
import type { Direction } from '../engine/index.js';
import { tDuck } from '../i18n/index.js';
import { duckCustomId } from './custom-ids.js';

export type { Prompt } from '../../shared/discord/private-press.js';
export { type Row, row, select } from '../../shared/discord/selects.js';

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
