import { privatePresses, type Seated as SeatedIn } from '../../shared/discord/private-press.js';
import type { DuckGame } from '../document.js';
import { tDuck } from '../i18n/index.js';
import { duckRules } from '../rules.js';
import { seatIndexOf } from '../table.js';
import { duckText, refusalText } from './answers.js';
import { asGame, duck, loadGame, recentGame, updateGame } from './runtime.js';

export type { PrivatePress } from '../../shared/discord/private-press.js';
/** A press in a racer's private message (or My move), in its context. */
export type Seated = SeatedIn<DuckGame>;

/** Duck! Duck! Go!'s private messages, answered in the racer's own language. */
export const { seated, show, say, stale, makeMove } = privatePresses({
  staged: () => ({ runtime: duck, asGame, loadGame, recentGame, updateGame }),
  seatOf: (game, userId) => seatIndexOf(game.seats, userId),
  spectatorText: (interaction) => duckText(interaction, 'prompt.spectator'),
  staleText: (language) => tDuck(language, 'prompt.stale'),
  refusalText,
});

export const isOver = (game: DuckGame) => game.abandoned || game.race.phase.kind === 'over';

/** Whether the press was rendered for the race as it stands (its custom_id's version). */
export const current = (press: Seated, version: number) => duckRules.version(press.game.state) === version;
