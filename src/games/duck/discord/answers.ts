import type { Interaction, RepliableInteraction } from 'discord.js';
import {
  type CommandPath,
  commandIdLookup,
  commandTexts as textsOfCommands,
} from '../../../platform/discord/command-mentions.js';
import { replyEphemeral } from '../../../platform/discord/replies.js';
import type { RuleRefusal } from '../../../platform/game/game-rules.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/languages.js';
import { textsOf } from '../../../platform/i18n/localizations.js';
import { type DuckMessageKey, duckCatalogs, isDuckMessageKey, tDuck } from '../i18n/index.js';
import { AFK_ROUNDS, ROUND_SECONDS } from '../table.js';

const name = (key: DuckMessageKey) => textsOf(duckCatalogs, key);
const duck = name('command.name.duck');

/** The commands Duck! Duck! Go!'s texts point to, by their placeholder, named as registered. */
const commandPaths = {
  lobbyCommand: [duck, name('command.name.lobby')],
  stopCommand: [duck, name('command.name.stop')],
  helpCommand: [duck, name('command.name.help')],
} satisfies Record<string, CommandPath>;

export function commandTextsFor(interaction: Interaction, language: Language): Record<string, string> {
  return textsOfCommands(commandPaths, language, commandIdLookup(interaction.client, interaction.guildId));
}

/** An ephemeral answer in the presser's own language. */
export function answerPrivately(
  interaction: RepliableInteraction,
  key: DuckMessageKey,
  variables?: Record<string, string | number>,
): Promise<void> {
  return replyEphemeral(interaction, duckText(interaction, key, variables));
}

/** A text in the presser's language, with the commands it names as mentions. */
export function duckText(
  interaction: RepliableInteraction,
  key: DuckMessageKey,
  variables?: Record<string, string | number>,
): string {
  const language = languageOfLocale(interaction.locale);
  return tDuck(language, key, {
    ...commandTextsFor(interaction, language),
    roundSeconds: ROUND_SECONDS,
    afkRounds: AFK_ROUNDS,
    ...variables,
  });
}

/** Why the rules refused a move, in words. */
export function refusalText(language: Language, refusal: RuleRefusal): string {
  const key = `rule.${refusal.code}`;
  return tDuck(language, isDuckMessageKey(key) ? key : 'rule.not-started', refusal.variables);
}
