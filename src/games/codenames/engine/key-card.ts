import type { SeededRandom } from '../../../platform/random/seeded-random.js';
import {
  BOARD_SIZE,
  BYSTANDERS,
  type Identity,
  OTHER_TEAM_AGENTS,
  otherTeam,
  STARTING_TEAM_AGENTS,
  type Team,
} from './types.js';

/** A key card in a random orientation: 9 agents of the starting team, 8 of the other, 7 bystanders, 1 assassin. */
export function generateKey(random: SeededRandom, startingTeam: Team): Identity[] {
  const identities: Identity[] = [
    ...Array<Identity>(STARTING_TEAM_AGENTS).fill(startingTeam),
    ...Array<Identity>(OTHER_TEAM_AGENTS).fill(otherTeam(startingTeam)),
    ...Array<Identity>(BYSTANDERS).fill('bystander'),
    'assassin',
  ];
  return random.shuffle(identities);
}

export function followsKeyTable(key: readonly Identity[], startingTeam: Team): boolean {
  const count = (identity: Identity) => key.filter((cell) => cell === identity).length;
  return (
    key.length === BOARD_SIZE &&
    count(startingTeam) === STARTING_TEAM_AGENTS &&
    count(otherTeam(startingTeam)) === OTHER_TEAM_AGENTS &&
    count('bystander') === BYSTANDERS &&
    count('assassin') === 1
  );
}
