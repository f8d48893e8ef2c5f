import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import { markApplied } from '../../../platform/discord/applied-presses.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import { replyEphemeral, replyPlatform } from '../../../platform/discord/replies.js';
import { pendingDuck } from '../autoplay.js';
import type { Direction, Position } from '../engine/index.js';
import { tDuck } from '../i18n/index.js';
import { answerAfter } from './act.js';
import { refusalText } from './answers.js';
import { parseSquare, type SteerDraft } from './custom-ids.js';
import { current, makeMove, type PrivatePress, say, seated, show, stale } from './private-press.js';
import { handPrompt, placeFacingPrompt } from './prompts.js';
import { asGame, duck, updateGame } from './runtime.js';
import { squareName } from './squares.js';
import { steer } from './steer.js';

/** Placing: the square from the menu, then the facing from its buttons. */
export async function onPlace(
  interaction: PrivatePress,
  id: CustomId,
  square: { at: Position; facing: Direction | null } | null,
  context: BotContext,
) {
  const press = await seated(interaction, context, id.gameId, false);
  if (!press) return;
  const { game, seat, language } = press;
  const duckToPlace = pendingDuck(game.state.race, seat);
  if (game.state.race.phase.kind !== 'placing' || duckToPlace === null || !current(press, id.version))
    return stale(press);
  const chosen =
    square ?? (interaction.isStringSelectMenu() ? parseSquare(interaction.values[0] ?? '') : null);
  if (!chosen) return replyPlatform(interaction, 'error.malformedInput');
  const { at, facing } = chosen;
  if (facing === null)
    return show(press, placeFacingPrompt(id.gameId, game.state, duckToPlace, at, language));
  return makeMove(press, { type: 'place', at, facing }, id.version, (after) =>
    answerAfter(
      after,
      tDuck(language, 'prompt.placed', {
        square: squareName(at),
        facing: tDuck(language, `facing.${facing}`),
      }),
    ),
  );
}

/** Choosing: a card from the menu of one duck; changeable until everyone has chosen. */
export async function onChoose(
  interaction: StringSelectMenuInteraction,
  id: CustomId,
  choice: { duck: number; round: number },
  context: BotContext,
) {
  const press = await seated(interaction, context, id.gameId, false);
  if (!press) return;
  const { game, seat, language } = press;
  const card = Number(interaction.values[0]);
  if (!Number.isInteger(card)) return replyPlatform(interaction, 'error.malformedInput');
  if (game.state.race.phase.kind !== 'choosing' || game.state.race.round !== choice.round)
    return stale(press);
  const runtime = duck(context);
  const outcome = await runtime.sessions.play(game.gameId, {
    userId: interaction.user.id,
    expectedVersion: null,
    move: { type: 'choose', duck: choice.duck, card },
    preloaded: game,
  });
  if (outcome.kind === 'refused') return replyEphemeral(interaction, refusalText(language, outcome.refusal));
  const applied = outcome.kind === 'applied' ? asGame(outcome.game) : null;
  if (!applied) return replyPlatform(interaction, 'error.gameMissing');
  markApplied(interaction);
  const after = applied.state;
  if (after.race.phase.kind === 'choosing' && after.race.round === choice.round) {
    await interaction.update({
      ...handPrompt(id.gameId, after, seat, language),
      allowedMentions: { parse: [] },
    });
  } else {
    await answerAfter({ ...press, game: applied }, tDuck(language, 'prompt.chosenAll'));
  }
  await runtime.published(applied);
}

/** Steering: each press carries the decisions so far; a menu adds the card or the teleport square it picked. */
export async function onSteer(
  interaction: PrivatePress,
  id: CustomId,
  draft: SteerDraft,
  context: BotContext,
) {
  const press = await seated(interaction, context, id.gameId, false);
  if (!press) return;
  if (!current(press, id.version) || pendingDuck(press.game.state.race, press.seat) === null)
    return stale(press);
  let next = draft;
  if (interaction.isStringSelectMenu()) {
    const value = interaction.values[0] ?? '';
    const square = parseSquare(value);
    if (square) next = { ...draft, teleport: { at: square.at, facing: null } };
    else if (/^[1-9][0-9]?$/u.test(value)) next = { ...draft, card: Number(value) };
    else return replyPlatform(interaction, 'error.malformedInput');
  }
  return steer(press, next);
}

/** **I'm back**: the computer stops racing for this player; they choose their own cards again. */
export async function onBack(interaction: ButtonInteraction, id: CustomId, context: BotContext) {
  const press = await seated(interaction, context, id.gameId, false);
  if (!press) return;
  const updated = await updateGame(context, id.gameId, (game) => ({
    ...game,
    autopilot: game.autopilot.map((on, seat) => (seat === press.seat ? false : on)),
    missed: game.missed.map((count, seat) => (seat === press.seat ? 0 : count)),
  }));
  await say(press, tDuck(press.language, 'prompt.welcomeBack'));
  if (updated) await duck(context).tables.edit(updated);
}
