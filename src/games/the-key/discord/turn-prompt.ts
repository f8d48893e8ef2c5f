import { ButtonStyle } from 'discord.js';
import type { Language } from '../../../platform/i18n/languages.js';
import { button } from '../../shared/discord/buttons.js';
import type { Prompt } from '../../shared/discord/private-press.js';
import { row, select } from '../../shared/discord/selects.js';
import { isOver, type KeyGame } from '../document.js';
import {
  ACTIONS_PER_TURN,
  type ActionId,
  canAct,
  clearableTargets,
  collectChoice,
  HAND_SIZE,
  playableCards,
  roomsWithStacks,
  SPECIAL_COST,
  specialHasTarget,
  topValue,
} from '../engine/index.js';
import { tKey } from '../i18n/index.js';
import { type KeyLabelKey, tKeyLabel } from '../render/labels/index.js';
import { keyGameRules } from '../rules.js';
import { cardIndexOf, keyCustomId, playArg } from './custom-ids.js';
import { actionCardsText, cardText, handText, whereText } from './hand-text.js';
import { seatLabel } from './words.js';

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
function playSelect(gameId: string, game: KeyGame, seat: number, language: Language) {
  const playable = playableCards(game.mission, seat).sort((a, b) => a.card.value - b.card.value);
  const useful = playable.filter((entry) => doesSomething(game, seat, entry.action));
  const options = (useful.length > 0 ? useful : playable).map(({ card, action }) => {
    const top = topValue(game.mission, action);
    const names = { card: cardText(card), action: tKeyLabel(language, `action.${action}` as KeyLabelKey) };
    return {
      label:
        top > 0
          ? tKey(language, 'prompt.playOption', { ...names, top })
          : tKey(language, 'prompt.playOptionOpen', names),
      value: playArg(card, action),
    };
  });
  if (options.length === 0) return [];
  const id = keyCustomId(gameId, keyGameRules.version(game), 'play');
  return [select(id, tKey(language, 'prompt.playPlaceholder'), options)];
}

function turnButtons(gameId: string, game: KeyGame, seat: number, language: Language) {
  const { mission } = game;
  const version = keyGameRules.version(game);
  const player = mission.players[seat];
  const actionsLeft = mission.actionsThisTurn < ACTIONS_PER_TURN;
  const special = player?.character.special ?? 'dash';
  const mayUseSpecial =
    actionsLeft && (player?.hand.length ?? 0) >= SPECIAL_COST && specialHasTarget(mission, seat);
  const mayEnd = mission.actionsThisTurn > 0 || !canAct(mission, seat);
  return row(
    button(
      keyCustomId(gameId, version, 'special'),
      tKey(language, 'prompt.special', { special: tKeyLabel(language, `special.${special}` as KeyLabelKey) }),
      ButtonStyle.Secondary,
      { disabled: !mayUseSpecial, emoji: '✨' },
    ),
    button(keyCustomId(gameId, version, 'end-turn'), tKey(language, 'prompt.endTurn'), ButtonStyle.Danger, {
      disabled: !mayEnd,
    }),
  );
}

/** Privately, what this player can do now: on their turn, the cards to play and the turn's buttons. */
export function turnPrompt(gameId: string, game: KeyGame, seat: number, language: Language): Prompt {
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
    components: [
      ...(actionsLeft ? playSelect(gameId, game, seat, language) : []),
      turnButtons(gameId, game, seat, language),
    ],
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
export function drawPrompt(gameId: string, game: KeyGame, seat: number, language: Language): Prompt {
  const version = keyGameRules.version(game);
  const counts = Array.from({ length: optionalDraws(game, seat) + 1 }, (_, draws) => draws);
  const ask = tKey(language, game.mission.crisis ? 'prompt.crisisDraw' : 'prompt.deckRunsOut');
  return {
    content: `${ask}\n${handText(game, seat, language)}`,
    components: [
      row(
        ...counts.map((draws) =>
          button(
            keyCustomId(gameId, version, 'end-turn', `${draws}`),
            tKey(language, 'prompt.drawCount', { count: draws }),
            draws === 0 ? ButtonStyle.Secondary : ButtonStyle.Primary,
          ),
        ),
      ),
    ],
  };
}

/** The special action costs two cards: which two. */
export function discardPrompt(gameId: string, game: KeyGame, seat: number, language: Language): Prompt {
  const hand = [...(game.mission.players[seat]?.hand ?? [])].sort((a, b) => a.value - b.value);
  const options = hand.map((card) => ({ label: cardText(card), value: `${cardIndexOf(card)}` }));
  const id = keyCustomId(gameId, keyGameRules.version(game), 'discard');
  return {
    content: tKey(language, 'prompt.discardTwo'),
    components: [
      select(id, tKey(language, 'prompt.discardPlaceholder'), options, {
        min: SPECIAL_COST,
        max: SPECIAL_COST,
      }),
    ],
  };
}
