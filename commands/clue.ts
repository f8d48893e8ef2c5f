import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { clueText, MAX_CLUE_LENGTH, MAX_CLUE_NUMBER } from '../src/games/shared/clue/clue-command.js';
import type { CommandModule } from '../src/platform/discord/bot-context.js';
import { forChannelGame } from '../src/platform/discord/channel-command.js';
import { named } from '../src/platform/i18n/localizations.js';

const data = named(
  new SlashCommandBuilder(),
  clueText('command.name.clue'),
  clueText('command.clue.description'),
)
  .setContexts(InteractionContextType.Guild)
  .addStringOption((option) =>
    named(option, clueText('command.name.word'), clueText('command.clue.word'))
      .setRequired(true)
      .setMaxLength(MAX_CLUE_LENGTH),
  )
  .addIntegerOption((option) =>
    named(option, clueText('command.name.count'), clueText('command.clue.count'))
      .setRequired(true)
      .setMinValue(0)
      .setMaxValue(MAX_CLUE_NUMBER),
  );

/** `/clue word count`: handed to whichever word game runs in the channel. */
export const clueCommand: CommandModule = { data, execute: forChannelGame(data.name) };
