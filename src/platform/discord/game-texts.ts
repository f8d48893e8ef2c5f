import type { Interaction, RepliableInteraction } from 'discord.js';
import type { RuleRefusal } from '../game/game-rules.js';
import { type Language, languageOfLocale } from '../i18n/languages.js';
import { type CommandIdLookup, type CommandPath, commandIdLookup, commandTexts } from './command-mentions.js';
import { replyEphemeral } from './replies.js';

type Variables = Record<string, string | number>;

/** What a game's texts are: its translator, its commands (by placeholder) and the variables every text may use. */
export interface GameTextSource<Key extends string, Placeholder extends string> {
  translate(language: Language, key: Key, variables?: Variables): string;
  /** The commands the texts point to, by their placeholder (`{stopCommand}`), named as registered. */
  commands: Record<Placeholder, CommandPath>;
  /** Variables every text of the game may use (a round's seconds). */
  always?: Variables;
}

/**
 * A game's texts as its answers use them: in the reader's language, the commands they name as
 * mentions (or as names in the reader's language until the ids are known).
 */
export function gameTexts<Key extends string, Placeholder extends string>(
  source: GameTextSource<Key, Placeholder>,
) {
  const texts = {
    commandTexts: (language: Language, idOf: CommandIdLookup): Record<Placeholder, string> =>
      commandTexts(source.commands, language, idOf),
    /** The command placeholders for the server an interaction came from. */
    commandTextsFor: (interaction: Interaction, language: Language) =>
      texts.commandTexts(language, commandIdLookup(interaction.client, interaction.guildId)),
    /** A text in the reader's own language. */
    textFor(interaction: RepliableInteraction, key: Key, variables?: Variables): string {
      const language = languageOfLocale(interaction.locale);
      return source.translate(language, key, {
        ...texts.commandTextsFor(interaction, language),
        ...source.always,
        ...variables,
      });
    },
    /** An ephemeral answer in the presser's own language. */
    answerPrivately: (interaction: RepliableInteraction, key: Key, variables?: Variables): Promise<void> =>
      replyEphemeral(interaction, texts.textFor(interaction, key, variables)),
  };
  return texts;
}

/**
 * Why the rules refused a move, from the game's `rule.<code>` texts (`unknown` for a code it has
 * no text for), after whatever `first` words otherwise (shared refusals, such as a clue's).
 */
export function ruleRefusalText<Key extends string>(options: {
  translate(language: Language, key: Key, variables?: Variables): string;
  isKey(key: string): key is Key;
  unknown: Key;
  first?(language: Language, refusal: RuleRefusal): string | null;
}) {
  return (language: Language, refusal: RuleRefusal): string => {
    const first = options.first?.(language, refusal);
    if (first !== null && first !== undefined) return first;
    const key = `rule.${refusal.code}`;
    return options.translate(language, options.isKey(key) ? key : options.unknown, refusal.variables);
  };
}
