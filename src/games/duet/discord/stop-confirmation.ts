import {
  type ButtonInteraction,
  ButtonStyle,
  type ChatInputCommandInteraction,
  MessageFlags,
} from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import { replyPlatform } from '../../../platform/discord/replies.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/languages.js';
import { button, buttonRow } from '../../shared/discord/buttons.js';
import { isGameOver } from '../engine/index.js';
import { tDuet } from '../i18n/index.js';
import { boardVersion, type DuetSession, sideOf } from '../session.js';
import { duetCustomId } from './custom-ids.js';
import { asGame, duet, type LoadedGame, loadGame } from './duet-runtime.js';
import { fromItsTable } from './press-origin.js';

/** "Duet #12", as the roster and threads name the table. */
function tableName(language: Language, session: DuetSession): string {
  return session.number === null
    ? tDuet(language, 'board.title')
    : tDuet(language, 'lobby.number', { number: session.number });
}

/**
 * `/duet stop` asks first, privately: ending counts as a loss for everyone at the table. The
 * buttons name the game, so an answer given after that game ended (and another began) ends nothing.
 */
export async function askToEndGame(interaction: ChatInputCommandInteraction, game: LoadedGame) {
  if (!sideOf(game.state, interaction.user.id)) return replyPlatform(interaction, 'error.notAPlayer');
  const language = languageOfLocale(interaction.locale);
  const id = (action: 'end-game' | 'keep-playing') =>
    duetCustomId(game.gameId, boardVersion(game.state), action);
  await interaction.reply({
    content: tDuet(language, 'stop.confirm', { table: tableName(language, game.state) }),
    components: [
      buttonRow(
        button(id('end-game'), tDuet(language, 'stop.end'), ButtonStyle.Danger),
        button(id('keep-playing'), tDuet(language, 'stop.keep'), ButtonStyle.Secondary),
      ),
    ],
    flags: MessageFlags.Ephemeral,
    allowedMentions: { parse: [] },
  });
}

/**
 * The answer to that question: the question itself is replaced by what happened. Ending does not
 * check the board's version: whatever was played since, the player still wants this game over.
 */
export async function answerEndGame(
  interaction: ButtonInteraction,
  context: BotContext,
  id: CustomId,
  end: boolean,
) {
  const game = asGame(await loadGame(context, id.gameId));
  if (!game) return replyPlatform(interaction, 'error.gameMissing');
  if (!fromItsTable(interaction, game.state)) return replyPlatform(interaction, 'error.notThisTable');
  const language = languageOfLocale(interaction.locale);
  const table = tableName(language, game.state);
  const answer = async (content: string) => {
    await interaction.update({ content, components: [] });
  };
  if (isGameOver(game.state.engine)) return answer(tDuet(language, 'stop.stale', { table }));
  if (!end) return answer(tDuet(language, 'stop.kept', { table }));
  const runtime = duet(context);
  const ended = await runtime.commandMove(interaction, game.gameId, {
    userId: interaction.user.id,
    move: { type: 'resign' },
    preloaded: game,
  });
  if (!ended) return;
  await answer(tDuet(language, 'stop.done'));
  await runtime.published(ended);
}
