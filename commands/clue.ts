import { SlashCommandBuilder } from 'discord.js';
import { giveClueFromCommand } from '../src/games/duet/discord/commands.js';
import { MAX_CLUE_LENGTH, MAX_CLUE_NUMBER } from '../src/games/duet/engine/index.js';
import { type DuetMessageKey, duetCatalogs } from '../src/games/duet/i18n/index.js';
import type { CommandModule } from '../src/platform/discord/bot-context.js';
import { localizationsOf } from '../src/platform/i18n/localizations.js';

const en = duetCatalogs.en;
const localized = (key: DuetMessageKey) => localizationsOf(duetCatalogs, key);

const data = new SlashCommandBuilder()
  .setName(en['command.name.clue'])
  .setNameLocalizations(localized('command.name.clue'))
  .setDescription(en['command.clue.description'])
  .setDescriptionLocalizations(localized('command.clue.description'))
  .setDMPermission(false)
  .addStringOption((option) =>
    option
      .setName(en['command.name.word'])
      .setNameLocalizations(localized('command.name.word'))
      .setDescription(en['command.clue.word'])
      .setDescriptionLocalizations(localized('command.clue.word'))
      .setRequired(true)
      .setMaxLength(MAX_CLUE_LENGTH),
  )
  .addIntegerOption((option) =>
    option
      .setName(en['command.name.count'])
      .setNameLocalizations(localized('command.name.count'))
      .setDescription(en['command.clue.count'])
      .setDescriptionLocalizations(localized('command.clue.count'))
      .setRequired(true)
      .setMinValue(0)
      .setMaxValue(MAX_CLUE_NUMBER),
  );

export const clueCommand: CommandModule = {
  data,
  execute: giveClueFromCommand,
};
