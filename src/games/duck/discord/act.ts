import { type ButtonInteraction, ButtonStyle } from 'discord.js';
import { button, buttonRow } from '../../../platform/discord/buttons.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import { row } from '../../../platform/discord/selects.js';
import type { Language } from '../../../platform/i18n/languages.js';
import { answerWithPicture } from '../../../platform/table/picture-answer.js';
import { cardsToDiscard, pendingDuck, waitsOn } from '../autoplay.js';
import { boardOf, type DuckGame, isOver } from '../document.js';
import { tDuck } from '../i18n/index.js';
import { duckRules } from '../rules.js';
import { emptyDraft, nextSteerStep, type SteerDraft } from '../steering.js';
import { duckText } from './answers.js';
import { HAND_IMAGE_NAME, handImage } from './board-images.js';
import { duckLabel, moveWhat, seatLabel } from './board-text.js';
import { draftArg } from './custom-ids.js';
import {
  afterMovePrompt,
  discardPrompt,
  dogPrompt,
  facePrompt,
  handPrompt,
  idOf,
  placePrompt,
  racerOf,
  sendPrompt,
  steerPrompt,
  tokenRow,
} from './prompts.js';
import { type DuckRuntime, makeMove, type Prompt, type Seated, say, seated, show } from './seated.js';

/** Who the race waits on, said to a player it does not wait on now. */
function waitText(game: DuckGame, language: Language): string {
  const { phase } = game.race;
  const owner = (duck: number | undefined) =>
    seatLabel(game, game.race.ducks[duck ?? 0]?.owner ?? 0, language);
  const waiting = (player: string) =>
    tDuck(language, 'prompt.wait', { what: tDuck(language, 'prompt.waitMover', { player }) });
  switch (phase.kind) {
    case 'placing':
      return tDuck(language, 'prompt.waitPlacing', { player: owner(phase.order[0]) });
    case 'moving':
      return waiting(owner(phase.queue[0]));
    case 'after-move':
    case 'facing':
      return waiting(owner(phase.duck));
    case 'dog':
      return waiting(seatLabel(game, phase.controller, language));
    case 'sending':
      return waiting(seatLabel(game, phase.by, language));
    default:
      return tDuck(language, 'prompt.wait', { what: tDuck(language, 'prompt.waitChoosing') });
  }
}

/** Exactly what this player can do now, privately: place, choose cards, steer, or an advanced step. */
export async function promptFor(press: Seated): Promise<void> {
  const { interaction, context, seat, language } = press;
  const racer = racerOf(press);
  const { gameId, game } = racer;
  if (isOver(game)) return say(press, tDuck(language, 'prompt.over'));
  if (game.autopilot[seat]) {
    const back = button(
      idOf(racer, 'back', undefined, 0),
      tDuck(language, 'prompt.back'),
      ButtonStyle.Success,
    );
    return show(press, { content: duckText(interaction, 'prompt.autopilot'), components: [buttonRow(back)] });
  }
  const { race } = game;
  const { phase } = race;
  const owns = (duck: number) => race.ducks[duck]?.owner === seat;
  /** The racer's step, or who the race waits on when it is not theirs. */
  const ask = (prompt: Prompt | null) =>
    prompt ? show(press, prompt) : say(press, waitText(game, language));
  switch (phase.kind) {
    case 'choosing': {
      if (cardsToDiscard(race, seat) > 0) return show(press, discardPrompt(racer));
      const prompt = handPrompt(racer);
      const components = [...prompt.components, ...tokenRow(racer)];
      if (!press.first) return show(press, { ...prompt, components });
      const picture = { name: HAND_IMAGE_NAME, draw: () => handImage(context, gameId, game, seat, language) };
      return answerWithPicture(interaction, context, prompt.content, picture, components);
    }
    case 'placing': {
      const duck = pendingDuck(race, seat);
      return ask(duck === null ? null : placePrompt(racer, duck));
    }
    case 'moving':
      return pendingDuck(race, seat) === null ? ask(null) : steer(press, emptyDraft);
    case 'after-move':
      return ask(owns(phase.duck) ? afterMovePrompt(racer, phase.duck) : null);
    case 'dog':
      return ask(phase.controller === seat ? dogPrompt(racer, null) : null);
    case 'sending':
      return ask(phase.by === seat ? sendPrompt(racer, phase.duck) : null);
    case 'facing':
      return ask(owns(phase.duck) ? facePrompt(racer, phase.duck) : null);
    case 'over':
      return say(press, tDuck(language, 'prompt.over'));
  }
}

/**
 * The answer to a press that changed the race: what it did, then, when the race now waits on the
 * same player again (their next duck, a buoy's extra move, the round's first move), what it asks.
 */
export function answerAfter(after: Seated, what: string): Promise<void> {
  if (waitsOn(after.game.state.race, after.seat)) return promptFor({ ...after, lead: what });
  return say(after, what);
}

const isEmpty = (draft: SteerDraft) =>
  draft.card === null && draft.route === null && draft.facing === null && draft.teleport === 'undecided';

/**
 * A steering decision made: ask the next one, or make the move once all are made. The first
 * question also offers the tokens that fit before a move; a move with nothing to decide then
 * waits for **Go** instead of leaving at once.
 */
export async function steer(press: Seated, draft: SteerDraft): Promise<void> {
  const { language } = press;
  const racer = racerOf(press);
  const { game } = racer;
  const step = nextSteerStep(boardOf(game), game.race, draft);
  if (!step) return say(press, tDuck(language, 'prompt.stale'));
  const tokens = isEmpty(draft) ? tokenRow(racer) : [];
  if (step.kind !== 'ready') {
    const prompt = steerPrompt(racer, step, draft);
    return show(press, { ...prompt, components: [...prompt.components, ...tokens] });
  }
  const { phase } = game.race;
  const mover = phase.kind === 'moving' ? phase.queue[0] : undefined;
  if (tokens.length > 0 && step.move.type === 'move') {
    const { plan, card = null } = step.move;
    const decided: SteerDraft = { card, route: plan.route, facing: plan.endFacing, teleport: 'none' };
    const go = button(
      idOf(racer, 'steer', draftArg(decided)),
      tDuck(language, 'prompt.go'),
      ButtonStyle.Success,
    );
    const duck = duckLabel(game, mover ?? 0, language);
    const content = tDuck(language, 'prompt.steer', { duck, card: step.card ?? '' });
    return show(press, { content, components: [row(go), ...tokens] });
  }
  const before = game.race.resolved.length;
  return makeMove(press, step.move, duckRules.version(game), async (after) => {
    // The computer may have moved after this press; the answer tells the presser of their own move.
    const made = after.game.state.race.resolved.slice(before).find((move) => move.mover === mover);
    const what = made ? tDuck(language, 'prompt.moved', { what: moveWhat(made, language) }) : null;
    await answerAfter(after, what ?? tDuck(language, 'prompt.done'));
  });
}

/** **My move** on the board. */
export async function onAct(interaction: ButtonInteraction, id: CustomId, runtime: DuckRuntime) {
  const press = await seated(interaction, runtime, id, true);
  if (press) await promptFor(press);
}
