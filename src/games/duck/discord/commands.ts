import type { ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import { replyEphemeral } from '../../../platform/discord/replies.js';
import { tPlatform } from '../../../platform/i18n/index.js';
import { languageOfLocale, languages } from '../../../platform/i18n/languages.js';
import { displayNameOf, openStagedLobby } from '../../../platform/table/lobby.js';
import { askToEndChannelGame, type StopGame } from '../../../platform/table/stop-question.js';
import { tableOpening } from '../../shared/discord/table-defaults.js';
import { type DuckDocument, type DuckGame, type DuckLobby, stagedDuck } from '../document.js';
import { type DuckMessageKey, duckCatalogs, tDuck } from '../i18n/index.js';
import type { DuckMove } from '../rules.js';
import { setupById } from '../setups.js';
import { MAX_SEATS, type TableSeat } from '../table.js';
import { answerPrivately, commandTextsFor } from './answers.js';
import { renderLobby } from './lobby-message.js';
import type { DuckRuntime } from './seated.js';

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

/**
 * `/duck lobby`: the opener's seat, any computer ducks asked for, and the board if one was named;
 * others join, computer ducks fill seats, any racer starts.
 */
export async function openLobbyFromCommand(interaction: ChatInputCommandInteraction, runtime: DuckRuntime) {
  const { context } = runtime;
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
  const gameId = context.newGameId();
  const lobby: DuckLobby = {
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
    stage: 'lobby',
    createdAt: context.now(),
    expired: false,
  };
  const opened = await openStagedLobby(runtime, interaction, gameId, lobby, renderLobby);
  if (!opened) return answerPrivately(interaction, 'start.channelBusy');
  context.log.info({ gameId, channelId: lobby.channelId }, 'duck lobby opened');
}

/** `/duck stop` asks first, as every game's does: stopping ends the race with no winner. */
export const duckStop: StopGame<DuckDocument, DuckGame, DuckMove> = {
  staged: stagedDuck,
  resign: { type: 'resign' },
  text: tDuck,
  commandTexts: commandTextsFor,
};

/** `/duck stop`: a racer stops the channel's race, once they confirm. */
export async function endRace(interaction: ChatInputCommandInteraction, runtime: DuckRuntime) {
  await askToEndChannelGame(duckStop, runtime, interaction, () =>
    answerPrivately(interaction, 'error.noGameInChannel'),
  );
}

export const showHelp = (interaction: ChatInputCommandInteraction) =>
  answerPrivately(interaction, 'help.text');
