import type { Loaded } from '../session/session-service.js';
import type { BotContext } from './bot-context.js';
import { gameRuntime } from './game-runtime.js';
import { publishedAcks } from './published-acks.js';
import type { TableDefinition } from './table-publisher.js';

/** Whether a state is shown as a table at all (a lobby is not): it could remember a table message. */
function hasTable<State>(
  table: Pick<TableDefinition<State>, 'messageOf' | 'withMessage'>,
  state: State,
): boolean {
  return table.messageOf(state) !== null || table.withMessage(state, '0') !== null;
}

/** Edits one republish may take to catch up with moves made meanwhile. */
const REPUBLISH_ROUNDS = 3;

/** Running games checked for an unshown write per call (a page of the schedule). */
export const CONVERGE_PAGE = 500;

/**
 * Republishes the tables whose newest write was never shown (the process that wrote it died
 * before its table's edit): the store hands each such game to one caller, who edits its table
 * to the stored state, so a board one move behind comes to rest without anyone pressing.
 */
export async function republishUnshown(context: BotContext, limit = CONVERGE_PAGE): Promise<number> {
  const claimed = (await context.store.claimUnpublished?.(context.now(), limit)) ?? [];
  for (const { gameId } of claimed) {
    const stored = await context.store.get(gameId);
    const module = stored ? context.games.get(stored.game) : undefined;
    if (!module) continue;
    const runtime = gameRuntime(module, context);
    const game = await runtime.load(gameId);
    if (!game) continue;
    // A lobby has no table: nothing to redraw here, and nothing left to look for. A game whose
    // table's id was never stored (its writer died, or the store failed, right after posting it)
    // gets a fresh table below: its players may be pressing on a board the game cannot see.
    if (!hasTable(module.table, game.state)) publishedAcks(context).shown(gameId, game.storeVersion);
    else
      await showNewest(runtime, context, game).catch((error: unknown) =>
        context.log.warn({ gameId, err: String(error) }, 'unshown table not republished'),
      );
    context.log.info({ gameId, version: game.storeVersion }, 'table republished at its newest state');
  }
  return claimed.length;
}

/**
 * Edits the table to `game`, then to whatever was written meanwhile: the game may be in play on
 * another process (or this one) while it is republished, and an edit of the state read here
 * landing after a newer answer would put the board back a move, until the newest goes out again.
 */
async function showNewest<State>(
  runtime: {
    tables: { edit(game: Loaded<State>): Promise<void> };
    load(gameId: string): Promise<Loaded<State> | null>;
  },
  context: BotContext,
  game: Loaded<State>,
): Promise<void> {
  let shown = game;
  for (let round = 0; round < REPUBLISH_ROUNDS; round++) {
    await runtime.tables.edit(shown);
    const current = await context.store.versionOf?.(shown.gameId);
    if (current === undefined || current === null || current <= shown.storeVersion) return;
    const newer = await runtime.load(shown.gameId);
    if (!newer) return;
    shown = newer;
  }
}

/** Every running game's table checked once (at start-up: what a process that died left behind). */
export async function republishAllUnshown(context: BotContext): Promise<void> {
  const live = (await context.store.countLive?.()) ?? CONVERGE_PAGE;
  for (let walked = 0; walked < live + CONVERGE_PAGE; walked += CONVERGE_PAGE)
    await republishUnshown(context);
}
