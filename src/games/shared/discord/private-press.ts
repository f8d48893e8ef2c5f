import {
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type ButtonInteraction,
  MessageFlags,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import { markApplied } from '../../../platform/discord/applied-presses.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import { fromPrivateMessage } from '../../../platform/discord/private-origin.js';
import { replyPlatform } from '../../../platform/discord/replies.js';
import type { RuleRefusal } from '../../../platform/game/game-rules.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/languages.js';
import type { Loaded } from '../../../platform/session/session-service.js';
import { fromItsChannel } from './press-origin.js';
import type { StagedRuntime } from './staged-runtime.js';

export type PrivatePress = ButtonInteraction | StringSelectMenuInteraction | ModalSubmitInteraction;

/** What a private message shows: its text and its controls. */
export interface Prompt {
  content: string;
  components: APIActionRowComponent<APIComponentInMessageActionRow>[];
}

/** A press in a player's private message (or its opening button on the board), in its context. */
export interface Seated<Game> {
  interaction: PrivatePress;
  context: BotContext;
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
export function privatePresses<Document extends Staged, Game extends Document, Move, Setup>(game: {
  /** A thunk: a game's handlers build these while its runtime module is still being loaded. */
  staged(): StagedRuntime<Document, Game, Move, Setup>;
  seatOf(state: Game, userId: string): number | null;
  spectatorText(interaction: PrivatePress): string;
  staleText(language: Language): string;
  refusalText(language: Language, refusal: RuleRefusal): string;
}) {
  async function show({ interaction, first, lead }: Seated<Game>, prompt: Prompt): Promise<void> {
    const content = lead ? `${lead}\n${prompt.content}` : prompt.content;
    const body = { content, components: prompt.components, allowedMentions: { parse: [] } };
    if (first || !interaction.isMessageComponent())
      await interaction.reply({ ...body, flags: MessageFlags.Ephemeral });
    else await interaction.update(body);
  }
  const say = (press: Seated<Game>, content: string) =>
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
      context: BotContext,
      gameId: string,
      first: boolean,
    ): Promise<Seated<Game> | null> {
      const loaded = await game.staged().loadGame(context, gameId);
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
      return { interaction, context, game: loaded, seat, language, first };
    },
    /** The press was made for an earlier moment of the game. */
    stale: (press: Seated<Game>) => say(press, game.staleText(press.language)),
    /**
     * A decided move, checked against the moment it was decided at (`expectedVersion`; null when
     * others' moves cannot make it stale), then answered with `answer(after)` and shown on the board.
     */
    async makeMove(
      press: Seated<Game>,
      move: Move,
      expectedVersion: number | null,
      answer: (after: Seated<Game>) => Promise<void>,
    ): Promise<void> {
      const { interaction, context, language } = press;
      const runtime = game.staged().runtime(context);
      const outcome = await runtime.sessions.play(press.game.gameId, {
        userId: interaction.user.id,
        expectedVersion,
        move,
        preloaded: press.game,
      });
      if (outcome.kind === 'stale') return say(press, game.staleText(language));
      if (outcome.kind === 'refused') return say(press, game.refusalText(language, outcome.refusal));
      const after = outcome.kind === 'applied' ? game.staged().asGame(outcome.game) : null;
      if (!after) return replyPlatform(interaction, 'error.gameMissing');
      markApplied(interaction);
      await answer({ ...press, game: after });
      await runtime.published(after);
    },
  };
}
