/**
 * THE KEY balance: plays every mission with simulated teams of 1–4 players over N seeded games and
 * prints the win rate, the time-loss rate (time cards, or nobody able to act), the wrong-answer rate
 * (a guess made as time ran out) and the mean turns. `npm run thekey:balance -- 200`.
 */
import { keyMissions } from '../missions.js';
import { simulate } from './simulate.js';

const PLAYER_COUNTS = [1, 2, 3, 4] as const;

const games = Number(process.argv[2] ?? 200);
if (!Number.isInteger(games) || games < 1)
  throw new RangeError(`games must be a whole number, got ${process.argv[2]}`);

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`.padStart(6);

console.log(`THE KEY balance, ${games} seeded games per mission and player count`);
console.log('mission                  players    win   time  wrong  turns');
for (const mission of keyMissions) {
  const winRates: number[] = [];
  for (const players of PLAYER_COUNTS) {
    let wins = 0;
    let timeLosses = 0;
    let turns = 0;
    for (let game = 0; game < games; game++) {
      const result = simulate(mission.id, players, `${mission.id}/${players}/${game}`);
      if (result.outcome === 'won') wins++;
      else if (result.reason === 'time' || result.reason === 'no-actions') timeLosses++;
      turns += result.turns;
    }
    winRates.push(wins / games);
    const wrong = games - wins - timeLosses;
    console.log(
      `${`${mission.order} ${mission.id}`.padEnd(25)}${String(players).padStart(7)} ${percent(wins, games)} ${percent(timeLosses, games)} ${percent(wrong, games)}  ${(turns / games).toFixed(1).padStart(5)}`,
    );
  }
  const spread = Math.max(...winRates) - Math.min(...winRates);
  console.log(`${''.padEnd(25)} spread between player counts: ${(100 * spread).toFixed(1)} points`);
}
