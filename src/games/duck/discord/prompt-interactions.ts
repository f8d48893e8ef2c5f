import {
  type ButtonInteraction,
  ButtonStyle,
  MessageFlags,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import { replyEphemeral, replyPlatform } from '../../../platform/discord/replies.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/languages.js';
import { button, buttonRow } from '../../shared/discord/buttons.js';
import { fromItsChannel } from '../../shared/discord/press-origin.js';
import { answerWithPicture } from '../../shared/discord/private-picture.js';
import { pendingDuck } from '../autoplay.js';
import { boardOf, type DuckGame } from '../document.js';
import type { Direction, Position, RaceMove } from '../engine/index.js';
import { tDuck } from '../i18n/index.js';
import { duckRules } from '../rules.js';
import { seatIndexOf } from '../table.js';
import { answerPrivately, duckText, refusalText } from './answers.js';
import { HAND_IMAGE_NAME, handImage } from './board-images.js';
import { moveWhat, seatLabel } from './board-text.js';
import { duckCustomId, emptyDraft, parseSquare, type SteerDraft } from './custom-ids.js';
import { handPrompt, type Prompt, placeFacingPrompt, placePrompt, steerPrompt } from './prompts.js';
import { asGame, duck, type LoadedGame, loadGame, updateGame } from './runtime.js';
import { squareName } from './squares.js';
import { nextSteerStep } from './steering.js';

type Press = ButtonInteraction | StringSelectMenuInteraction;

/** A private press in its context: the game as loaded, the presser's seat and language. */
interface Seated {
  interaction: Press;
  context: BotContext;
  game: LoadedGame;
  seat: number;
  language: Language;
  /** Whether this press opens the private message (else it updates the one it was pressed on). */
  first: boolean;
}

/** The game this private press belongs to and the presser's seat; null after answering why not. */
async function seated(
  interaction: Press,
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

const isOver = (game: DuckGame) => game.abandoned || game.race.phase.kind === 'over';

async function show({ interaction, first }: Seated, prompt: Prompt): Promise<void> {
  const body = { content: prompt.content, components: prompt.components, allowedMentions: { parse: [] } };
  if (first) await interaction.reply({ ...body, flags: MessageFlags.Ephemeral });
  else await interaction.update(body);
}

const say = (seatedPress: Seated, content: string) => show(seatedPress, { content, components: [] });

/** What the table waits on, said to a player it does not wait on now. */
function waitText(game: DuckGame, language: Language): string {
  const { phase } = game.race;
  if (phase.kind === 'placing' || phase.kind === 'moving') {
    const next = phase.kind === 'placing' ? phase.order[0] : phase.queue[0];
    const player = seatLabel(game, game.race.ducks[next ?? 0]?.owner ?? 0, language);
    return phase.kind === 'placing'
      ? tDuck(language, 'prompt.waitPlacing', { player })
      : tDuck(language, 'prompt.wait', { what: tDuck(language, 'prompt.waitMover', { player }) });
  }
  return tDuck(language, 'prompt.wait', { what: tDuck(language, 'prompt.waitChoosing') });
}

/** **My move**: exactly what this player can do now, privately: place, choose cards, or steer. */
export async function onAct(interaction: ButtonInteraction, id: CustomId, context: BotContext) {
  const press = await seated(interaction, context, id.gameId, true);
  if (!press) return;
  const { game, seat, language } = press;
  const state = game.state;
  if (isOver(state)) return say(press, tDuck(language, 'prompt.over'));
  if (state.autopilot[seat]) {
    const back = button(
      duckCustomId(id.gameId, 0, 'back'),
      tDuck(language, 'prompt.back'),
      ButtonStyle.Success,
    );
    return show(press, { content: duckText(interaction, 'prompt.autopilot'), components: [buttonRow(back)] });
  }
  const { phase } = state.race;
  if (phase.kind === 'choosing') {
    const prompt = handPrompt(id.gameId, state, seat, language);
    const picture = {
      name: HAND_IMAGE_NAME,
      draw: () => handImage(context, id.gameId, state, seat, language),
    };
    return answerWithPicture(interaction, context, prompt.content, picture, prompt.components);
  }
  const duckToAct = pendingDuck(state.race, seat);
  if (duckToAct === null) return say(press, waitText(state, language));
  if (phase.kind === 'placing') return show(press, placePrompt(id.gameId, state, duckToAct, language));
  return steer(press, emptyDraft);
}

/** A steering decision made: ask the next one, or make the move once all are made. */
function steer(press: Seated, draft: SteerDraft) {
  const { game, language } = press;
  const step = nextSteerStep(boardOf(game.state), game.state.race, draft);
  if (!step) return say(press, tDuck(language, 'prompt.stale'));
  if (step.kind !== 'ready') return show(press, steerPrompt(game.gameId, game.state, step, draft, language));
  return makeMove(press, step.move);
}

/** A decided move: checked against the moment it was decided at, answered, then shown on the board. */
async function makeMove(
  press: Seated,
  move: RaceMove,
  expectedVersion = duckRules.version(press.game.state),
) {
  const { interaction, context, game, language } = press;
  const runtime = duck(context);
  const outcome = await runtime.sessions.play(game.gameId, {
    userId: interaction.user.id,
    expectedVersion,
    move,
    preloaded: game,
  });
  if (outcome.kind === 'stale') return say(press, tDuck(language, 'prompt.stale'));
  if (outcome.kind === 'refused') return say(press, refusalText(language, outcome.refusal));
  const after = outcome.kind === 'applied' ? asGame(outcome.game) : null;
  if (!after) return replyPlatform(interaction, 'error.gameMissing');
  await say(press, doneText(after.state, game.state, press.seat, language));
  await runtime.published(after);
}

/** The mover's own account of what their press did. */
function doneText(after: DuckGame, before: DuckGame, seat: number, language: Language): string {
  if (before.race.phase.kind === 'placing') {
    const placed = after.race.ducks.find(
      (entry, index) => entry.owner === seat && entry.duck && !before.race.ducks[index]?.duck,
    );
    if (placed?.duck) {
      const { position, facing } = placed.duck;
      return tDuck(language, 'prompt.placed', {
        square: squareName(position),
        facing: tDuck(language, `facing.${facing}`),
      });
    }
  }
  const own = after.race.resolved.slice(
    before.race.phase.kind === 'moving' ? before.race.resolved.length : 0,
  );
  const made =
    own.find((resolved) => after.race.ducks[resolved.mover]?.owner === seat) ?? after.race.resolved.at(-1);
  return made
    ? tDuck(language, 'prompt.moved', { what: moveWhat(made, language) })
    : tDuck(language, 'prompt.stale');
}

/** Placing: the square from the menu, then the facing from its buttons. */
export async function onPlace(
  interaction: Press,
  id: CustomId,
  square: { at: Position; facing: Direction | null } | null,
  context: BotContext,
) {
  const press = await seated(interaction, context, id.gameId, false);
  if (!press) return;
  const { game, seat, language } = press;
  const duckToPlace = pendingDuck(game.state.race, seat);
  if (
    game.state.race.phase.kind !== 'placing' ||
    duckToPlace === null ||
    duckRules.version(game.state) !== id.version
  )
    return say(press, tDuck(language, 'prompt.stale'));
  const chosen =
    square ?? (interaction.isStringSelectMenu() ? parseSquare(interaction.values[0] ?? '') : null);
  if (!chosen) return replyPlatform(interaction, 'error.malformedInput');
  if (chosen.facing === null)
    return show(press, placeFacingPrompt(id.gameId, game.state, duckToPlace, chosen.at, language));
  return makeMove(press, { type: 'place', at: chosen.at, facing: chosen.facing }, id.version);
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
    return say(press, tDuck(language, 'prompt.stale'));
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
  const after = applied.state;
  if (after.race.phase.kind === 'choosing' && after.race.round === choice.round) {
    const prompt = handPrompt(id.gameId, after, seat, language);
    await interaction.update({
      content: prompt.content,
      components: prompt.components,
      allowedMentions: { parse: [] },
    });
  } else {
    await interaction.update({
      content: tDuck(language, 'prompt.chosenAll'),
      components: [],
      allowedMentions: { parse: [] },
    });
  }
  await runtime.published(applied);
}

/** Steering: each press carries the decisions so far; a menu adds the card or the teleport square it picked. */
export async function onSteer(interaction: Press, id: CustomId, draft: SteerDraft, context: BotContext) {
  const press = await seated(interaction, context, id.gameId, false);
  if (!press) return;
  if (
    duckRules.version(press.game.state) !== id.version ||
    pendingDuck(press.game.state.race, press.seat) === null
  )
    return say(press, tDuck(press.language, 'prompt.stale'));
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
