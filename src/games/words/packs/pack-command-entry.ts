import type { SlashCommandSubcommandBuilder } from 'discord.js';
import type { SubcommandGroupSpec } from '../../../platform/discord/slash-command.js';
import { languages } from '../../../platform/i18n/languages.js';
import { commandNaming, localizationsOf, textsOf } from '../../../platform/i18n/localizations.js';
import { serverCatalogs } from '../../../platform/server/i18n/index.js';
import { packCatalogs } from './i18n/index.js';
import { addPack, exportPack, importPack, listPacks, removePackCommand, showPack } from './pack-commands.js';
import { MAX_TYPED_ENTRIES_LENGTH } from './pack-entries.js';
import { MAX_PACK_NAME_LENGTH } from './pack-name.js';

const { text, named } = commandNaming(packCatalogs);

/** The name of a pack the server has, offered as it is typed. */
function withPackName(subcommand: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return subcommand.addStringOption((option) =>
    named(option, 'command.name.name', 'command.option.name')
      .setRequired(true)
      .setMaxLength(100)
      .setAutocomplete(true),
  );
}

/** `/rendezvous words …`: a server's word packs, managed by its moderators, read by everyone. */
export const wordPacksEntry: SubcommandGroupSpec = {
  name: text('command.name.words'),
  description: text('command.words.description'),
  subcommands: [
    {
      name: text('command.name.add'),
      description: text('command.add.description'),
      options: (add) =>
        add
          .addStringOption((option) =>
            named(option, 'command.name.name', 'command.option.name')
              .setRequired(true)
              .setMaxLength(MAX_PACK_NAME_LENGTH),
          )
          .addStringOption((option) =>
            named(option, 'command.name.entries', 'command.option.entries')
              .setRequired(true)
              .setMaxLength(MAX_TYPED_ENTRIES_LENGTH),
          )
          .addStringOption((option) =>
            named(option, 'command.name.language', 'command.option.language').addChoices(
              ...languages.map((language) => ({
                name: serverCatalogs.en[`language.${language}`],
                name_localizations: localizationsOf(textsOf(serverCatalogs, `language.${language}`)),
                value: language,
              })),
            ),
          ),
      execute: addPack,
    },
    { name: text('command.name.list'), description: text('command.list.description'), execute: listPacks },
    {
      name: text('command.name.show'),
      description: text('command.show.description'),
      options: withPackName,
      execute: showPack,
    },
    {
      name: text('command.name.remove'),
      description: text('command.remove.description'),
      options: withPackName,
      execute: removePackCommand,
    },
    {
      name: text('command.name.export'),
      description: text('command.export.description'),
      options: withPackName,
      execute: exportPack,
    },
    {
      name: text('command.name.import'),
      description: text('command.import.description'),
      options: (imported) =>
        imported
          .addAttachmentOption((option) =>
            named(option, 'command.name.file', 'command.option.file').setRequired(true),
          )
          .addStringOption((option) =>
            named(option, 'command.name.name', 'command.option.importName').setMaxLength(
              MAX_PACK_NAME_LENGTH,
            ),
          ),
      execute: importPack,
    },
  ],
};
