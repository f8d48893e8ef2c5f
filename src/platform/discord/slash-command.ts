import {
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  InteractionContextType,
  SlashCommandBuilder,
  type SlashCommandSubcommandBuilder,
  type SlashCommandSubcommandsOnlyBuilder,
} from 'discord.js';
import { baseLanguage } from '../i18n/languages.js';
import { named, type Texts } from '../i18n/localizations.js';
import type { BotContext, CommandModule } from './bot-context.js';

type Handler = (interaction: ChatInputCommandInteraction, context: BotContext) => Promise<void>;

export interface SubcommandSpec {
  name: Texts;
  description: Texts;
  options?(builder: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder;
  execute: Handler;
}

export interface SubcommandGroupSpec {
  name: Texts;
  description: Texts;
  subcommands: SubcommandSpec[];
}

export interface SlashCommandSpec {
  name: Texts;
  description: Texts;
  entries: (SubcommandSpec | SubcommandGroupSpec)[];
  /** The id of the game this command plays, for `/help`. */
  game?: string;
  autocomplete?(interaction: AutocompleteInteraction, context: BotContext): Promise<void>;
}

const isGroup = (entry: SubcommandSpec | SubcommandGroupSpec): entry is SubcommandGroupSpec =>
  'subcommands' in entry;
const routeOf = (group: string | null, subcommand: string) => (group ? `${group} ${subcommand}` : subcommand);

function addSubcommand(builder: SlashCommandSubcommandBuilder, spec: SubcommandSpec) {
  const withName = named(builder, spec.name, spec.description);
  return spec.options ? spec.options(withName) : withName;
}

/**
 * A command with subcommands, declared once: the same list builds what Discord registers and
 * routes what it sends back, so a subcommand's name lives in one place (its catalog entry).
 */
export function slashCommand(spec: SlashCommandSpec): CommandModule {
  const routes = new Map<string, Handler>();
  let data: SlashCommandSubcommandsOnlyBuilder = named(
    new SlashCommandBuilder(),
    spec.name,
    spec.description,
  ).setContexts(InteractionContextType.Guild);
  for (const entry of spec.entries) {
    if (isGroup(entry)) {
      data = data.addSubcommandGroup((group) => {
        named(group, entry.name, entry.description);
        for (const subcommand of entry.subcommands) {
          group.addSubcommand((builder) => addSubcommand(builder, subcommand));
          routes.set(routeOf(entry.name[baseLanguage], subcommand.name[baseLanguage]), subcommand.execute);
        }
        return group;
      });
    } else {
      data = data.addSubcommand((builder) => addSubcommand(builder, entry));
      routes.set(routeOf(null, entry.name[baseLanguage]), entry.execute);
    }
  }
  return {
    data,
    async execute(interaction, context) {
      const route = routeOf(
        interaction.options.getSubcommandGroup(false),
        interaction.options.getSubcommand(),
      );
      const handler = routes.get(route);
      if (!handler) throw new Error(`/${interaction.commandName}: no subcommand ${route}`);
      await handler(interaction, context);
    },
    ...(spec.autocomplete ? { autocomplete: spec.autocomplete } : {}),
    ...(spec.game ? { game: spec.game } : {}),
  };
}
