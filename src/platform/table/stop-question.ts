import {
  type ButtonInteraction,
  ButtonStyle,
  type ChatInputCommandInteraction,
  type Interaction,
  MessageFlags,
} from 'discord.js';
import { button, buttonRow } from '../discord/buttons.js';
import { type CustomId, encodeCustomId } from '../discord/custom-id.js';
import type { GameRuntime } from '../discord/game-module.js';
import { fromPrivateMessage } from '../discord/private-origin.js';
import { markRefused } from '../discord/refusals.js';
import { replyEphemeral, replyPlatform } from '../discord/replies.js';
import { type Language, languageOfLocale } from '../i18n/languages.js';
import type { Loaded } from '../session/session-service.js';
import { fromItsChannel } from './origin.js';
import type { Staged, StagedGames } from './staged.js';

export type StopText =
  | 'stop.confirm'
  | 'stop.end'
  | 'stop.keep'
  | 'stop.kept'
  | 'stop.stale'
  | 'stop.done'
  | 'stop.moved'
  | 'stop.notQuestion';

/** A staged game's document, as far as the question needs it: where it is played. */
type Channelled = Staged & { channelId: string };

/** What a game tells the platform's stop question about itself; the rest its runtime knows. */
export interface StopGame<Document extends Channelled, Game extends Document, Move> {
  staged: StagedGames<Document, Game>;
  /** The move that ends the game as a loss for everybody. */
  resign: Move;
  /** The game's channel (or one of its threads): where its question may be answered. Default: the channel. */
  fromItsTable?(interaction: ButtonInteraction, game: Game): boolean;
  /** How the question names the table ("Duet #12"). Default: the game's name. */
  tableName?(language: Language, game: Game): string;
  text(language: Language, key: StopText, variables?: Record<string, string>): string;
  /** The game's commands as its texts name them (`{stopCommand}`), for this reader. */
  commandTexts(interaction: Interaction, language: Language): Record<string, string>;
}

// biome-ignore lint/suspicious/noExplicitAny: any set-up: the question only reads and resigns
type StopRuntime<Document, Move> = GameRuntime<Document, Move, any>;

const isPlayer = <Document, Move>(runtime: StopRuntime<Document, Move>, state: Document, userId: string) =>
  runtime.rules.seatOf(state, userId) !== null;
const isOver = <Document, Move>(runtime: StopRuntime<Document, Move>, state: Document) =>
  runtime.rules.result(state) !== null;
const tableNameOf = <Document extends Channelled, Game extends Document, Move>(
  game: StopGame<Document, Game, Move>,
  runtime: StopRuntime<Document, Move>,
  language: Language,
  state: Game,
) => game.tableName?.(language, state) ?? runtime.name(language);

/**
 * `/… stop` asks first, privately: ending counts as a loss. The buttons name the game and the
 * version it stands at, so an answer given after that game moved on (or ended, and another
 * began) ends nothing.
 */
export async function askToEndGame<Document extends Channelled, Game extends Document, Move>(
  game: StopGame<Document, Game, Move>,
  runtime: StopRuntime<Document, Move>,
  interaction: ChatInputCommandInteraction,
  loaded: Loaded<Game>,
): Promise<void> {
  if (!isPlayer(runtime, loaded.state, interaction.user.id))
    return replyPlatform(interaction, 'error.notAPlayer');
  const language = languageOfLocale(interaction.locale);
  const id = (action: StopAction) =>
    encodeCustomId({
      game: runtime.id,
      gameId: loaded.gameId,
      version: runtime.rules.version(loaded.state),
      action,
    });
  await interaction.reply({
    content: game.text(language, 'stop.confirm', {
      table: tableNameOf(game, runtime, language, loaded.state),
    }),
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

/** `/… stop` in a channel: the question about this game's table there, or `noGame` when there is none. */
export async function askToEndChannelGame<Document extends Channelled, Game extends Document, Move>(
  game: StopGame<Document, Game, Move>,
  runtime: StopRuntime<Document, Move>,
  interaction: ChatInputCommandInteraction,
  noGame: () => Promise<void>,
): Promise<void> {
  const loaded = game.staged.asGame(await runtime.inChannel(interaction.channelId));
  if (!loaded) return noGame();
  await askToEndGame(game, runtime, interaction, loaded);
}

/** The custom_id actions of the stop question's two buttons. */
export type StopAction = 'end-game' | 'keep-playing';

/**
 * The answer to that question, honoured only on the question itself (an ephemeral message: a copy
 * of its custom_id pressed on the board ends nothing), by a player of that game, and only while
 * the game stands where it stood when asked: ending is a compare-and-set on that version, so a
 * game that moved on is not ended on a decision made about an earlier moment. Whatever is refused
 * is said privately, with what changed (nothing).
 */
export async function answerEndGame<Document extends Channelled, Game extends Document, Move>(
  game: StopGame<Document, Game, Move>,
  interaction: ButtonInteraction,
  runtime: StopRuntime<Document, Move>,
  id: CustomId,
): Promise<void> {
  const end = id.action === 'end-game';
  const language = languageOfLocale(interaction.locale);
  const say = (key: StopText, table = '') =>
    game.text(language, key, { table, ...game.commandTexts(interaction, language) });
  if (!fromPrivateMessage(interaction)) {
    markRefused(interaction);
    return replyEphemeral(interaction, say('stop.notQuestion'));
  }
  const loaded = await game.staged.loadGame(runtime, id.gameId);
  if (!loaded) return replyPlatform(interaction, 'error.gameMissing');
  const fromItsTable =
    game.fromItsTable?.(interaction, loaded.state) ?? fromItsChannel(interaction, loaded.state);
  if (!fromItsTable) return replyPlatform(interaction, 'error.notThisTable');
  if (!isPlayer(runtime, loaded.state, interaction.user.id))
    return replyPlatform(interaction, 'error.notAPlayer');
  const table = tableNameOf(game, runtime, language, loaded.state);
  const answer = async (key: StopText) => {
    await interaction.update({ content: say(key, table), components: [] });
  };
  if (isOver(runtime, loaded.state)) return answer('stop.stale');
  if (!end) return answer('stop.kept');
  await runtime.move(
    interaction,
    loaded.gameId,
    { move: game.resign, expectedVersion: id.version, preloaded: loaded },
    {
      applied: () => answer('stop.done'),
      async unapplied(text, outcome) {
        switch (outcome.kind) {
          case 'stale':
            return answer('stop.moved');
          case 'refused':
            return answer(isOver(runtime, outcome.game.state) ? 'stop.stale' : 'stop.kept');
          default:
            return replyEphemeral(interaction, text);
        }
      },
    },
  );
}
