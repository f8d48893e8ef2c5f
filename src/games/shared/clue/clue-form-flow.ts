import type { ButtonInteraction, ModalSubmitInteraction } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import { replyEphemeral, replyPlatform } from '../../../platform/discord/replies.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/languages.js';
import type { Loaded } from '../../../platform/session/session-service.js';
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

/** What a word game tells the shared clue form about itself. */
export interface ClueFormGame<Game> {
  /** The document collection its drafts are kept in. */
  drafts: string;
  maxNumber: number;
  text(language: Language, key: ClueFormText | `rule.${string}`): string;
  customId(gameId: string, version: number, action: 'clue-modal' | 'fix-clue'): string;
  loadGame(context: BotContext, gameId: string): Promise<Loaded<Game> | null>;
  fromItsBoard(interaction: ButtonInteraction | ModalSubmitInteraction, game: Game): boolean;
  fromItsChannel(interaction: ButtonInteraction | ModalSubmitInteraction, game: Game): boolean;
  version(game: Game): number;
  isPlayer(game: Game, userId: string): boolean;
  /** Answers privately and returns true when it is not this player's clue to give now. */
  refuseClueTurn(interaction: ButtonInteraction, game: Game): Promise<boolean>;
  /** Why the clue is not legal on `game`, in the giver's words; null when it is (or the rules answer first). */
  illegalClueText(
    game: Loaded<Game> | null,
    userId: string,
    clue: Clue,
    language: Language,
  ): Promise<string | null>;
  /** A clue given as `/clue` gives it (judged on `game`, what is wrong going to `refuse`): played, announced, the board edited. */
  giveClueAway(
    interaction: ModalSubmitInteraction,
    context: BotContext,
    gameId: string,
    game: Loaded<Game> | null,
    clue: Clue,
    refuse: (problem: string) => Promise<void>,
  ): Promise<void>;
  /** A clue from the board's own form: the board redrawn in place, the clue announced below it. */
  pressClue(
    interaction: ModalSubmitInteraction,
    context: BotContext,
    id: CustomId,
    clue: Clue,
    game: Loaded<Game> | null,
  ): Promise<void>;
}

function formTexts<Game>(game: ClueFormGame<Game>, language: Language) {
  const text = (key: ClueFormText) => game.text(language, key);
  return {
    title: text('modal.title'),
    word: text('modal.word'),
    wordPlaceholder: text('modal.wordPlaceholder'),
    number: text('modal.number'),
    numberPlaceholder: text('modal.numberPlaceholder'),
  };
}

function draftPlace<Game>(game: ClueFormGame<Game>, id: CustomId, language: Language): DraftPlace {
  return {
    collection: game.drafts,
    gameId: id.gameId,
    fixButtonId: game.customId(id.gameId, id.version, 'fix-clue'),
    texts: { kept: game.text(language, 'clue.draftKept'), fix: game.text(language, 'clue.fix') },
  };
}

/**
 * The clue form, for the player whose clue it is: from the board's Give clue, or from the private
 * Fix the clue answer in the game's channel, which brings back what they typed.
 */
export async function openClueForm<Game>(
  game: ClueFormGame<Game>,
  interaction: ButtonInteraction,
  context: BotContext,
  id: CustomId,
  fix: boolean,
): Promise<void> {
  const loaded = await game.loadGame(context, id.gameId);
  if (!loaded) return replyPlatform(interaction, 'error.gameMissing');
  const origin = fix ? game.fromItsChannel : game.fromItsBoard;
  if (!origin(interaction, loaded.state)) return replyPlatform(interaction, 'error.notThisTable');
  if (!game.isPlayer(loaded.state, interaction.user.id))
    return replyPlatform(interaction, 'error.notAPlayer');
  if (await game.refuseClueTurn(interaction, loaded.state)) return;
  const language = languageOfLocale(interaction.locale);
  const draft = fix ? await clueDraft(context, game.drafts, id.gameId, interaction.user.id) : null;
  const customId = game.customId(id.gameId, game.version(loaded.state), 'clue-modal');
  await interaction.showModal(clueModal(customId, formTexts(game, language), draft));
}

/**
 * A clue from the form. Anything the bot cannot take from what was typed is answered with a way to
 * fix it, the typing kept (for a player of the game, from its board or its Fix the clue answer).
 * From the board, the board is redrawn in place and the clue announced below; from a form reopened
 * by Fix the clue, it is given as `/clue` gives it.
 */
export async function submitClueForm<Game>(
  game: ClueFormGame<Game>,
  interaction: ModalSubmitInteraction,
  context: BotContext,
  id: CustomId,
): Promise<void> {
  const draft = readClueModal(interaction);
  const language = languageOfLocale(interaction.locale);
  const loaded = await game.loadGame(context, id.gameId);
  const fromBoard = loaded !== null && game.fromItsBoard(interaction, loaded.state);
  const fromFix =
    loaded !== null &&
    !fromBoard &&
    game.fromItsChannel(interaction, loaded.state) &&
    (await fromFixClueAnswer(interaction, context, game.drafts, id.gameId));
  const player =
    loaded !== null && (fromBoard || fromFix) && game.isPlayer(loaded.state, interaction.user.id);
  const refuse = (problem: string) =>
    player
      ? offerToFixClue(interaction, context, draftPlace(game, id, language), draft, problem)
      : replyEphemeral(interaction, problem);
  const text = readClueText(draft.word);
  if (!text.ok) return refuse(game.text(language, `rule.${text.code}`));
  const number = clueNumberSchema(game.maxNumber).safeParse(draft.number);
  if (!number.success) return refuse(game.text(language, 'error.clueNumber'));
  const clue = { word: text.word, number: number.data };
  if (fromFix) return game.giveClueAway(interaction, context, id.gameId, loaded, clue, refuse);
  const current = fromBoard && game.version(loaded.state) === id.version ? loaded : null;
  const illegal = await game.illegalClueText(current, interaction.user.id, clue, language);
  if (illegal) return refuse(illegal);
  await game.pressClue(interaction, context, id, clue, loaded);
}
