import type { ButtonInteraction } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import { replyPlatform } from '../../../platform/discord/replies.js';
import { movementCards } from '../deck.js';
import type { Direction, RaceMove } from '../engine/index.js';
import { tDuck } from '../i18n/index.js';
import { answerAfter, promptFor } from './act.js';
import { dogPrompt } from './advanced-prompts.js';
import { parseSquare } from './custom-ids.js';
import { current, makeMove, type PrivatePress, type Seated, seated, show, stale } from './private-press.js';
import { tokenUseOf } from './token-values.js';

const done = (after: Seated) => answerAfter(after, tDuck(after.language, 'prompt.done'));
/** After a token or a discard the player usually has more to do: show them what, at once. */
const whatNext = (after: Seated) => promptFor(after);

/** A press of an advanced step, refused as stale unless made on the race as it stands. */
async function stepPress(
  interaction: PrivatePress,
  id: CustomId,
  context: BotContext,
): Promise<Seated | null> {
  const press = await seated(interaction, context, id.gameId, false);
  if (!press) return null;
  if (!current(press, id.version)) {
    await stale(press);
    return null;
  }
  return press;
}

function dogMoveOf(value: string, facing: Direction | null): RaceMove | null {
  const entering = facing ? { facing } : {};
  const routes = /^r([0-9])-([0-9])$/u.exec(value);
  if (routes) return { type: 'dog', ...entering, with: { routes: [Number(routes[1]), Number(routes[2])] } };
  const card = /^k([1-9][0-9]?)-([01])$/u.exec(value);
  if (!card) return null;
  const number = Number(card[1]);
  const route = Number(card[2]);
  const endFacing =
    movementCards.find((entry) => entry.number === number)?.routes[route]?.endFacings[0] ?? 'forward';
  return { type: 'dog', ...entering, with: { card: number, route, endFacing } };
}

/** The dog's controller: the facing it comes in with (a button), then how it moves (the menu). */
export async function onDog(
  interaction: PrivatePress,
  id: CustomId,
  facing: Direction | null,
  context: BotContext,
) {
  const press = await stepPress(interaction, id, context);
  if (!press) return;
  if (press.game.state.race.phase.kind !== 'dog') return stale(press);
  if (!interaction.isStringSelectMenu())
    return show(press, dogPrompt(id.gameId, press.game.state, press.seat, facing, press.language));
  const move = dogMoveOf(interaction.values[0] ?? '', facing);
  if (!move) return replyPlatform(interaction, 'error.malformedInput');
  return makeMove(press, move, id.version, done);
}

/** Sending a knocked duck back: the start square from the menu. */
export async function onSend(interaction: PrivatePress, id: CustomId, context: BotContext) {
  const press = await stepPress(interaction, id, context);
  if (!press) return;
  const square = interaction.isStringSelectMenu() ? parseSquare(interaction.values[0] ?? '') : null;
  if (!square) return replyPlatform(interaction, 'error.malformedInput');
  return makeMove(press, { type: 'send', at: square.at }, id.version, done);
}

/** A duck sent back: its owner's facing. */
export async function onFace(
  interaction: ButtonInteraction,
  id: CustomId,
  facing: Direction,
  context: BotContext,
) {
  const press = await stepPress(interaction, id, context);
  if (press) await makeMove(press, { type: 'face', facing }, id.version, done);
}

/** No token after this move: the round goes on. */
export async function onPass(interaction: ButtonInteraction, id: CustomId, context: BotContext) {
  const press = await stepPress(interaction, id, context);
  if (press) await makeMove(press, { type: 'pass' }, id.version, done);
}

/** A token from the menu; while cards are chosen others' choices cannot stale it (version 0). */
export async function onToken(interaction: PrivatePress, id: CustomId, context: BotContext) {
  const press = await seated(interaction, context, id.gameId, false);
  if (!press) return;
  if (id.version !== 0 && !current(press, id.version)) return stale(press);
  const use = interaction.isStringSelectMenu() ? tokenUseOf(interaction.values[0] ?? '') : null;
  if (!use) return replyPlatform(interaction, 'error.malformedInput');
  return makeMove(press, { type: 'token', use }, id.version === 0 ? null : id.version, whatNext);
}

/** After the blue token: the cards given up. */
export async function onDiscard(interaction: PrivatePress, id: CustomId, context: BotContext) {
  const press = await seated(interaction, context, id.gameId, false);
  if (!press) return;
  const cards = interaction.isStringSelectMenu() ? interaction.values.map(Number) : [];
  if (cards.length === 0 || cards.some((card) => !Number.isInteger(card)))
    return replyPlatform(interaction, 'error.malformedInput');
  return makeMove(press, { type: 'discard', cards }, null, whatNext);
}
