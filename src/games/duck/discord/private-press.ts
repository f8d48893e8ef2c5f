import { type ButtonInteraction, MessageFlags, type StringSelectMenuInteraction } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import { replyPlatform } from '../../../platform/discord/replies.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/languages.js';
import { fromItsChannel } from '../../shared/discord/press-origin.js';
import type { DuckGame } from '../document.js';
import type { RaceMove } from '../engine/index.js';
import { tDuck } from '../i18n/index.js';
import { duckRules } from '../rules.js';
import { seatIndexOf } from '../table.js';
import { answerPrivately, refusalText } from './answers.js';
import type { Prompt } from './prompt-parts.js';
import { asGame, duck, type LoadedGame, loadGame } from './runtime.js';

export type PrivatePress = ButtonInteraction | StringSelectMenuInteraction;

/** A press in a player's private message (or My move), in its context. */
export interface Seated {
  interaction: PrivatePress;
  context: BotContext;
  game: LoadedGame;
  seat: number;
  language: Language;
  /** Whether this press opens the private message (else it updates the one it was pressed on). */
  first: boolean;
  /** What the press just did, said above whatever the player is asked next. */
  lead?: string;
}

/** The game this press belongs to and the presser's seat; null after answering why not. */
export async function seated(
  interaction: PrivatePress,
  context: BotContext,
  gameId: string,
  first: boolean,
): Promise<Seated | null> {
  const game = await loadGame(context, gameId);
  if (!game) {
    await replyPlatform(interaction, 'error.gameMissing');
    return null;
  }
  if (!fromItsChannel(interaction, game.state)) {
    await replyPlatform(interaction, 'error.notThisTable');
    return null;
  }
  const seat = seatIndexOf(game.state.seats, interaction.user.id);
  if (seat === null) {
    await answerPrivately(interaction, 'prompt.spectator');
    return null;
  }
  return { interaction, context, game, seat, language: languageOfLocale(interaction.locale), first };
}

export const isOver = (game: DuckGame) => game.abandoned || game.race.phase.kind === 'over';

export async function show({ interaction, first, lead }: Seated, prompt: Prompt): Promise<void> {
  const content = lead ? `${lead}\n${prompt.content}` : prompt.content;
  const body = { content, components: prompt.components, allowedMentions: { parse: [] } };
  if (first) await interaction.reply({ ...body, flags: MessageFlags.Ephemeral });
  else await interaction.update(body);
}

export const say = (press: Seated, content: string) =>
  show({ ...press, lead: undefined }, { content, components: [] });

/** The press was made for an earlier moment of the race. */
export const stale = (press: Seated) => say(press, tDuck(press.language, 'prompt.stale'));

/**
 * A decided move, checked against the moment it was decided at (`expectedVersion`; null when
 * others' moves cannot make it stale), then answered with `answer(after)` and shown on the board.
 */
export async function makeMove(
  press: Seated,
  move: RaceMove,
  expectedVersion: number | null,
  answer: (after: Seated) => Promise<void>,
): Promise<void> {
  const { interaction, context, game, language } = press;
  const runtime = duck(context);
  const outcome = await runtime.sessions.play(game.gameId, {
    userId: interaction.user.id,
    expectedVersion,
    move,
    preloaded: game,
  });
  if (outcome.kind === 'stale') return stale(press);
  if (outcome.kind === 'refused') return say(press, refusalText(language, outcome.refusal));
  const after = outcome.kind === 'applied' ? asGame(outcome.game) : null;
  if (!after) return replyPlatform(interaction, 'error.gameMissing');
  await answer({ ...press, game: after });
  await runtime.published(after);
}

/** Whether the press was rendered for the race as it stands (its custom_id's version). */
export const current = (press: Seated, version: number) => duckRules.version(press.game.state) === version;
