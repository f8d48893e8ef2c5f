import type { ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import { replyEphemeral } from '../../../platform/discord/replies.js';
import { tPlatform } from '../../../platform/i18n/index.js';
import { languageOfLocale, languages } from '../../../platform/i18n/languages.js';
import { displayNameOf } from '../../shared/discord/staged-lobby.js';
import { askToEndGame } from '../../shared/discord/stop-confirmation.js';
import { tableOpening } from '../../shared/discord/table-defaults.js';
import { type DuckMessageKey, duckCatalogs } from '../i18n/index.js';
import { setupById } from '../setups.js';
import { MAX_SEATS, type TableSeat } from '../table.js';
import { answerPrivately } from './answers.js';
import { asGame, duck } from './runtime.js';
import { openLobby } from './start-game.js';
import { duckStop } from './stop-confirmation.js';

const option = (key: DuckMessageKey) => duckCatalogs.en[key];

const lobbyOptionsSchema = z.object({
  language: z.enum(languages).nullable(),
  board: z
    .string()
    .nullable()
    .refine((id) => id === null || setupById(id) !== undefined),
  computers: z
    .number()
    .int()
    .min(0)
    .max(MAX_SEATS - 1)
    .nullable(),
});

/** `/duck lobby`: the opener's seat, any computer ducks asked for, and the board if one was named. */
export async function openLobbyFromCommand(interaction: ChatInputCommandInteraction, context: BotContext) {
  const defaults = await tableOpening(interaction, context, (permissions) =>
    answerPrivately(interaction, 'start.missingPermissions', { permissions }),
  );
  if (!defaults) return;
  const parsed = lobbyOptionsSchema.safeParse({
    language: interaction.options.getString(option('command.name.language')),
    board: interaction.options.getString(option('command.name.board')),
    computers: interaction.options.getInteger(option('command.name.computers')),
  });
  if (!parsed.success || !interaction.guildId) {
    return replyEphemeral(
      interaction,
      tPlatform(languageOfLocale(interaction.locale), 'error.malformedInput'),
    );
  }
  const computers: TableSeat[] = Array.from({ length: parsed.data.computers ?? 0 }, () => ({
    kind: 'computer',
  }));
  await openLobby(interaction, context, {
    guildId: interaction.guildId,
    channelId: interaction.channelId,
    language: parsed.data.language ?? defaults.language,
    openedBy: interaction.user.id,
    seats: [
      { kind: 'player', userId: interaction.user.id, name: displayNameOf(interaction).slice(0, 32) },
      ...computers,
    ],
    setupId: parsed.data.board,
    advanced: false,
    rosterMessageId: null,
  });
}

/** `/duck stop`: a racer stops the channel's race, once they confirm. */
export async function endRace(interaction: ChatInputCommandInteraction, context: BotContext) {
  const game = asGame(await duck(context).sessions.inChannel(interaction.channelId));
  if (!game) return answerPrivately(interaction, 'error.noGameInChannel');
  await askToEndGame(duckStop(), interaction, game);
}

export const showHelp = (interaction: ChatInputCommandInteraction) =>
  answerPrivately(interaction, 'help.text');
