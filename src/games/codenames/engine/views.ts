import { agentsLeft, isGameOver } from './board.js';
import { type OneTeamRating, oneTeamRating } from './scoring.js';
import type {
  Clue,
  CodenamesEvent,
  CodenamesOptions,
  CodenamesState,
  Identity,
  Phase,
  Team,
  WordCard,
} from './types.js';

export interface PublicCell {
  word: WordCard;
  /** What covers the word: its identity, public once a guess or a spymaster uncovered it. */
  covering: Identity | null;
}

/** What operatives and spectators see: no identity of an uncovered word while the game runs. */
export interface PublicView {
  options: CodenamesOptions;
  startingTeam: Team;
  cells: PublicCell[];
  agentsLeft: Record<Team, number>;
  clues: Clue[];
  phase: Phase;
  events: CodenamesEvent[];
  rating: OneTeamRating | null;
  /** The whole key, only once the game is over. */
  reveal: Identity[] | null;
}

/** What a spymaster sees: the public view and the key (both spymasters see the same face). */
export interface SpymasterView extends PublicView {
  key: Identity[];
}

/** Built from copies, so no viewer can change the game. */
export function publicView(state: CodenamesState): PublicView {
  return {
    options: { ...state.options },
    startingTeam: state.startingTeam,
    cells: state.words.map((word, i) => ({
      word: { text: word.text, readings: [...word.readings] },
      covering: state.covered[i] ? (state.key[i] as Identity) : null,
    })),
    agentsLeft: { red: agentsLeft(state, 'red'), blue: agentsLeft(state, 'blue') },
    clues: state.clues.map((clue) => ({ ...clue })),
    phase: { ...state.phase },
    events: state.events.map((event) => ({ ...event })),
    rating: oneTeamRating(state),
    reveal: isGameOver(state) ? [...state.key] : null,
  };
}

export function spymasterView(state: CodenamesState): SpymasterView {
  return { ...publicView(state), key: [...state.key] };
}
