import { describe, expect, it } from 'vitest';
import { movementCards } from '../../../src/games/duck/deck.js';
import {
  applyRaceMove,
  newRace,
  type RaceState,
  raceSeatView,
} from '../../../src/games/duck/engine/index.js';
import { duckSetups } from '../../../src/games/duck/setups.js';
import {
  nextMove,
  type PlayerLevel,
  playerLevels,
  scriptedPlayers,
  simulateRace,
} from '../../../src/games/duck/sim/index.js';
import { SeededRandom } from '../../../src/platform/random/seeded-random.js';

const ROUND_CAP = 60;

function race(setupIndex: number, levels: readonly PlayerLevel[], seed: string) {
  const setup = duckSetups[setupIndex % duckSetups.length];
  if (!setup) throw new Error('no set-up');
  return simulateRace({
    board: setup.board,
    deck: movementCards,
    players: levels.map((level) => scriptedPlayers[level]),
    seed,
    roundCap: ROUND_CAP,
  });
}

describe('Duck! Duck! Go! scripted players and simulator', () => {
  it.each(playerLevels)(
    '%s players make only legal moves, from two to six seats, on every set-up',
    (level) => {
      for (const [index] of duckSetups.entries()) {
        for (const seats of [2, 3, 4, 6]) {
          // simulateRace throws on any move the engine refuses.
          const record = race(index, Array(seats).fill(level), `legal:${level}:${index}:${seats}`);
          expect(record.placingOrder.toSorted()).toEqual(Array.from({ length: seats }, (_, seat) => seat));
          if (level !== 'random') expect(record.winner).not.toBeNull();
        }
      }
    },
  );

  it('ends every race of a quick mixed run under the round cap, with its bonks, jumps and chains counted', () => {
    const records = Array.from({ length: 140 }, (_, index) =>
      race(
        index,
        ['lookahead', 'greedy', 'greedy', 'random'].slice(0, 2 + (index % 3)) as PlayerLevel[],
        `quick:${index}`,
      ),
    );
    for (const record of records) {
      expect(record.winner).not.toBeNull();
      expect(record.rounds).toBeLessThan(ROUND_CAP);
    }
    const total = (count: (record: (typeof records)[number]) => number) =>
      records.reduce((sum, record) => sum + count(record), 0);
    expect(total((record) => record.bonks)).toBeGreaterThan(0);
    expect(total((record) => record.teleports)).toBeGreaterThan(0);
    expect(total((record) => record.chains)).toBeGreaterThan(0);
    expect(total((record) => record.buoys)).toBeGreaterThanOrEqual(3 * records.length);
  });

  it.each(playerLevels)(
    '%s: an extra move with an empty hand is planned blind, for whatever card comes off the deck',
    (level) => {
      const setup = duckSetups[0];
      if (!setup) throw new Error('no set-up');
      const race: RaceState = {
        players: [{ hand: [] }, { hand: [5, 6] }],
        ducks: [
          { owner: 0, duck: { position: { x: 4, y: 3 }, facing: 'N', buoys: [] } },
          { owner: 1, duck: { position: { x: 0, y: 7 }, facing: 'E', buoys: [] } },
        ],
        revealed: [30, 31],
        // One route only, where the card played before it had two.
        deck: [10, 11],
        discard: [],
        random: [1, 2, 3, 4],
        round: 2,
        phase: { kind: 'moving', queue: [0, 1], played: [18, 40], extra: true },
        resolved: [],
      };
      for (const dice of ['a', 'b', 'c', 'd', 'e', 'f']) {
        const move = nextMove(scriptedPlayers[level], {
          board: setup.board,
          deck: movementCards,
          view: raceSeatView(race, 0),
          random: SeededRandom.fromSeed(dice),
        });
        if (!move) throw new Error('no move');
        expect(applyRaceMove(setup.board, movementCards, race, 0, move).ok).toBe(true);
      }
    },
  );

  it('replays the same race from the same seed', () => {
    expect(race(2, ['greedy', 'lookahead', 'random'], 'again')).toEqual(
      race(2, ['greedy', 'lookahead', 'random'], 'again'),
    );
  });

  it('rewards thought: lookahead beats random nearly always and greedy more often than not', () => {
    const headToHead = (levels: [PlayerLevel, PlayerLevel], races: number) =>
      Array.from({ length: races }, (_, index) => {
        const seated = index % 2 === 0 ? levels : ([levels[1], levels[0]] as const);
        const record = race(index, seated, `duel:${levels.join('-')}:${index}`);
        return record.winner === seated.indexOf(levels[0]);
      }).filter(Boolean).length;
    expect(headToHead(['lookahead', 'random'], 40)).toBeGreaterThanOrEqual(38);
    expect(headToHead(['lookahead', 'greedy'], 60)).toBeGreaterThan(36);
  });

  it('decides only from what its seat may know: other hands and the deck order change nothing', () => {
    const setup = duckSetups[0];
    if (!setup) throw new Error('no set-up');
    const players = Array(4).fill(scriptedPlayers.lookahead);
    let state: RaceState = newRace('secrets', 4, movementCards);
    const randoms = players.map((_player, seat) => SeededRandom.fromSeed(`secrets:${seat}`));
    while (state.phase.kind === 'placing' || state.round < 3) {
      const seat = [0, 1, 2, 3].find((candidate) =>
        nextMove(players[candidate], {
          board: setup.board,
          deck: movementCards,
          view: raceSeatView(state, candidate),
          random: SeededRandom.fromSeed('probe'),
        }),
      );
      if (seat === undefined) throw new Error('nobody to move');
      const move = nextMove(players[seat], {
        board: setup.board,
        deck: movementCards,
        view: raceSeatView(state, seat),
        random: randoms[seat] as SeededRandom,
      });
      if (!move) throw new Error('no move');
      const played = applyRaceMove(setup.board, movementCards, state, seat, move);
      if (!played.ok) throw new Error(played.error);
      state = played.state;
    }
    if (state.phase.kind !== 'choosing') throw new Error('not choosing');
    const rigged: RaceState = {
      ...state,
      players: state.players.map((player, seat) =>
        seat === 0 ? player : { hand: [...player.hand].reverse().map((card) => 55 - card) },
      ),
      deck: [...state.deck].reverse(),
    };
    const moveOf = (race: RaceState) =>
      nextMove(scriptedPlayers.lookahead, {
        board: setup.board,
        deck: movementCards,
        view: raceSeatView(race, 0),
        random: SeededRandom.fromSeed('same dice'),
      });
    expect(moveOf(rigged)).toEqual(moveOf(state));
  });
});
