import type { ButtonInteraction } from 'discord.js';
import type { CustomId } from '../discord/custom-id.js';
import type { GameRuntime } from '../discord/game-module.js';
import { replyEphemeral } from '../discord/replies.js';
import { languageOfLocale } from '../i18n/languages.js';
import type { Loaded } from '../session/session-service.js';
import { consensusStep, type PendingGuess } from './consensus.js';
import { fromItsBoard } from './origin.js';
import type { Placed, StagedGames } from './staged.js';

/** What a word game tells the shared consensus press about itself. */
export interface ConsensusGame<Document extends Placed, Game extends Document, Move> {
  staged: StagedGames<Document, Game>;
  /** The move a word press makes. */
  guess(cell: number): Move;
  /** Whether this presser's guess needs a second member (the option is on and the team is large enough). */
  needsConsensus(game: Game, userId: string): boolean;
  sameTeam(game: Game, a: string, b: string): boolean;
  pending(game: Game): PendingGuess | null;
  withPending(game: Game, pending: PendingGuess): Game;
  /** The private answer to a member pressing their own proposal again. */
  answerOwnProposal(interaction: ButtonInteraction): Promise<void>;
}

/**
 * A word press: a plain guess, or in consensus mode a proposal a second member of the same team
 * confirms by pressing the same word. Most presses are plain guesses, routed on this process's
 * copy of the game; the move itself checks the store.
 */
export async function pressWord<Document extends Placed, Game extends Document, Move, Setup>(
  game: ConsensusGame<Document, Game, Move>,
  interaction: ButtonInteraction,
  runtime: GameRuntime<Document, Move, Setup>,
  id: CustomId,
  cell: number,
): Promise<void> {
  const { staged } = game;
  const { context } = runtime;
  const move = game.guess(cell);
  const plainly = (preloaded: Loaded<Game> | null) =>
    runtime.move(interaction, id.gameId, { expectedVersion: id.version, move, preloaded });
  const consensusOn = (loaded: Loaded<Game> | null) =>
    loaded &&
    fromItsBoard(interaction, loaded.state) &&
    game.needsConsensus(loaded.state, interaction.user.id) &&
    runtime.rules.version(loaded.state) === id.version
      ? loaded
      : null;
  const recent = await staged.recentGame(runtime, id.gameId);
  if (!consensusOn(recent)) return void (await plainly(recent));
  const stored = consensusOn(await staged.loadGame(runtime, id.gameId));
  if (!stored) return void (await plainly(null));
  const seat = runtime.rules.seatOf(stored.state, interaction.user.id);
  const legal = seat
    ? runtime.rules.play(stored.state, seat, move, { userId: interaction.user.id, now: context.now() })
    : null;
  if (legal && !legal.ok)
    return replyEphemeral(
      interaction,
      runtime.refusalText(languageOfLocale(interaction.locale), legal.refusal),
    );
  const step = consensusStep(
    game.pending(stored.state),
    { userId: interaction.user.id, cell, now: context.now() },
    (a, b) => game.sameTeam(stored.state, a, b),
  );
  if (step.kind === 'confirm') return void (await plainly(null));
  if (step.kind === 'own-proposal') return game.answerOwnProposal(interaction);
  const proposed = await runtime.note(id.gameId, (document) => ({
    state:
      document.stage === 'game' && runtime.rules.version(document) === id.version
        ? game.withPending(document as Game, step.pendingGuess)
        : null,
    result: null,
  }));
  if (proposed.kind === 'written') return runtime.tables.updateInPlace(interaction, proposed.game);
  await plainly(null);
}
