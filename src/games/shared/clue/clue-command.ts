import type { ChatInputCommandInteraction } from 'discord.js';
import { textsOf } from '../../../platform/i18n/localizations.js';
import { type Catalogs, createTranslator } from '../../../platform/i18n/translator.js';
import en from './i18n/en.json' with { type: 'json' };
import hu from './i18n/hu.json' with { type: 'json' };
import ja from './i18n/ja.json' with { type: 'json' };

export type ClueMessageKey = keyof typeof en;

/** Names and descriptions of `/clue`, which every word game answers for the game in its channel. */
export const clueCatalogs = { en, ja, hu } satisfies Catalogs<ClueMessageKey>;

export const clueText = (key: ClueMessageKey) => textsOf(clueCatalogs, key);

export const tClue = createTranslator<ClueMessageKey>(clueCatalogs);

export { MAX_CLUE_LENGTH, MAX_CLUE_NUMBER } from './limits.js';

/** The clue as `/clue` carries it (Discord enforced the option limits registered with it). */
export function readClueOptions(interaction: ChatInputCommandInteraction): { word: string; number: number } {
  return {
    word: interaction.options.getString(en['command.name.word'], true),
    number: interaction.options.getInteger(en['command.name.count'], true),
  };
}
