import { type APISelectMenuOption, ButtonStyle } from 'discord.js';
import { button } from '../../../platform/discord/buttons.js';
import { row, select } from '../../../platform/discord/selects.js';
import type { Language } from '../../../platform/i18n/languages.js';
import type { Prompt } from '../../../platform/table/private-turns.js';
import { isOver, type KeyGame } from '../document.js';
import {
  ACTIONS_PER_TURN,
  type ActionId,
  type ActionResolution,
  actionIds,
  type CollectPick,
  canAct,
  clearableTargets,
  collectChoice,
  DASH_STEPS,
  HAND_SIZE,
  MAX_MOVE_STEPS,
  MAX_TOKENS_PER_ACTION,
  nearbySeats,
  playableCards,
  type RegroupTarget,
  type ResourceCard,
  type RoomId,
  reachableRooms,
  roomsWithStacks,
  SPECIAL_COST,
  type SpecialResolution,
  specialHasTarget,
  symbolIdSchema,
  topValue,
} from '../engine/index.js';
import { tKey } from '../i18n/index.js';
import { type KeyLabelKey, tKeyLabel } from '../render/labels/index.js';
import { keyGameRules } from '../rules.js';
import { cardAt, cardIndexOf, discardArg, type KeyAction, keyCustomId, playArg } from './custom-ids.js';
import type { Turn } from './seated.js';
import {
  actionCardsText,
  actionName,
  cardText,
  handText,
  roomName,
  seatLabel,
  sortedHand,
  targetText,
  tokenName,
  whereText,
} from './words.js';

type Options = APISelectMenuOption[];

/** The custom_id of a control in this player's menu, for the game as it stands. */
const idFor = ({ game }: Turn, action: KeyAction, arg?: string) =>
  keyCustomId(game.gameId, keyGameRules.version(game.state), action, arg);

/** What the player sees of their own position: hand, room, and the action cards to beat. */
function situation(game: KeyGame, seat: number, language: Language): string {
  return [
    handText(game, seat, language),
    whereText(game, seat, language),
    actionCardsText(game, language),
  ].join('\n');
}

/** Whether playing on this action card would do anything now (else it only spends the card). */
function doesSomething(game: KeyGame, seat: number, action: ActionId): boolean {
  const { mission } = game;
  switch (action) {
    case 'move':
      return true;
    case 'intel':
      return roomsWithStacks(mission).length > 0;
    case 'collect': {
      const { faceUp, stack } = collectChoice(mission, seat);
      return faceUp.length + stack > 0;
    }
    case 'regroup':
      return clearableTargets(mission, seat, false).length > 0;
  }
}

/**
 * The cards to play, lowest first, on the action cards where they do something; when nothing
 * would, every playable card (a player who can act must act).
 */
function playSelect(turn: Turn) {
  const { seat, language } = turn;
  const game = turn.game.state;
  const playable = playableCards(game.mission, seat).sort((a, b) => a.card.value - b.card.value);
  const useful = playable.filter((entry) => doesSomething(game, seat, entry.action));
  const options = (useful.length > 0 ? useful : playable).map(({ card, action }) => {
    const top = topValue(game.mission, action);
    const names = { card: cardText(card), action: actionName(language, action) };
    return {
      label:
        top > 0
          ? tKey(language, 'prompt.playOption', { ...names, top })
          : tKey(language, 'prompt.playOptionOpen', names),
      value: playArg(card, action),
    };
  });
  if (options.length === 0) return [];
  return [select(idFor(turn, 'play'), tKey(language, 'prompt.playPlaceholder'), options)];
}

function turnButtons(turn: Turn) {
  const { seat, language } = turn;
  const { mission } = turn.game.state;
  const player = mission.players[seat];
  const actionsLeft = mission.actionsThisTurn < ACTIONS_PER_TURN;
  const special = player?.character.special ?? 'dash';
  const mayUseSpecial =
    actionsLeft && (player?.hand.length ?? 0) >= SPECIAL_COST && specialHasTarget(mission, seat);
  const mayEnd = mission.actionsThisTurn > 0 || !canAct(mission, seat);
  return row(
    button(
      idFor(turn, 'special'),
      tKey(language, 'prompt.special', { special: tKeyLabel(language, `special.${special}` as KeyLabelKey) }),
      ButtonStyle.Secondary,
      { disabled: !mayUseSpecial, emoji: '✨' },
    ),
    button(idFor(turn, 'end-turn'), tKey(language, 'prompt.endTurn'), ButtonStyle.Danger, {
      disabled: !mayEnd,
    }),
  );
}

/** Privately, what this player can do now: on their turn, the cards to play and the turn's buttons. */
export function turnPrompt(turn: Turn): Prompt {
  const { seat, language } = turn;
  const game = turn.game.state;
  const { mission } = game;
  if (isOver(game)) return { content: tKey(language, 'prompt.over'), components: [] };
  const table = situation(game, seat, language);
  if (mission.current !== seat) {
    const wait = tKey(language, 'prompt.notYourTurn', { player: seatLabel(game, mission.current, language) });
    return { content: `${wait}\n${table}`, components: [] };
  }
  const actionsLeft = mission.actionsThisTurn < ACTIONS_PER_TURN;
  const head = actionsLeft
    ? tKey(language, 'prompt.yourTurn', { action: mission.actionsThisTurn + 1, actions: ACTIONS_PER_TURN })
    : tKey(language, 'prompt.turnDone');
  return {
    content: `${head}\n${table}\n-# ${tKey(language, 'prompt.talk')}`,
    components: [...(actionsLeft ? playSelect(turn) : []), turnButtons(turn)],
  };
}

/**
 * Cards this player may choose to draw at the end of the turn: in a crisis, every card up to a
 * full hand; before it, those the deck will not have (the crisis begins while they draw back,
 * and drawing on is then their choice). Zero when the turn can simply end.
 */
export function optionalDraws(game: KeyGame, seat: number): number {
  const { mission } = game;
  const player = mission.players[seat];
  const missing = HAND_SIZE - (player?.hand.length ?? HAND_SIZE);
  if (mission.crisis) return missing;
  const cameras =
    mission.rooms[player?.room ?? 'entrance']?.faceUp.filter((token) => token === 'camera').length ?? 0;
  return Math.max(0, missing - Math.max(0, mission.deck.length - cameras));
}

/** How many cards to draw, when drawing is optional: each time card drawn brings the end closer. */
export function drawPrompt(turn: Turn): Prompt {
  const { seat, language } = turn;
  const game = turn.game.state;
  const counts = Array.from({ length: optionalDraws(game, seat) + 1 }, (_, draws) => draws);
  const ask = tKey(language, game.mission.crisis ? 'prompt.crisisDraw' : 'prompt.deckRunsOut');
  return {
    content: `${ask}\n${handText(game, seat, language)}`,
    components: [
      row(
        ...counts.map((draws) =>
          button(
            idFor(turn, 'end-turn', `${draws}`),
            tKey(language, 'prompt.drawCount', { count: draws }),
            draws === 0 ? ButtonStyle.Secondary : ButtonStyle.Primary,
          ),
        ),
      ),
    ],
  };
}

/** The special action costs two cards: which two. */
export function discardPrompt(turn: Turn): Prompt {
  const { language } = turn;
  const options = sortedHand(turn.game.state, turn.seat).map((card) => ({
    label: cardText(card),
    value: `${cardIndexOf(card)}`,
  }));
  const pick = { min: SPECIAL_COST, max: SPECIAL_COST };
  return {
    content: tKey(language, 'prompt.discardTwo'),
    components: [select(idFor(turn, 'discard'), tKey(language, 'prompt.discardPlaceholder'), options, pick)],
  };
}

/** The menu option that plays the card for no effect. */
const NOTHING = 'nothing';

function walkOptions({ game, seat, language }: Turn, steps: number): Options {
  const { mission } = game.state;
  const from = mission.players[seat]?.room ?? 'entrance';
  return reachableRooms(mission.map, from, steps).map(({ room, path }) => ({
    label: roomName(language, room),
    description: tKey(language, 'resolve.steps', { steps: path.length }),
    value: room,
  }));
}

function stackOptions({ game, language }: Turn, counts: boolean): Options {
  const { mission } = game.state;
  return roomsWithStacks(mission).flatMap((room) => {
    const left = mission.rooms[room]?.faceDown.length ?? 0;
    const name = roomName(language, room);
    if (!counts) return [{ label: name, description: tKey(language, 'resolve.left', { left }), value: room }];
    return Array.from({ length: Math.min(MAX_TOKENS_PER_ACTION, left) }, (_, index) => ({
      label: tKey(language, 'resolve.reveal', { room: name, count: index + 1 }),
      description: tKey(language, 'resolve.left', { left }),
      value: `${room}.${index + 1}`,
    }));
  });
}

function collectOptions({ game, seat, language }: Turn): Options {
  const { faceUp, stack } = collectChoice(game.state.mission, seat);
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

const targetValue = (target: RegroupTarget) => `${target.remove}.${target.action}`;

function targetOptions({ game, seat, language }: Turn, special: boolean): Options {
  return clearableTargets(game.state.mission, seat, special).map((target) => ({
    label: targetText(language, target),
    value: targetValue(target),
  }));
}

/** After a card was chosen for an action card: how that action resolves, as one menu. */
export function resolvePrompt(turn: Turn, card: ResourceCard, action: ActionId): Prompt {
  const { language } = turn;
  const options: Record<ActionId, () => Options> = {
    move: () => walkOptions(turn, MAX_MOVE_STEPS),
    intel: () => stackOptions(turn, true),
    collect: () => collectOptions(turn),
    regroup: () => targetOptions(turn, false),
  };
  const found = options[action]();
  const nothing = { label: tKey(language, 'resolve.nothing'), value: NOTHING };
  const choices = action === 'move' ? found : [...found, nothing];
  const pick =
    action === 'collect'
      ? { min: 1, max: Math.max(1, Math.min(MAX_TOKENS_PER_ACTION, found.length)) }
      : undefined;
  return {
    content: tKey(language, `resolve.ask.${action}`, {
      card: cardText(card),
      action: actionName(language, action),
    }),
    components: [
      select(
        idFor(turn, 'resolve', playArg(card, action)),
        tKey(language, 'resolve.placeholder'),
        choices,
        pick,
      ),
    ],
  };
}

function swapOptions({ game, seat, language }: Turn, discard: readonly ResourceCard[]): Options {
  const { mission, seats } = game.state;
  const kept = (mission.players[seat]?.hand ?? []).filter(
    (card) => !discard.some((gone) => gone.id === card.id),
  );
  return nearbySeats(mission, seat).flatMap((other) =>
    kept.map((card) => ({
      label: tKey(language, 'resolve.swapOption', {
        card: cardText(card),
        player: seats[other]?.name ?? '?',
      }),
      value: `${other}.${cardIndexOf(card)}`,
    })),
  );
}

/** After two cards were chosen to discard: what the character's special action does, as one menu. */
export function powerPrompt(turn: Turn, discard: [ResourceCard, ResourceCard]): Prompt {
  const { language } = turn;
  const special = turn.game.state.mission.players[turn.seat]?.character.special ?? 'dash';
  const options = {
    dash: () => walkOptions(turn, DASH_STEPS),
    lookout: () => stackOptions(turn, false),
    swap: () => swapOptions(turn, discard),
    sweep: () => targetOptions(turn, true),
  }[special]();
  return {
    content: tKey(language, `resolve.power.${special}`, { cards: discard.map(cardText).join(' + ') }),
    components: [
      select(idFor(turn, 'power', discardArg(discard)), tKey(language, 'resolve.placeholder'), options),
    ],
  };
}

function targetOf(value: string): RegroupTarget | null {
  const [remove, action, ...rest] = value.split('.');
  if (rest.length > 0 || (remove !== 'trace' && remove !== 'card')) return null;
  const known = actionIds.find((id) => id === action);
  return known ? { remove, action: known } : null;
}

const roomOf = (game: KeyGame, value: string): RoomId | null =>
  game.mission.map.rooms.find((room) => room.id === value)?.id ?? null;

/** A walk to a room the menu offered, as the shortest path there. */
function pathTo(game: KeyGame, seat: number, value: string, steps: number): RoomId[] | null {
  const from = game.mission.players[seat]?.room;
  if (!from) return null;
  return reachableRooms(game.mission.map, from, steps).find((entry) => entry.room === value)?.path ?? null;
}

function collectPicks(values: readonly string[]): CollectPick[] | null {
  const picks: CollectPick[] = [];
  const stacked = values.filter((value) => value.startsWith('stack.')).sort();
  if (!stacked.every((value, index) => value === `stack.${index + 1}`)) return null;
  for (const value of values) {
    if (value === NOTHING || value.startsWith('stack.')) continue;
    const [kind, symbol, index, ...rest] = value.split('.');
    if (kind !== 'up' || rest.length > 0 || !/^\d$/u.test(index ?? '')) return null;
    const parsed = symbolIdSchema.safeParse(symbol);
    if (!parsed.success) return null;
    picks.push({ from: 'face-up', symbol: parsed.data });
  }
  return [...picks, ...stacked.map((): CollectPick => ({ from: 'stack' }))];
}

/** The chosen menu values as the action's resolution; null for values the menu could not have sent. */
export function actionResolution(
  game: KeyGame,
  seat: number,
  action: ActionId,
  values: readonly string[],
): ActionResolution | null {
  const [value = '', ...more] = values;
  if (action === 'collect') {
    const picks = collectPicks(values);
    return picks ? { action, picks } : null;
  }
  if (more.length > 0) return null;
  switch (action) {
    case 'move': {
      const path = pathTo(game, seat, value, MAX_MOVE_STEPS);
      return path ? { action, path } : null;
    }
    case 'intel': {
      if (value === NOTHING)
        return { action, room: game.mission.players[seat]?.room ?? 'entrance', count: 0 };
      const [roomValue = '', count, ...rest] = value.split('.');
      const room = roomOf(game, roomValue);
      return room && rest.length === 0 && (count === '1' || count === '2')
        ? { action, room, count: Number(count) }
        : null;
    }
    case 'regroup': {
      if (value === NOTHING) return { action, target: null };
      const target = targetOf(value);
      return target ? { action, target } : null;
    }
  }
}

function swapOf(value: string): { seat: number; give: ResourceCard } | null {
  const match = /^([0-3])\.(0|[1-9]\d?)$/u.exec(value);
  const give = match ? cardAt(Number(match[2])) : undefined;
  return match && give ? { seat: Number(match[1]), give } : null;
}

/** The chosen menu value as the special action's resolution. */
export function specialResolution(game: KeyGame, seat: number, value: string): SpecialResolution | null {
  const special = game.mission.players[seat]?.character.special;
  switch (special) {
    case 'dash': {
      const path = pathTo(game, seat, value, DASH_STEPS);
      return path ? { special, path } : null;
    }
    case 'lookout': {
      const room = roomOf(game, value);
      return room ? { special, room } : null;
    }
    case 'swap': {
      const swap = swapOf(value);
      return swap ? { special, seat: swap.seat, give: swap.give.id } : null;
    }
    case 'sweep': {
      const target = targetOf(value);
      return target ? { special, target } : null;
    }
    default:
      return null;
  }
}
