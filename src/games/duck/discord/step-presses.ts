import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import { replyPlatform } from '../../../platform/discord/replies.js';
import type { Loaded } from '../../../platform/session/session-service.js';
import { pendingDuck } from '../autoplay.js';
import { routesOf } from '../deck.js';
import { type DuckGame, stagedDuck } from '../document.js';
import type { Direction, Position, RaceMove } from '../engine/index.js';
import { tDuck } from '../i18n/index.js';
import type { DuckMove } from '../rules.js';
import type { SteerDraft } from '../steering.js';
import { answerAfter, promptFor, steer } from './act.js';
import { squareName } from './board-text.js';
import { parseSquare, tokenUseOf } from './custom-ids.js';
import { dogPrompt, handPrompt, placeFacingPrompt, racerOf } from './prompts.js';
import {
  type DuckRuntime,
  makeMove,
  type PrivatePress,
  type Seated,
  say,
  seated,
  seatedNow,
  show,
  stale,
} from './seated.js';

const done = (after: Seated) => answerAfter(after, tDuck(after.language, 'prompt.done'));
/** After a token or a discard the player usually has more to do: show them what, at once. */
const whatNext = (after: Seated) => promptFor(after);
/** The one value a menu sent, or the empty string for a button. */
const picked = (interaction: PrivatePress) =>
  interaction.isStringSelectMenu() ? (interaction.values[0] ?? '') : '';

/** Placing: the square from the menu, then the facing from its buttons. */
export async function onPlace(
  interaction: PrivatePress,
  id: CustomId,
  square: { at: Position; facing: Direction | null } | null,
  runtime: DuckRuntime,
) {
  const press = await seatedNow(interaction, runtime, id);
  if (!press) return;
  const { game, seat, language } = press;
  const duckToPlace = pendingDuck(game.state.race, seat);
  if (game.state.race.phase.kind !== 'placing' || duckToPlace === null) return stale(press);
  const chosen = square ?? parseSquare(picked(interaction));
  if (!chosen) return replyPlatform(interaction, 'error.malformedInput');
  const { at, facing } = chosen;
  if (facing === null) return show(press, placeFacingPrompt(racerOf(press), duckToPlace, at));
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
  runtime: DuckRuntime,
) {
  const press = await seated(interaction, runtime, id, false);
  if (!press) return;
  const { language } = press;
  const card = Number(interaction.values[0]);
  if (!Number.isInteger(card)) return replyPlatform(interaction, 'error.malformedInput');
  const offered = ({ state }: Loaded<DuckGame>) =>
    state.race.phase.kind === 'choosing' && state.race.round === choice.round;
  // The menu carries no version (others' choices must not stale it), so a copy of this process's
  // that fell behind is read again before the menu is called stale.
  const game = offered(press.game) ? press.game : await stagedDuck.loadGame(runtime, id.gameId);
  if (!game || !offered(game)) return stale(press);
  const move: DuckMove = { type: 'choose', duck: choice.duck, card, round: choice.round };
  // Refused, it is said in a new private answer: the menu stays as it was, to choose again.
  await runtime.move(
    interaction,
    id.gameId,
    { move, expectedVersion: null, preloaded: game },
    {
      async applied(loaded) {
        const after = stagedDuck.asGame(loaded);
        if (!after) return;
        if (offered(after)) {
          const prompt = handPrompt(racerOf({ ...press, game: after }));
          await interaction.update({ ...prompt, allowedMentions: { parse: [] } });
        } else await answerAfter({ ...press, game: after }, tDuck(language, 'prompt.chosenAll'));
      },
    },
  );
}

/** Steering: each press carries the decisions so far; a menu adds the card or the teleport square it picked. */
export async function onSteer(
  interaction: PrivatePress,
  id: CustomId,
  draft: SteerDraft,
  runtime: DuckRuntime,
) {
  const press = await seatedNow(interaction, runtime, id);
  if (!press) return;
  if (pendingDuck(press.game.state.race, press.seat) === null) return stale(press);
  let next = draft;
  if (interaction.isStringSelectMenu()) {
    const value = picked(interaction);
    const square = parseSquare(value);
    if (square) next = { ...draft, teleport: { at: square.at, facing: null } };
    else if (/^[1-9][0-9]?$/u.test(value)) next = { ...draft, card: Number(value) };
    else return replyPlatform(interaction, 'error.malformedInput');
  }
  return steer(press, next);
}

/** **I'm back**: the computer stops racing for this player; they choose their own cards again. */
export async function onBack(interaction: ButtonInteraction, id: CustomId, runtime: DuckRuntime) {
  const press = await seated(interaction, runtime, id, false);
  if (!press) return;
  const updated = await stagedDuck.updateGame(runtime, id.gameId, (game) => ({
    ...game,
    autopilot: game.autopilot.map((on, seat) => (seat === press.seat ? false : on)),
    missed: game.missed.map((count, seat) => (seat === press.seat ? 0 : count)),
  }));
  await say(press, tDuck(press.language, 'prompt.welcomeBack'));
  if (updated) await runtime.tables.edit(updated);
}

function dogMoveOf(value: string, facing: Direction | null): RaceMove | null {
  const entering = facing ? { facing } : {};
  const routes = /^r([0-9])-([0-9])$/u.exec(value);
  if (routes) return { type: 'dog', ...entering, with: { routes: [Number(routes[1]), Number(routes[2])] } };
  const card = /^k([1-9][0-9]?)-([01])$/u.exec(value);
  if (!card) return null;
  const number = Number(card[1]);
  const route = Number(card[2]);
  const endFacing = routesOf(number)[route]?.endFacings[0] ?? 'forward';
  return { type: 'dog', ...entering, with: { card: number, route, endFacing } };
}

/** The dog's controller: the facing it comes in with (a button), then how it moves (the menu). */
export async function onDog(
  interaction: PrivatePress,
  id: CustomId,
  facing: Direction | null,
  runtime: DuckRuntime,
) {
  const press = await seatedNow(interaction, runtime, id);
  if (!press) return;
  if (press.game.state.race.phase.kind !== 'dog') return stale(press);
  if (!interaction.isStringSelectMenu()) return show(press, dogPrompt(racerOf(press), facing));
  const move = dogMoveOf(picked(interaction), facing);
  if (!move) return replyPlatform(interaction, 'error.malformedInput');
  return makeMove(press, move, id.version, done);
}

/** Sending a knocked duck back: the start square from the menu. */
export async function onSend(interaction: PrivatePress, id: CustomId, runtime: DuckRuntime) {
  const press = await seatedNow(interaction, runtime, id);
  if (!press) return;
  const square = parseSquare(picked(interaction));
  if (!square) return replyPlatform(interaction, 'error.malformedInput');
  return makeMove(press, { type: 'send', at: square.at }, id.version, done);
}

/** A duck sent back: its owner's facing. */
export async function onFace(
  interaction: ButtonInteraction,
  id: CustomId,
  facing: Direction,
  runtime: DuckRuntime,
) {
  const press = await seatedNow(interaction, runtime, id);
  if (press) await makeMove(press, { type: 'face', facing }, id.version, done);
}

/** No token after this move: the round goes on. */
export async function onPass(interaction: ButtonInteraction, id: CustomId, runtime: DuckRuntime) {
  const press = await seatedNow(interaction, runtime, id);
  if (press) await makeMove(press, { type: 'pass' }, id.version, done);
}

/** A token from the menu; while cards are chosen others' choices cannot stale it (version 0). */
export async function onToken(interaction: PrivatePress, id: CustomId, runtime: DuckRuntime) {
  const anyVersion = id.version === 0;
  const press = await (anyVersion
    ? seated(interaction, runtime, id, false)
    : seatedNow(interaction, runtime, id));
  if (!press) return;
  const use = tokenUseOf(picked(interaction));
  if (!use) return replyPlatform(interaction, 'error.malformedInput');
  return makeMove(press, { type: 'token', use }, anyVersion ? null : id.version, whatNext);
}

/** After the blue token: the cards given up. */
export async function onDiscard(interaction: PrivatePress, id: CustomId, runtime: DuckRuntime) {
  const press = await seated(interaction, runtime, id, false);
  if (!press) return;
  const cards = interaction.isStringSelectMenu() ? interaction.values.map(Number) : [];
  if (cards.length === 0 || cards.some((card) => !Number.isInteger(card)))
    return replyPlatform(interaction, 'error.malformedInput');
  return makeMove(press, { type: 'discard', cards }, null, whatNext);
}
