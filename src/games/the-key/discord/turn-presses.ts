import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import { isOver } from '../document.js';
import type { ActionId, KeyMove, ResourceCard } from '../engine/index.js';
import { tKey } from '../i18n/index.js';
import { eventTexts } from './board-text.js';
import { cardAt, parsePlay } from './custom-ids.js';
import { actionResolution, specialResolution } from './resolution-values.js';
import { powerPrompt, resolvePrompt } from './resolve-prompts.js';
import { makeMove, type SeatedPress, say, seated, show } from './seated.js';
import { discardPrompt, drawPrompt, optionalDraws, turnPrompt } from './turn-prompt.js';
import { listText, seatLabel } from './words.js';

/** Turn moves are checked by the rules against the game as it is, so others' presses never make them stale. */
const ANY_VERSION = null;

const promptAgain = (press: SeatedPress) =>
  show(press, turnPrompt(press.game.gameId, press.game.state, press.seat, press.language));

/** After a move: what it set off, then the next question if it is still this player's turn. */
function answerAfter(
  after: SeatedPress,
  quiet: 'prompt.done' | 'prompt.turnEnded' = 'prompt.done',
): Promise<void> {
  const { game, seat, language } = after;
  const events = eventTexts(game.state, game.state.mission.events, language);
  const what = events.length > 0 ? listText(language, events) : tKey(language, quiet);
  if (!isOver(game.state) && game.state.mission.current === seat)
    return promptAgain({ ...after, lead: what });
  const next = isOver(game.state)
    ? tKey(language, 'prompt.over')
    : tKey(language, 'prompt.passed', {
        player: seatLabel(game.state, game.state.mission.current, language),
      });
  return say(after, `${what}\n${next}`);
}

/** Refuses, privately, a press that is not this player's to make now. */
async function onTurn(press: SeatedPress): Promise<boolean> {
  const { mission } = press.game.state;
  if (isOver(press.game.state) || mission.current !== press.seat) {
    await promptAgain(press);
    return false;
  }
  return true;
}

/** **My hand** on the board: the player's cards and, on their turn, what they can do. */
export async function onHand(interaction: ButtonInteraction, id: CustomId, context: BotContext) {
  const press = await seated(interaction, context, id.gameId, true);
  if (press) await promptAgain(press);
}

/** A card chosen for an action card: ask how the action resolves. */
export async function onPlay(interaction: StringSelectMenuInteraction, id: CustomId, context: BotContext) {
  const press = await seated(interaction, context, id.gameId, false);
  if (!press || !(await onTurn(press))) return;
  const played = parsePlay(interaction.values[0] ?? '');
  if (!played) return promptAgain(press);
  await show(
    press,
    resolvePrompt(id.gameId, press.game.state, press.seat, played.card, played.action, press.language),
  );
}

/** The action's resolution chosen: the card is played and the action resolved, as one move. */
export async function onResolve(
  interaction: StringSelectMenuInteraction,
  id: CustomId,
  played: { card: ResourceCard; action: ActionId },
  context: BotContext,
) {
  const press = await seated(interaction, context, id.gameId, false);
  if (!press || !(await onTurn(press))) return;
  const resolution = actionResolution(press.game.state, press.seat, played.action, interaction.values);
  if (!resolution) return promptAgain({ ...press, lead: tKey(press.language, 'prompt.badChoice') });
  const move: KeyMove = { type: 'play', card: played.card.id, ...resolution };
  await makeMove(press, move, ANY_VERSION, answerAfter);
}

/** The special action: first, which two cards pay for it. */
export async function onSpecial(interaction: ButtonInteraction, id: CustomId, context: BotContext) {
  const press = await seated(interaction, context, id.gameId, false);
  if (!press || !(await onTurn(press))) return;
  await show(press, discardPrompt(id.gameId, press.game.state, press.seat, press.language));
}

export async function onDiscard(interaction: StringSelectMenuInteraction, id: CustomId, context: BotContext) {
  const press = await seated(interaction, context, id.gameId, false);
  if (!press || !(await onTurn(press))) return;
  const cards = interaction.values.map((value) =>
    /^(0|[1-9]\d?)$/u.test(value) ? cardAt(Number(value)) : undefined,
  );
  const [first, second] = cards;
  if (cards.length !== 2 || !first || !second || first.id === second.id) return promptAgain(press);
  await show(press, powerPrompt(id.gameId, press.game.state, press.seat, [first, second], press.language));
}

/** The special action's target chosen: the two cards are discarded and the action resolved. */
export async function onPower(
  interaction: StringSelectMenuInteraction,
  id: CustomId,
  discard: [ResourceCard, ResourceCard],
  context: BotContext,
) {
  const press = await seated(interaction, context, id.gameId, false);
  if (!press || !(await onTurn(press))) return;
  const resolution = specialResolution(press.game.state, press.seat, interaction.values[0] ?? '');
  if (!resolution) return promptAgain({ ...press, lead: tKey(press.language, 'prompt.badChoice') });
  const move: KeyMove = { type: 'special', discard: [discard[0].id, discard[1].id], ...resolution };
  await makeMove(press, move, ANY_VERSION, answerAfter);
}

/** End turn; when drawing is optional (a crisis, or one that begins as they draw), first how many cards. */
export async function onEndTurn(
  interaction: ButtonInteraction,
  id: CustomId,
  draws: number | null,
  context: BotContext,
) {
  const press = await seated(interaction, context, id.gameId, false);
  if (!press || !(await onTurn(press))) return;
  if (draws === null && optionalDraws(press.game.state, press.seat) > 0)
    return show(press, drawPrompt(id.gameId, press.game.state, press.seat, press.language));
  const move = { type: 'end-turn' as const, ...(draws === null ? {} : { draws }) };
  await makeMove(press, move, ANY_VERSION, (after) => answerAfter(after, 'prompt.turnEnded'));
}
