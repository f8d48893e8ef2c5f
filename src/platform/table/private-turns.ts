import {
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type ButtonInteraction,
  MessageFlags,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { BotServices } from '../discord/bot-services.js';
import type { GameRuntime } from '../discord/game-module.js';
import { fromPrivateMessage } from '../discord/private-origin.js';
import { replyPlatform } from '../discord/replies.js';
import { type Language, languageOfLocale } from '../i18n/languages.js';
import type { Loaded } from '../session/session-service.js';
import { fromItsChannel } from './origin.js';
import type { StagedGames } from './staged.js';

export type PrivatePress = ButtonInteraction | StringSelectMenuInteraction | ModalSubmitInteraction;

/** What a private message shows: its text and its controls. */
export interface Prompt {
  content: string;
  components: APIActionRowComponent<APIComponentInMessageActionRow>[];
}

/** A press in a player's private message (or its opening button on the board), in its context. */
export interface Seated<Game, Move = unknown> {
  interaction: PrivatePress;
  // biome-ignore lint/suspicious/noExplicitAny: the document type is the game's; a press only moves and reads through it
  runtime: GameRuntime<any, Move, any>;
  context: BotServices;
  game: Loaded<Game>;
  seat: number;
  language: Language;
  /**
   * Whether this press opens the private message (a button on the board); else it was pressed in
   * that private message, which it updates.
   */
  first: boolean;
  /** What the press just did, said above whatever the player is asked next. */
  lead?: string;
}

type Staged = { stage: 'lobby' | 'game'; channelId: string; rosterMessageId: string | null };

/**
 * The private side of a staged game: find the presser's seat, show them a prompt (a new
 * ephemeral message or the one they pressed on), and make the move they decided on.
 */
export function privatePresses<Document extends Staged, Game extends Document, Move>(game: {
  staged: StagedGames<Document, Game>;
  seatOf(state: Game, userId: string): number | null;
  /** The version the game's buttons carry. */
  version(state: Game): number;
  spectatorText(interaction: PrivatePress): string;
  staleText(language: Language): string;
}) {
  type Press = Seated<Game, Move>;
  async function show({ interaction, first, lead }: Press, prompt: Prompt): Promise<void> {
    const content = lead ? `${lead}\n${prompt.content}` : prompt.content;
    const body = { content, components: prompt.components, allowedMentions: { parse: [] } };
    if (first || !interaction.isMessageComponent())
      await interaction.reply({ ...body, flags: MessageFlags.Ephemeral });
    else await interaction.update(body);
  }
  const say = (press: Press, content: string) =>
    show({ ...press, lead: undefined }, { content, components: [] });

  return {
    show,
    say,
    /**
     * The game this press belongs to and the presser's seat; null after answering why not. A press
     * that does not open the private message (`first`) must come from one.
     */
    async seated(
      interaction: PrivatePress,
      // biome-ignore lint/suspicious/noExplicitAny: any set-up: a private press only reads and moves
      runtime: GameRuntime<Document, Move, any>,
      id: { gameId: string; version: number },
      first: boolean,
    ): Promise<Press | null> {
      // The copy this process last saw: one Redis round trip for a move made from it (its
      // compare-and-set checks it). A copy behind the pressed button is read again.
      const recent = await game.staged.recentGame(runtime, id.gameId);
      const loaded =
        recent && game.version(recent.state) >= id.version
          ? recent
          : await game.staged.loadGame(runtime, id.gameId);
      if (!loaded) {
        await replyPlatform(interaction, 'error.gameMissing');
        return null;
      }
      if (!fromItsChannel(interaction, loaded.state)) {
        await replyPlatform(interaction, 'error.notThisTable');
        return null;
      }
      // A control of a private menu answers by updating that menu: copied onto a public message
      // (the board), it would write the player's private answer there. It acts only where it was drawn.
      if (!first && !fromPrivateMessage(interaction)) {
        await replyPlatform(interaction, 'error.notInPrivateMessage');
        return null;
      }
      const seat = game.seatOf(loaded.state, interaction.user.id);
      if (seat === null) {
        await interaction.reply({ content: game.spectatorText(interaction), flags: MessageFlags.Ephemeral });
        return null;
      }
      const language = languageOfLocale(interaction.locale);
      return { interaction, runtime, context: runtime.context, game: loaded, seat, language, first };
    },
    /** The press was made for an earlier moment of the game. */
    stale: (press: Press) => say(press, game.staleText(press.language)),
    /**
     * A decided move, checked against the moment it was decided at (`expectedVersion`; null when
     * others' moves cannot make it stale), then answered with `answer(after)` and shown on the board.
     */
    async makeMove(
      press: Press,
      move: Move,
      expectedVersion: number | null,
      answer: (after: Press) => Promise<void>,
    ): Promise<void> {
      await press.runtime.move(
        press.interaction,
        press.game.gameId,
        { move, expectedVersion, preloaded: press.game },
        {
          async applied(after) {
            const started = game.staged.asGame(after);
            if (started) await answer({ ...press, game: started });
          },
          unapplied: (text, outcome) =>
            say(press, outcome.kind === 'stale' ? game.staleText(press.language) : text),
        },
      );
    },
  };
}
