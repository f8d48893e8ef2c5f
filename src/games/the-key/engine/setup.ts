import { randomStateFromSeed } from '../../../platform/random/seeded-random.js';
import type { KeyBoard } from './board.js';
import { HAND_SIZE, type KeyResources } from './cards.js';
import type { KeyCharacter } from './characters.js';
import { shuffleInState } from './deck-flow.js';
import { type ActionId, startRoom } from './ids.js';
import type { KeyMission } from './mission.js';
import type { ActionCardPile, KeyState } from './state.js';

/** The loaded data the engine plays with. */
export interface KeyRules {
  board: KeyBoard;
  characters: readonly KeyCharacter[];
  resources: KeyResources;
}

export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 4;

function emptyActionCards(): Record<ActionId, ActionCardPile> {
  const empty = (): ActionCardPile => ({ played: [], trace: null });
  return { move: empty(), intel: empty(), collect: empty(), regroup: empty() };
}

/** One distinct character per seat, by id; without ids, the characters in the data's order. */
function seatCharacters(
  rules: KeyRules,
  playerCount: number,
  characterIds: readonly string[] | undefined,
): KeyCharacter[] {
  if (!characterIds) return rules.characters.slice(0, playerCount);
  if (characterIds.length !== playerCount)
    throw new RangeError(`${characterIds.length} characters for ${playerCount} players`);
  if (new Set(characterIds).size !== characterIds.length)
    throw new RangeError(`a character is taken twice: ${characterIds.join(', ')}`);
  return characterIds.map((id) => {
    const character = rules.characters.find((known) => known.id === id);
    if (!character) throw new RangeError(`no THE KEY character ${id}`);
    return character;
  });
}

/**
 * Set-up: clue tokens shuffled into the rooms' stacks, the pre-lifted tabs up, everyone in the
 * entrance, four cards each.
 */
export function newMission(
  rules: KeyRules,
  seed: string,
  playerCount: number,
  mission: KeyMission,
  characterIds?: readonly string[],
): KeyState {
  if (!Number.isInteger(playerCount) || playerCount < MIN_PLAYERS || playerCount > MAX_PLAYERS) {
    throw new RangeError(`THE KEY is for ${MIN_PLAYERS}–${MAX_PLAYERS} players, got ${playerCount}`);
  }
  const map = rules.board[mission.side];
  const stackedRooms = Object.entries(mission.stacks);
  const unknownRoom = stackedRooms.find(([room]) => !map.rooms.some((known) => known.id === room));
  if (unknownRoom)
    throw new RangeError(`mission ${mission.id}: no room ${unknownRoom[0]} on side ${mission.side}`);
  const stacked = stackedRooms.reduce((sum, [, count]) => sum + (count ?? 0), 0);
  if (stacked !== mission.tokens.length) {
    throw new RangeError(`mission ${mission.id}: ${mission.tokens.length} tokens for ${stacked} places`);
  }
  const characters = seatCharacters(rules, playerCount, characterIds);
  const state: KeyState = {
    missionId: mission.id,
    side: mission.side,
    map,
    answerLength: mission.answerLength,
    random: randomStateFromSeed(seed),
    players: [],
    current: 0,
    actionsThisTurn: 0,
    rooms: {},
    consoleSymbols: [...mission.consoleSymbols],
    collected: [...new Set(mission.preLifted)],
    actionCards: emptyActionCards(),
    deck: [],
    discard: [],
    timeCards: [...rules.resources.timeCards],
    crisis: false,
    proposal: null,
    outcome: { status: 'playing' },
    events: [],
  };
  const tokens = shuffleInState(state, mission.tokens);
  for (const room of map.rooms) {
    const count = mission.stacks[room.id] ?? 0;
    state.rooms[room.id] = { faceDown: tokens.splice(0, count), faceUp: [] };
  }
  state.deck = shuffleInState(state, rules.resources.resources);
  state.players = characters.map((character) => ({
    character,
    room: startRoom,
    hand: state.deck.splice(-HAND_SIZE).filter((card) => card.kind === 'resource'),
  }));
  return state;
}
