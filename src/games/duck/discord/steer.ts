import { ButtonStyle } from 'discord.js';
import { button } from '../../shared/discord/buttons.js';
import { boardOf } from '../document.js';
import { tDuck } from '../i18n/index.js';
import { duckRules } from '../rules.js';
import { answerAfter } from './act.js';
import { tokenRow } from './advanced-prompts.js';
import { duckLabel, moveWhat } from './board-text.js';
import { draftArg, duckCustomId, type SteerDraft } from './custom-ids.js';
import { makeMove, type Seated, say, show } from './private-press.js';
import { row } from './prompt-parts.js';
import { steerPrompt } from './prompts.js';
import { nextSteerStep } from './steering.js';

const isEmpty = (draft: SteerDraft) =>
  draft.card === null && draft.route === null && draft.facing === null && draft.teleport === 'undecided';

/**
 * A steering decision made: ask the next one, or make the move once all are made. The first
 * question also offers the tokens that fit before a move; a move with nothing to decide then
 * waits for **Go** instead of leaving at once.
 */
export async function steer(press: Seated, draft: SteerDraft): Promise<void> {
  const { game, language } = press;
  const step = nextSteerStep(boardOf(game.state), game.state.race, draft);
  if (!step) return say(press, tDuck(language, 'prompt.stale'));
  const tokens = isEmpty(draft) ? tokenRow(game.gameId, game.state, press.seat, language) : [];
  if (step.kind !== 'ready') {
    const prompt = steerPrompt(game.gameId, game.state, step, draft, language);
    return show(press, { ...prompt, components: [...prompt.components, ...tokens] });
  }
  if (tokens.length > 0 && step.move.type === 'move') {
    const { plan } = step.move;
    const decided: SteerDraft = {
      card: step.move.card ?? null,
      route: plan.route,
      facing: plan.endFacing,
      teleport: 'none',
    };
    const go = button(
      duckCustomId(game.gameId, duckRules.version(game.state), 'steer', draftArg(decided)),
      tDuck(language, 'prompt.go'),
      ButtonStyle.Success,
    );
    const { phase } = game.state.race;
    const duck = duckLabel(game.state, phase.kind === 'moving' ? (phase.queue[0] ?? 0) : 0, language);
    return show(press, {
      content: tDuck(language, 'prompt.steer', { duck, card: step.card ?? '' }),
      components: [row(go), ...tokens],
    });
  }
  const { phase } = game.state.race;
  const mover = phase.kind === 'moving' ? phase.queue[0] : undefined;
  const before = game.state.race.resolved.length;
  return makeMove(press, step.move, duckRules.version(game.state), async (after) => {
    // The computer may have moved after this press; the answer tells the presser of their own move.
    const made = after.game.state.race.resolved.slice(before).find((move) => move.mover === mover);
    await answerAfter(
      after,
      made
        ? tDuck(language, 'prompt.moved', { what: moveWhat(made, language) })
        : tDuck(language, 'prompt.done'),
    );
  });
}
