import type { ButtonInteraction, ChatInputCommandInteraction, ModalSubmitInteraction } from 'discord.js';
import { type CustomId, encodeCustomId } from '../../../platform/discord/custom-id.js';
import type { GameRuntime } from '../../../platform/discord/game-module.js';
import { replyEphemeral, replyPlatform } from '../../../platform/discord/replies.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/languages.js';
import type { Loaded } from '../../../platform/session/session-service.js';
import { fromItsBoard, fromItsChannel } from '../../../platform/table/origin.js';
import type { Placed, StagedGames } from '../../../platform/table/staged.js';
import { readClueOptions } from './clue-command.js';
import { clueDraft, type DraftPlace, fromFixClueAnswer, offerToFixClue } from './clue-draft.js';
import { clueModal, clueNumberSchema, readClueModal } from './clue-modal.js';
import { readClueText } from './clue-text.js';

/** The strings a word game's catalog keeps under the same keys for its clue form. */
export type ClueFormText =
  | 'modal.title'
  | 'modal.word'
  | 'modal.wordPlaceholder'
  | 'modal.number'
  | 'modal.numberPlaceholder'
  | 'clue.draftKept'
  | 'clue.fix'
  | 'error.clueNumber';

export type Clue = { word: string; number: number };

/** What a word game tells the shared clue form (and `/clue`) about itself. */
export interface ClueFormGame<Document extends Placed, Game extends Document, Move> {
  staged: StagedGames<Document, Game>;
  /** The move that gives this clue. */
  clueMove(clue: Clue): Move;
  /** The public line a given clue leaves at the bottom of the channel (who guesses now, pinged). */
  announcement(game: Loaded<Game>): { content: string; allowedMentions: { users: string[] } } | null;
  /** The document collection its drafts are kept in. */
  drafts: string;
  maxNumber: number;
  text(language: Language, key: ClueFormText | `rule.${string}`): string;
  /** Answers privately and returns true when it is not this player's clue to give now. */
  refuseClueTurn(interaction: ButtonInteraction, game: Game): Promise<boolean>;
  /** Why the clue is not legal on `game`, in the giver's words; null when it is (or the rules answer first). */
  illegalClueText(
    game: Loaded<Game> | null,
    userId: string,
    clue: Clue,
    language: Language,
  ): Promise<string | null>;
}

// biome-ignore lint/suspicious/noExplicitAny: any move and set-up: only the rules' seats are read
const isPlayer = <State>(runtime: GameRuntime<State, any, any>, state: State, userId: string) =>
  runtime.rules.seatOf(state, userId) !== null;

function formTexts(game: AnyClueFormGame, language: Language) {
  const text = (key: ClueFormText) => game.text(language, key);
  return {
    title: text('modal.title'),
    word: text('modal.word'),
    wordPlaceholder: text('modal.wordPlaceholder'),
    number: text('modal.number'),
    numberPlaceholder: text('modal.numberPlaceholder'),
  };
}

function draftPlace(game: AnyClueFormGame, id: CustomId, language: Language): DraftPlace {
  return {
    collection: game.drafts,
    gameId: id.gameId,
    fixButtonId: encodeCustomId({ ...id, action: 'fix-clue', arg: undefined }),
    texts: { kept: game.text(language, 'clue.draftKept'), fix: game.text(language, 'clue.fix') },
  };
}

/**
 * The clue form, for the player whose clue it is: from the board's Give clue, or from the private
 * Fix the clue answer in the game's channel, which brings back what they typed.
 */
export async function openClueForm<Document extends Placed, Game extends Document, Move, Setup>(
  game: ClueFormGame<Document, Game, Move>,
  interaction: ButtonInteraction,
  runtime: GameRuntime<Document, Move, Setup>,
  id: CustomId,
  fix: boolean,
): Promise<void> {
  const loaded = await game.staged.loadGame(runtime, id.gameId);
  if (!loaded) return replyPlatform(interaction, 'error.gameMissing');
  const origin = fix ? fromItsChannel : fromItsBoard;
  if (!origin(interaction, loaded.state)) return replyPlatform(interaction, 'error.notThisTable');
  if (!isPlayer(runtime, loaded.state, interaction.user.id))
    return replyPlatform(interaction, 'error.notAPlayer');
  if (await game.refuseClueTurn(interaction, loaded.state)) return;
  const language = languageOfLocale(interaction.locale);
  const draft = fix ? await clueDraft(runtime.context, game.drafts, id.gameId, interaction.user.id) : null;
  const version = runtime.rules.version(loaded.state);
  const customId = encodeCustomId({ game: runtime.id, gameId: id.gameId, version, action: 'clue-modal' });
  await interaction.showModal(clueModal(customId, formTexts(game, language), draft));
}

/**
 * A clue from the form. Anything the bot cannot take from what was typed is answered with a way to
 * fix it, the typing kept (for a player of the game, from its board or its Fix the clue answer).
 * From the board, the board is redrawn in place and the clue announced below; from a form reopened
 * by Fix the clue, it is given as `/clue` gives it.
 */
export async function submitClueForm<Document extends Placed, Game extends Document, Move, Setup>(
  game: ClueFormGame<Document, Game, Move>,
  interaction: ModalSubmitInteraction,
  runtime: GameRuntime<Document, Move, Setup>,
  id: CustomId,
): Promise<void> {
  const draft = readClueModal(interaction);
  const language = languageOfLocale(interaction.locale);
  const loaded = await game.staged.loadGame(runtime, id.gameId);
  const fromBoard = loaded !== null && fromItsBoard(interaction, loaded.state);
  const fromFix =
    loaded !== null &&
    !fromBoard &&
    fromItsChannel(interaction, loaded.state) &&
    (await fromFixClueAnswer(interaction, runtime.context, game.drafts, id.gameId));
  const player =
    loaded !== null && (fromBoard || fromFix) && isPlayer(runtime, loaded.state, interaction.user.id);
  const refuse = (problem: string) =>
    player
      ? offerToFixClue(interaction, runtime.context, draftPlace(game, id, language), draft, problem)
      : replyEphemeral(interaction, problem);
  const text = readClueText(draft.word);
  if (!text.ok) return refuse(game.text(language, `rule.${text.code}`));
  const number = clueNumberSchema(game.maxNumber).safeParse(draft.number);
  if (!number.success) return refuse(game.text(language, 'error.clueNumber'));
  const clue = { word: text.word, number: number.data };
  if (fromFix) return giveClueAway(game, interaction, runtime, id.gameId, loaded, clue, refuse);
  const current = fromBoard && runtime.rules.version(loaded.state) === id.version ? loaded : null;
  const illegal = await game.illegalClueText(current, interaction.user.id, clue, language);
  if (illegal) return refuse(illegal);
  const outcome = await runtime.move(interaction, id.gameId, {
    expectedVersion: id.version,
    move: game.clueMove(clue),
    preloaded: loaded,
  });
  const given = outcome.kind === 'applied' ? game.staged.asGame(outcome.game) : null;
  const announcement = given ? game.announcement(given) : null;
  if (announcement) await interaction.followUp(announcement);
}

/**
 * A clue given away from the board (`/clue`, or a form reopened to fix it): judged on `loaded` as
 * just read (what is wrong goes to `refuse`), played, answered by its announcement, then the
 * board follows by an edit.
 */
export async function giveClueAway<Document extends Placed, Game extends Document, Move, Setup>(
  game: ClueFormGame<Document, Game, Move>,
  interaction: ChatInputCommandInteraction | ModalSubmitInteraction,
  runtime: GameRuntime<Document, Move, Setup>,
  gameId: string,
  loaded: Loaded<Game> | null,
  clue: Clue,
  refuse: (problem: string) => Promise<void>,
): Promise<void> {
  const illegal = await game.illegalClueText(
    loaded,
    interaction.user.id,
    clue,
    languageOfLocale(interaction.locale),
  );
  if (illegal) return refuse(illegal);
  await runtime.move(
    interaction,
    gameId,
    { expectedVersion: null, move: game.clueMove(clue), preloaded: loaded },
    {
      async applied(after) {
        const given = game.staged.asGame(after);
        const announcement = given ? game.announcement(given) : null;
        if (announcement) await interaction.reply(announcement);
      },
    },
  );
}

/** `/clue word count`, handed to the word game of the channel: given as above, refusals private. */
export async function giveClueFromCommand<Document extends Placed, Game extends Document, Move, Setup>(
  game: ClueFormGame<Document, Game, Move>,
  interaction: ChatInputCommandInteraction,
  gameId: string,
  runtime: GameRuntime<Document, Move, Setup>,
): Promise<void> {
  const { word: typed, number } = readClueOptions(interaction);
  const text = readClueText(typed);
  const language = languageOfLocale(interaction.locale);
  if (!text.ok) return replyEphemeral(interaction, game.text(language, `rule.${text.code}`));
  const loaded = await game.staged.loadGame(runtime, gameId);
  await giveClueAway(game, interaction, runtime, gameId, loaded, { word: text.word, number }, (problem) =>
    replyEphemeral(interaction, problem),
  );
}

// biome-ignore lint/suspicious/noExplicitAny: the form's texts and drafts do not depend on the game's types
type AnyClueFormGame = ClueFormGame<any, any, any>;
