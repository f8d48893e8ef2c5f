import { type ButtonInteraction, ButtonStyle } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import type { Language } from '../../../platform/i18n/languages.js';
import { button, buttonRow } from '../../shared/discord/buttons.js';
import { answerWithPicture } from '../../shared/discord/private-picture.js';
import { cardsToDiscard, pendingDuck, waitsOn } from '../autoplay.js';
import type { DuckGame } from '../document.js';
import { tDuck } from '../i18n/index.js';
import {
  afterMovePrompt,
  discardPrompt,
  dogPrompt,
  facePrompt,
  sendPrompt,
  tokenRow,
} from './advanced-prompts.js';
import { duckText } from './answers.js';
import { HAND_IMAGE_NAME, handImage } from './board-images.js';
import { seatLabel } from './board-text.js';
import { duckCustomId, emptyDraft } from './custom-ids.js';
import { isOver, type Seated, say, seated, show } from './private-press.js';
import { handPrompt, placePrompt } from './prompts.js';
import { steer } from './steer.js';

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
  const { interaction, context, game, seat, language } = press;
  const { gameId, state } = game;
  if (isOver(state)) return say(press, tDuck(language, 'prompt.over'));
  if (state.autopilot[seat]) {
    const back = button(duckCustomId(gameId, 0, 'back'), tDuck(language, 'prompt.back'), ButtonStyle.Success);
    return show(press, { content: duckText(interaction, 'prompt.autopilot'), components: [buttonRow(back)] });
  }
  const { phase } = state.race;
  switch (phase.kind) {
    case 'choosing': {
      if (cardsToDiscard(state.race, seat) > 0)
        return show(press, discardPrompt(gameId, state, seat, language));
      const prompt = handPrompt(gameId, state, seat, language);
      const components = [...prompt.components, ...tokenRow(gameId, state, seat, language)];
      if (!press.first) return show(press, { ...prompt, components });
      const picture = {
        name: HAND_IMAGE_NAME,
        draw: () => handImage(context, gameId, state, seat, language),
      };
      return answerWithPicture(interaction, context, prompt.content, picture, components);
    }
    case 'placing': {
      const duck = pendingDuck(state.race, seat);
      return duck === null
        ? say(press, waitText(state, language))
        : show(press, placePrompt(gameId, state, duck, language));
    }
    case 'moving':
      return pendingDuck(state.race, seat) === null
        ? say(press, waitText(state, language))
        : steer(press, emptyDraft);
    case 'after-move':
      return state.race.ducks[phase.duck]?.owner === seat
        ? show(press, afterMovePrompt(gameId, state, seat, phase.duck, language))
        : say(press, waitText(state, language));
    case 'dog':
      return phase.controller === seat
        ? show(press, dogPrompt(gameId, state, seat, null, language))
        : say(press, waitText(state, language));
    case 'sending':
      return phase.by === seat
        ? show(press, sendPrompt(gameId, state, phase.duck, language))
        : say(press, waitText(state, language));
    case 'facing':
      return state.race.ducks[phase.duck]?.owner === seat
        ? show(press, facePrompt(gameId, state, phase.duck, language))
        : say(press, waitText(state, language));
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

/** **My move** on the board. */
export async function onAct(interaction: ButtonInteraction, id: CustomId, context: BotContext) {
  const press = await seated(interaction, context, id.gameId, true);
  if (press) await promptFor(press);
}
