import type { CustomId } from '../../../platform/discord/custom-id.js';
import type { GameRuntime } from '../../../platform/discord/game-module.js';
import {
  type PrivatePress,
  privatePresses,
  type Seated as SeatedIn,
} from '../../../platform/table/private-turns.js';
import { type DuckDocument, type DuckGame, stagedDuck } from '../document.js';
import { tDuck } from '../i18n/index.js';
import { type DuckMove, duckRules, type TableSetup } from '../rules.js';
import { seatIndexOf } from '../table.js';
import { duckText } from './answers.js';

export type { PrivatePress, Prompt } from '../../../platform/table/private-turns.js';
/** Duck! Duck! Go! bound to the running bot, as the platform hands it to each handler. */
export type DuckRuntime = GameRuntime<DuckDocument, DuckMove, TableSetup>;
/** A press in a racer's private message (or My move), in its context. */
export type Seated = SeatedIn<DuckGame, DuckMove>;

/** Duck! Duck! Go!'s private messages, answered in the racer's own language. */
export const { seated, show, say, stale, makeMove } = privatePresses<DuckDocument, DuckGame, DuckMove>({
  staged: stagedDuck,
  seatOf: (game, userId) => seatIndexOf(game.seats, userId),
  version: (game) => duckRules.version(game),
  spectatorText: (interaction) => duckText(interaction, 'prompt.spectator'),
  staleText: (language) => tDuck(language, 'prompt.stale'),
});

/** A press in a private message, refused as stale unless made on the race as it stands (its custom_id's version). */
export async function seatedNow(
  interaction: PrivatePress,
  runtime: DuckRuntime,
  id: CustomId,
): Promise<Seated | null> {
  const press = await seated(interaction, runtime, id, false);
  if (!press || duckRules.version(press.game.state) === id.version) return press;
  await stale(press);
  return null;
}
