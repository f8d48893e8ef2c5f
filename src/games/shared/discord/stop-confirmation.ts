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
import type { Loaded } from '../../../platform/session/session-service.js';
import { button, buttonRow } from './buttons.js';
import type { StagedRuntime } from './staged-runtime.js';

export type StopText = 'stop.confirm' | 'stop.end' | 'stop.keep' | 'stop.kept' | 'stop.stale' | 'stop.done';

/** What a game tells the shared stop question about itself. */
export interface StopGame<Document extends { stage: 'lobby' | 'game' }, Game extends Document, Move, Setup> {
  staged: StagedRuntime<Document, Game, Move, Setup>;
  resign: Move;
  customId(gameId: string, version: number, action: 'end-game' | 'keep-playing'): string;
  version(game: Game): number;
  isPlayer(game: Game, userId: string): boolean;
  isOver(game: Game): boolean;
  /** The game's channel (or one of its threads): where its question may be answered. */
  fromItsTable(interaction: ButtonInteraction, game: Game): boolean;
  /** How the question names the table ("Duet #12"). */
  tableName(language: Language, game: Game): string;
  text(language: Language, key: StopText, variables?: Record<string, string>): string;
}

/**
 * `/… stop` asks first, privately: ending counts as a loss. The buttons name the game, so an
 * answer given after that game ended (and another began) ends nothing.
 */
export async function askToEndGame<
  Document extends { stage: 'lobby' | 'game' },
  Game extends Document,
  Move,
  Setup,
>(
  game: StopGame<Document, Game, Move, Setup>,
  interaction: ChatInputCommandInteraction,
  loaded: Loaded<Game>,
): Promise<void> {
  if (!game.isPlayer(loaded.state, interaction.user.id))
    return replyPlatform(interaction, 'error.notAPlayer');
  const language = languageOfLocale(interaction.locale);
  const id = (action: 'end-game' | 'keep-playing') =>
    game.customId(loaded.gameId, game.version(loaded.state), action);
  await interaction.reply({
    content: game.text(language, 'stop.confirm', { table: game.tableName(language, loaded.state) }),
    components: [
      buttonRow(
        button(id('end-game'), game.text(language, 'stop.end'), ButtonStyle.Danger),
        button(id('keep-playing'), game.text(language, 'stop.keep'), ButtonStyle.Secondary),
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
export async function answerEndGame<
  Document extends { stage: 'lobby' | 'game' },
  Game extends Document,
  Move,
  Setup,
>(
  game: StopGame<Document, Game, Move, Setup>,
  interaction: ButtonInteraction,
  context: BotContext,
  id: CustomId,
  end: boolean,
): Promise<void> {
  const loaded = await game.staged.loadGame(context, id.gameId);
  if (!loaded) return replyPlatform(interaction, 'error.gameMissing');
  if (!game.fromItsTable(interaction, loaded.state)) return replyPlatform(interaction, 'error.notThisTable');
  const language = languageOfLocale(interaction.locale);
  const table = game.tableName(language, loaded.state);
  const answer = async (content: string) => {
    await interaction.update({ content, components: [] });
  };
  if (game.isOver(loaded.state)) return answer(game.text(language, 'stop.stale', { table }));
  if (!end) return answer(game.text(language, 'stop.kept', { table }));
  const runtime = game.staged.runtime(context);
  const ended = await runtime.commandMove(interaction, loaded.gameId, {
    userId: interaction.user.id,
    move: game.resign,
    preloaded: loaded,
  });
  if (!ended) return;
  await answer(game.text(language, 'stop.done'));
  await runtime.published(ended);
}
