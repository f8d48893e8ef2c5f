import type { CustomId } from '../../../platform/discord/custom-id.js';
import type { PrivatePress } from '../../../platform/table/private-turns.js';
import { isOver } from '../document.js';
import type { ActionId, KeyMove, ResourceCard } from '../engine/index.js';
import { tKey } from '../i18n/index.js';
import type { KeyRuntime } from '../rules.js';
import { eventTexts } from './board-text.js';
import { cardAt, parsePlay } from './custom-ids.js';
import { makeMove, type SeatedPress, say, seated, show } from './seated.js';
import {
  actionResolution,
  discardPrompt,
  drawPrompt,
  optionalDraws,
  powerPrompt,
  resolvePrompt,
  specialResolution,
  turnPrompt,
} from './turn-menus.js';
import { listText, seatLabel } from './words.js';

/** Turn moves are checked by the rules against the game as it is, so others' presses never make them stale. */
const ANY_VERSION = null;

/** The player's menu as the game stands: **My hand** on the board, or a press that came too late. */
export const promptAgain = (press: SeatedPress) => show(press, turnPrompt(press));
const badChoice = (press: SeatedPress) =>
  promptAgain({ ...press, lead: tKey(press.language, 'prompt.badChoice') });

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

/**
 * A press in the player's turn menu, answered by `act` while it is their turn; otherwise their
 * menu as it stands is shown again.
 */
export async function onTurnPress(
  interaction: PrivatePress,
  id: CustomId,
  runtime: KeyRuntime,
  act: (press: SeatedPress) => Promise<void>,
) {
  const press = await seated(interaction, runtime, id, false);
  if (!press) return;
  if (isOver(press.game.state) || press.game.state.mission.current !== press.seat) return promptAgain(press);
  await act(press);
}

/** A card chosen for an action card: ask how the action resolves. */
export function choosePlay(press: SeatedPress, [value = '']: readonly string[]) {
  const played = parsePlay(value);
  return played ? show(press, resolvePrompt(press, played.card, played.action)) : promptAgain(press);
}

/** The action's resolution chosen: the card is played and the action resolved, as one move. */
export function resolvePlay(
  press: SeatedPress,
  card: ResourceCard,
  action: ActionId,
  values: readonly string[],
) {
  const resolution = actionResolution(press.game.state, press.seat, action, values);
  if (!resolution) return badChoice(press);
  const move: KeyMove = { type: 'play', card: card.id, ...resolution };
  return makeMove(press, move, ANY_VERSION, answerAfter);
}

/** The special action: first, which two cards pay for it. */
export const chooseSpecial = (press: SeatedPress) => show(press, discardPrompt(press));

export function chooseDiscard(press: SeatedPress, values: readonly string[]) {
  const cards = values.map((value) => (/^(0|[1-9]\d?)$/u.test(value) ? cardAt(Number(value)) : undefined));
  const [first, second] = cards;
  if (cards.length !== 2 || !first || !second || first.id === second.id) return promptAgain(press);
  return show(press, powerPrompt(press, [first, second]));
}

/** The special action's target chosen: the two cards are discarded and the action resolved. */
export function resolveSpecial(
  press: SeatedPress,
  discard: [ResourceCard, ResourceCard],
  [value = '']: readonly string[],
) {
  const resolution = specialResolution(press.game.state, press.seat, value);
  if (!resolution) return badChoice(press);
  const move: KeyMove = { type: 'special', discard: [discard[0].id, discard[1].id], ...resolution };
  return makeMove(press, move, ANY_VERSION, answerAfter);
}

/** End turn; when drawing is optional (a crisis, or one that begins as they draw), first how many cards. */
export function endTurn(press: SeatedPress, draws: number | null) {
  if (draws === null && optionalDraws(press.game.state, press.seat) > 0)
    return show(press, drawPrompt(press));
  const move = { type: 'end-turn' as const, ...(draws === null ? {} : { draws }) };
  return makeMove(press, move, ANY_VERSION, (after) => answerAfter(after, 'prompt.turnEnded'));
}
