import { ChannelType } from 'discord.js';
import { wordPacksEntry } from '../src/games/words/packs/pack-command-entry.js';
import { packChoices } from '../src/games/words/packs/words-option.js';
import { slashCommand } from '../src/platform/discord/slash-command.js';
import { baseLanguage } from '../src/platform/i18n/languages.js';
import { commandNaming, localizationsOf } from '../src/platform/i18n/localizations.js';
import { forgetMeEntry } from '../src/platform/privacy/forget-me.js';
import { askToEndChannelGame } from '../src/platform/server/end-game.js';
import { serverCatalogs } from '../src/platform/server/i18n/index.js';
import { MAX_REMINDER_MINUTES, MIN_REMINDER_MINUTES } from '../src/platform/server/settings.js';
import {
  SERVER_LANGUAGE,
  setGameChannel,
  setSettings,
  showSettings,
} from '../src/platform/server/settings-command.js';

const { text, named, languageChoices } = commandNaming(serverCatalogs);
const en = serverCatalogs.en;

/** `/rendezvous`: running the bot on a server (moderators end a stuck game; managers set it up). */
export const rendezvousCommand = slashCommand({
  name: text('command.name.rendezvous'),
  description: text('command.rendezvous.description'),
  entries: [
    {
      name: text('command.name.end'),
      description: text('command.end.description'),
      execute: askToEndChannelGame,
    },
    {
      name: text('command.name.settings'),
      description: text('command.settings.description'),
      subcommands: [
        {
          name: text('command.name.show'),
          description: text('command.settingsShow.description'),
          execute: showSettings,
        },
        {
          name: text('command.name.set'),
          description: text('command.settingsSet.description'),
          options: (set) =>
            set
              .addStringOption((option) =>
                named(option, 'command.name.language', 'command.option.language').addChoices(
                  {
                    name: en['command.choice.serverLanguage'],
                    name_localizations: localizationsOf(text('command.choice.serverLanguage')),
                    value: SERVER_LANGUAGE,
                  },
                  ...languageChoices(),
                ),
              )
              .addBooleanOption((option) => named(option, 'command.name.threads', 'command.option.threads'))
              .addBooleanOption((option) =>
                named(option, 'command.name.reminders', 'command.option.reminders'),
              )
              .addIntegerOption((option) =>
                named(option, 'command.name.reminderMinutes', 'command.option.reminderMinutes')
                  .setMinValue(MIN_REMINDER_MINUTES)
                  .setMaxValue(MAX_REMINDER_MINUTES),
              )
              .addBooleanOption((option) =>
                named(option, 'command.name.consensus', 'command.option.consensus'),
              ),
          execute: setSettings,
        },
        {
          name: text('command.name.gameChannel'),
          description: text('command.gameChannel.description'),
          options: (channel) =>
            channel
              .addChannelOption((option) =>
                named(option, 'command.name.channel', 'command.option.channel')
                  .addChannelTypes(ChannelType.GuildText)
                  .setRequired(true),
              )
              .addBooleanOption((option) =>
                named(option, 'command.name.allowed', 'command.option.allowed').setRequired(true),
              ),
          execute: setGameChannel,
        },
      ],
    },
    wordPacksEntry,
    forgetMeEntry,
  ],
  async autocomplete(interaction, context) {
    const inWordPacks = interaction.options.getSubcommandGroup(false) === wordPacksEntry.name[baseLanguage];
    await interaction.respond(inWordPacks ? await packChoices(interaction, context) : []);
  },
});
