import { SeededRandom } from '../../../platform/random/seeded-random.js';
import { keyBoard } from '../board.js';
import { keyCharacters } from '../characters.js';
import {
  applyKeyMove,
  type KeyMove,
  type KeyResources,
  type KeyRules,
  type KeyState,
  newMission,
  resolveAnswer,
  seatView,
} from '../engine/index.js';
import { answerOf, engineMissionOf, type Mission, missionById } from '../missions.js';
import { keyResources } from '../resources.js';
import { consoleView } from '../solver/index.js';
import { answerToAnnounce } from './announce.js';
import { chooseTurnMove } from './player.js';
import type { TableSight } from './sight.js';

/**
 * The team a simulated table picks: the sweeper first, since a lone player cannot otherwise take
 * their own cards off the action cards, then the runner, the lookout and the fixer.
 */
export const SIM_TEAM = ['sweeper', 'runner', 'lookout', 'fixer'] as const;

/** A game left running this long is a bug in the simulated player, not a result. */
const MOVE_LIMIT = 3000;

export interface SimResult {
  outcome: 'won' | 'lost';
  reason: 'answer' | 'wrong-answer' | 'time' | 'no-actions';
  /** Turns ended, by every seat together. */
  turns: number;
  tokensRevealed: number;
  /** Whether the announced answer had a guessed position. */
  guessed: boolean;
}

export interface SimOptions {
  characters?: readonly string[];
  /** Another deck to try while tuning; the shipped one by default. */
  resources?: KeyResources;
  /** Called with every state the game passes through, the deal first. */
  observe?: (state: KeyState) => void;
}

function sightOf(mission: Mission, state: KeyState, seat: number): TableSight {
  return {
    view: seatView(state, seat),
    map: state.map,
    consoleSymbols: mission.console,
    consoleCells: consoleView(mission, state.collected),
    answerKind: mission.answerKind,
  };
}

function applied(state: KeyState, seat: number, move: KeyMove): KeyState {
  const result = applyKeyMove(state, seat, move);
  if (!result.ok) throw new Error(`simulated seat ${seat} tried an illegal ${move.type}: ${result.error}`);
  return result.state;
}

/** Every seat agrees to the answer, and the mission card is pulled. */
function announce(mission: Mission, state: KeyState, answer: string): KeyState {
  let next = applied(state, state.current, { type: 'propose', answer });
  for (let seat = 0; seat < next.players.length; seat++)
    if (seat !== state.current) next = applied(next, seat, { type: 'confirm' });
  const checked = resolveAnswer(next, answerOf(mission));
  if (!checked.ok) throw new Error(`the agreed answer was not checked: ${checked.error}`);
  return checked.state;
}

/** Plays one mission with simulated players from a seeded deal to its end. */
export function simulate(
  missionId: string,
  players: number,
  seed: string,
  options: SimOptions = {},
): SimResult {
  const mission = missionById(missionId);
  if (!mission) throw new RangeError(`no THE KEY mission ${missionId}`);
  const characters = options.characters ?? SIM_TEAM.slice(0, players);
  const random = SeededRandom.fromSeed(`${seed}/guesses`);
  const rules: KeyRules = {
    board: keyBoard,
    characters: keyCharacters,
    resources: options.resources ?? keyResources,
  };
  let state = newMission(rules, seed, players, engineMissionOf(mission), characters);
  options.observe?.(state);
  let turns = 0;
  let tokensRevealed = 0;
  let guessed = false;
  for (let moves = 0; moves < MOVE_LIMIT; moves++) {
    const sight = sightOf(mission, state, state.current);
    const answer = answerToAnnounce(sight, random);
    if (answer !== null) {
      guessed = sight.consoleCells.includes(null);
      state = announce(mission, state, answer);
    } else {
      const move = chooseTurnMove(sight);
      state = applied(state, state.current, move);
      if (move.type === 'end-turn') turns++;
    }
    options.observe?.(state);
    tokensRevealed += state.events.filter((event) => event.type === 'revealed').length;
    const { outcome } = state;
    if (outcome.status === 'won') return { outcome: 'won', reason: 'answer', turns, tokensRevealed, guessed };
    if (outcome.status === 'lost')
      return { outcome: 'lost', reason: outcome.reason, turns, tokensRevealed, guessed };
  }
  throw new Error(`${missionId} with ${players} players (seed ${seed}) did not end in ${MOVE_LIMIT} moves`);
}
