import type { APISelectMenuOption } from 'discord.js';
import type { Language } from '../../../platform/i18n/languages.js';
import type { Prompt } from '../../shared/discord/private-press.js';
import { select } from '../../shared/discord/selects.js';
import type { KeyGame } from '../document.js';
import {
  type ActionId,
  clearableTargets,
  collectChoice,
  DASH_STEPS,
  MAX_MOVE_STEPS,
  MAX_TOKENS_PER_ACTION,
  nearbySeats,
  type RegroupTarget,
  type ResourceCard,
  reachableRooms,
  roomsWithStacks,
} from '../engine/index.js';
import { tKey } from '../i18n/index.js';
import { keyGameRules } from '../rules.js';
import { cardIndexOf, discardArg, keyCustomId, playArg } from './custom-ids.js';
import { cardText } from './hand-text.js';
import { NOTHING, targetValue } from './resolution-values.js';
import { actionName, roomName, targetText, tokenName } from './words.js';

type Options = APISelectMenuOption[];

function walkOptions(game: KeyGame, seat: number, steps: number, language: Language): Options {
  const from = game.mission.players[seat]?.room ?? 'entrance';
  return reachableRooms(game.mission.map, from, steps).map(({ room, path }) => ({
    label: roomName(language, room),
    description: tKey(language, 'resolve.steps', { steps: path.length }),
    value: room,
  }));
}

function stackOptions(game: KeyGame, language: Language, counts: boolean): Options {
  return roomsWithStacks(game.mission).flatMap((room) => {
    const left = game.mission.rooms[room]?.faceDown.length ?? 0;
    const name = roomName(language, room);
    if (!counts) return [{ label: name, description: tKey(language, 'resolve.left', { left }), value: room }];
    return Array.from({ length: Math.min(MAX_TOKENS_PER_ACTION, left) }, (_, index) => ({
      label: tKey(language, 'resolve.reveal', { room: name, count: index + 1 }),
      description: tKey(language, 'resolve.left', { left }),
      value: `${room}.${index + 1}`,
    }));
  });
}

function collectOptions(game: KeyGame, seat: number, language: Language): Options {
  const { faceUp, stack } = collectChoice(game.mission, seat);
  return [
    ...faceUp.map((symbol, index) => ({
      label: tKey(language, 'resolve.takeFaceUp', { symbol: tokenName(language, symbol) }),
      value: `up.${symbol}.${index}`,
    })),
    ...Array.from({ length: Math.min(MAX_TOKENS_PER_ACTION, stack) }, (_, index) => ({
      label: tKey(language, index === 0 ? 'resolve.takeTop' : 'resolve.takeNext'),
      value: `stack.${index + 1}`,
    })),
  ];
}

function targetOptions(_game: KeyGame, targets: RegroupTarget[], language: Language): Options {
  return targets.map((target) => ({ label: targetText(language, target), value: targetValue(target) }));
}

const nothing = (language: Language): APISelectMenuOption => ({
  label: tKey(language, 'resolve.nothing'),
  value: NOTHING,
});

/** After a card was chosen for an action card: how that action resolves, as one menu. */
export function resolvePrompt(
  gameId: string,
  game: KeyGame,
  seat: number,
  card: ResourceCard,
  action: ActionId,
  language: Language,
): Prompt {
  const options: Record<ActionId, () => Options> = {
    move: () => walkOptions(game, seat, MAX_MOVE_STEPS, language),
    intel: () => stackOptions(game, language, true),
    collect: () => collectOptions(game, seat, language),
    regroup: () => targetOptions(game, clearableTargets(game.mission, seat, false), language),
  };
  const found = options[action]();
  const choices = action === 'move' ? found : [...found, nothing(language)];
  const id = keyCustomId(gameId, keyGameRules.version(game), 'resolve', playArg(card, action));
  const pick =
    action === 'collect'
      ? { min: 1, max: Math.max(1, Math.min(MAX_TOKENS_PER_ACTION, found.length)) }
      : undefined;
  return {
    content: tKey(language, `resolve.ask.${action}`, {
      card: cardText(card),
      action: actionName(language, action),
    }),
    components: [select(id, tKey(language, 'resolve.placeholder'), choices, pick)],
  };
}

function swapOptions(
  game: KeyGame,
  seat: number,
  discard: readonly ResourceCard[],
  language: Language,
): Options {
  const kept = (game.mission.players[seat]?.hand ?? []).filter(
    (card) => !discard.some((gone) => gone.id === card.id),
  );
  return nearbySeats(game.mission, seat).flatMap((other) =>
    kept.map((card) => ({
      label: tKey(language, 'resolve.swapOption', {
        card: cardText(card),
        player: game.seats[other]?.name ?? '?',
      }),
      value: `${other}.${cardIndexOf(card)}`,
    })),
  );
}

/** After two cards were chosen to discard: what the character's special action does, as one menu. */
export function powerPrompt(
  gameId: string,
  game: KeyGame,
  seat: number,
  discard: [ResourceCard, ResourceCard],
  language: Language,
): Prompt {
  const special = game.mission.players[seat]?.character.special ?? 'dash';
  const options = {
    dash: () => walkOptions(game, seat, DASH_STEPS, language),
    lookout: () => stackOptions(game, language, false),
    swap: () => swapOptions(game, seat, discard, language),
    sweep: () => targetOptions(game, clearableTargets(game.mission, seat, true), language),
  }[special]();
  const id = keyCustomId(gameId, keyGameRules.version(game), 'power', discardArg(discard));
  return {
    content: tKey(language, `resolve.power.${special}`, { cards: discard.map(cardText).join(' + ') }),
    components: [select(id, tKey(language, 'resolve.placeholder'), options)],
  };
}
