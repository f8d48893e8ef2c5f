import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  SlashCommandStringOption,
} from 'discord.js';
import type { BotServices } from '../../../platform/discord/bot-services.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/languages.js';
import { commandNaming } from '../../../platform/i18n/localizations.js';
import { namesMatching } from '../../../platform/text/name-lookup.js';
import { readCustomWords } from '../custom-words-refusal.js';
import { packCatalogs } from './i18n/index.js';
import { MAX_TYPED_ENTRIES_LENGTH, splitEntries } from './pack-entries.js';
import { packNameOf } from './pack-name.js';
import { unknownPackRefusal } from './pack-refusal.js';
import { loadPack, packNames } from './pack-store.js';

const { named } = commandNaming(packCatalogs);

/** Discord shows at most 25 autocomplete choices. */
const MAX_CHOICES = 25;

/** The `words` option of every word game: a pack of the server (autocompleted) or words typed. */
export function gameWordsOption(option: SlashCommandStringOption): SlashCommandStringOption {
  return named(option, 'command.name.gameWords', 'command.option.gameWords')
    .setAutocomplete(true)
    .setMaxLength(MAX_TYPED_ENTRIES_LENGTH);
}

/** The option's name as Discord sends it. */
export const GAME_WORDS_OPTION = packCatalogs.en['command.name.gameWords'];

/** The server's packs whose names are close to what is typed; none while a list is typed. */
export async function packChoices(
  interaction: AutocompleteInteraction,
  context: BotServices,
): Promise<{ name: string; value: string }[]> {
  const typed = String(interaction.options.getFocused());
  if (!interaction.guildId || splitEntries(typed).length > 1) return [];
  const names = await packNames(context.documents, interaction.guildId);
  return namesMatching(
    typed,
    names.map((name) => ({ names: [name], value: name })),
  )
    .slice(0, MAX_CHOICES)
    .map((name) => ({ name, value: name }));
}

export type GameWords =
  | { ok: true; words: string[]; language: Language | null }
  | { ok: false; refusal: string };

/**
 * What a game's `words` option gives: the words of the server's pack of that name, with the
 * pack's language; else the typed list, checked as a game's own words are. A single name that
 * names no pack is refused as such, not as a list one word long.
 */
export async function gameWordsOf(
  interaction: ChatInputCommandInteraction,
  context: BotServices,
  typed: string,
): Promise<GameWords> {
  const reader = languageOfLocale(interaction.locale);
  const name = packNameOf(typed);
  if (name === null || splitEntries(typed).length > 1 || !interaction.guildId) {
    const typedWords = readCustomWords(typed, reader);
    return typedWords.ok ? { ...typedWords, language: null } : typedWords;
  }
  const pack = await loadPack(context.documents, interaction.guildId, name);
  if (pack) return { ok: true, words: [...pack.entries], language: pack.language };
  const known = await packNames(context.documents, interaction.guildId);
  return { ok: false, refusal: unknownPackRefusal(reader, typed, known) };
}
