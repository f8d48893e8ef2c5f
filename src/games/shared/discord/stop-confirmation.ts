import {
  type ButtonInteraction,
  ButtonStyle,
  type ChatInputCommandInteraction,
  type Interaction,
  MessageFlags,
} from 'discord.js';
import { markApplied } from '../../../platform/discord/applied-presses.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import { fromPrivateMessage } from '../../../platform/discord/private-origin.js';
import { markRefused } from '../../../platform/discord/refusals.js';
import { replyEphemeral, replyPlatform } from '../../../platform/discord/replies.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/languages.js';
import type { Loaded } from '../../../platform/session/session-service.js';
import { button, buttonRow } from './buttons.js';
import type { StagedRuntime } from './staged-runtime.js';

export type StopText =
  | 'stop.confirm'
  | 'stop.end'
  | 'stop.keep'
  | 'stop.kept'
  | 'stop.stale'
  | 'stop.done'
  | 'stop.moved'
  | 'stop.notQuestion';

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
  /** The game's commands as its texts name them (`{stopCommand}`), for this reader. */
  commandTexts(interaction: Interaction, language: Language): Record<string, string>;
}

/**
 * `/… stop` asks first, privately: ending counts as a loss. The buttons name the game and the
 * version it stands at, so an answer given after that game moved on (or ended, and another
 * began) ends nothing.
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
 * The answer to that question, honoured only on the question itself (an ephemeral message: a copy
 * of its custom_id pressed on the board ends nothing), by a player of that game, and only while
 * the game stands where it stood when asked: ending is a compare-and-set on that version, so a
 * game that moved on is not ended on a decision made about an earlier moment. Whatever is refused
 * is said privately, with what changed (nothing).
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
  const language = languageOfLocale(interaction.locale);
  const say = (key: StopText, table = '') =>
    game.text(language, key, { table, ...game.commandTexts(interaction, language) });
  if (!fromPrivateMessage(interaction)) {
    markRefused(interaction);
    return replyEphemeral(interaction, say('stop.notQuestion'));
  }
  const loaded = await game.staged.loadGame(context, id.gameId);
  if (!loaded) return replyPlatform(interaction, 'error.gameMissing');
  if (!game.fromItsTable(interaction, loaded.state)) return replyPlatform(interaction, 'error.notThisTable');
  if (!game.isPlayer(loaded.state, interaction.user.id))
    return replyPlatform(interaction, 'error.notAPlayer');
  const table = game.tableName(language, loaded.state);
  const answer = async (key: StopText) => {
    await interaction.update({ content: say(key, table), components: [] });
  };
  if (game.isOver(loaded.state)) return answer('stop.stale');
  if (!end) return answer('stop.kept');
  const runtime = game.staged.runtime(context);
  const outcome = await runtime.sessions.play(loaded.gameId, {
    userId: interaction.user.id,
    expectedVersion: id.version,
    move: game.resign,
    preloaded: loaded,
  });
  if (outcome.kind === 'applied') {
    markApplied(interaction);
    await answer('stop.done');
    return runtime.published(outcome.game);
  }
  markRefused(interaction);
  switch (outcome.kind) {
    case 'stale':
      return answer('stop.moved');
    case 'refused': {
      const after = game.staged.asGame(outcome.game);
      return answer(after && game.isOver(after.state) ? 'stop.stale' : 'stop.kept');
    }
    case 'not-a-player':
      return replyPlatform(interaction, 'error.notAPlayer');
    case 'missing':
    case 'elsewhere':
      return replyPlatform(interaction, 'error.gameMissing');
  }
}
