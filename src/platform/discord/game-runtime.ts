import type { RepliableInteraction } from 'discord.js';
import { type HistoryEntry, recordGameEnd } from '../history/game-history.js';
import { tPlatform } from '../i18n/index.js';
import { languageOfLocale } from '../i18n/languages.js';
import { drawSeed } from '../random/secret-seed.js';
import { turnReminders } from '../reminders/turn-reminders.js';
import {
  createSessionService,
  type Loaded,
  type PlayOutcome,
  type Press,
  type SessionService,
} from '../session/session-service.js';
import { boardChanges } from '../stats/boards.js';
import { markApplied } from './applied-presses.js';
import type { BotContext } from './bot-context.js';
import type { GameModule } from './game-module.js';
import { versionShownOn } from './pressed-message.js';
import { markRefused } from './refusals.js';
import { replyEphemeral } from './replies.js';
import {
  createTablePublisher,
  isOnTable,
  type TableInteraction,
  type TablePublisher,
} from './table-publisher.js';

type Unapplied<State> = Exclude<PlayOutcome<State>, { kind: 'applied' }>;

/** What a moderator's stop did: ended the game, or nothing because it moved on or was over. */
export type StopOutcome = 'stopped' | 'moved' | 'over';

/** One game bound to the running bot: its sessions, its table, and the way every move is answered. */
export type OpenOutcome<State> = { kind: 'opened'; game: Loaded<State> } | { kind: 'channel-busy' };

export interface GameRuntime<State, Move, Setup = never> {
  sessions: SessionService<State, Move>;
  tables: TablePublisher<State>;
  /**
   * The one way a game starts: a fresh public id and a secret seed, the rules' setup, the channel claimed, and
   * the table posted as the answer. A channel with an unfinished game refuses; the caller says so.
   * `above` answers with the game's own message that belongs above its table (a team's roster)
   * and returns the game as it then stands; the table follows it.
   */
  open(
    interaction: RepliableInteraction,
    setup: Setup,
    above?: (game: Loaded<State>) => Promise<Loaded<State> | null>,
  ): Promise<OpenOutcome<State>>;
  /** A move pressed on the table: answered by the redrawn table, privately when refused. */
  pressMove(
    interaction: TableInteraction,
    gameId: string,
    press: Press<State, Move>,
  ): Promise<PlayOutcome<State>>;
  /**
   * A move from a slash command (or a private message's button or form): a refusal is answered
   * privately and null returned; otherwise the caller answers, then calls `published` for the
   * table and the follow-ups.
   */
  commandMove(
    interaction: RepliableInteraction,
    gameId: string,
    press: Omit<Press<State, Move>, 'expectedVersion'>,
  ): Promise<Loaded<State> | null>;
  /** A change made outside a press on the table: the table is edited, and a finished game's follow-ups run. */
  published(game: Loaded<State>): Promise<void>;
  /**
   * What happens at a game's deadline, once (an idle game expires, a timed turn ends): if a move
   * got in first, that move rescheduled the deadline and nothing happens.
   */
  passDeadline(gameId: string): Promise<void>;
  /**
   * A moderator ends the game from outside (`rules.stop`), only while it stands at
   * `expectedVersion` (the store version the moderator was asked about, which a lobby turning into
   * its game moves too; checked in the compare-and-set):
   * `answer` answers the moderator first, then the table shows the game over and the finished
   * game's follow-ups run. 'moved' when the game moved on since, 'over' when it had already ended
   * (or is gone): then nothing was changed or answered.
   */
  stop(
    gameId: string,
    expectedVersion: number,
    answer: (game: Loaded<State>) => Promise<void>,
  ): Promise<StopOutcome>;
  /** A game began (its lobby started): whom it waits on first gets a turn reminder in time. */
  started(game: Loaded<State>): Promise<void>;
}

const runtimes = new WeakMap<BotContext, Map<string, GameRuntime<unknown, unknown, unknown>>>();

/** The runtime of `module` in this bot (made once per bot and game: it holds no game state). */
export function gameRuntime<State, Move, Seat extends string, Setup>(
  module: GameModule<State, Move, Seat, Setup>,
  context: BotContext,
): GameRuntime<State, Move, Setup> {
  let byGame = runtimes.get(context);
  if (!byGame) {
    byGame = new Map();
    runtimes.set(context, byGame);
  }
  const existing = byGame.get(module.id);
  if (existing) return existing as GameRuntime<State, Move, Setup>;
  const created = createGameRuntime(module, context);
  byGame.set(module.id, created as GameRuntime<unknown, unknown, unknown>);
  return created;
}

function createGameRuntime<State, Move, Seat extends string, Setup>(
  module: GameModule<State, Move, Seat, Setup>,
  context: BotContext,
): GameRuntime<State, Move, Setup> {
  const sessions = createSessionService(module.id, module.rules, context);
  const tables = createTablePublisher(module.table, sessions, context);

  /** Whom the game waits on may have changed: its turn reminder follows. */
  async function remindLater(game: Loaded<State>, over: boolean) {
    const waiting = over ? null : (module.waitingOn?.(game.state) ?? null);
    await turnReminders(context)
      .changed(game.gameId, waiting)
      .catch((error: unknown) =>
        context.log.warn({ gameId: game.gameId, err: String(error) }, 'reminder not scheduled'),
      );
  }

  async function afterChange(game: Loaded<State>) {
    const result = module.rules.result(game.state);
    await remindLater(game, result !== null);
    if (result === null) return;
    const played = module.historyOf?.(game.state);
    if (played) {
      const { guildId, ...details } = played;
      const entry: HistoryEntry = {
        ...details,
        game: module.id,
        gameId: game.gameId,
        endedAt: context.now(),
        reason: result.reason,
      };
      const written = await recordGameEnd(context.documents, guildId, entry).catch((error: unknown) => {
        context.log.warn({ gameId: game.gameId, err: String(error) }, 'game history not written');
        return 'failed' as const;
      });
      // Only the writer of the entry counts the game: a repeat (another process, a retry) does not.
      if (written === 'created')
        await context.leaderboards
          .apply(guildId, boardChanges(entry))
          .catch((error: unknown) =>
            context.log.warn({ gameId: game.gameId, err: String(error) }, 'boards not updated'),
          );
    }
    await module.onGameOver?.(game, context);
  }

  /** The private answer to a press that changed nothing. */
  function answerUnapplied(interaction: RepliableInteraction, outcome: Unapplied<State>) {
    markRefused(interaction);
    const language = languageOfLocale(interaction.locale);
    switch (outcome.kind) {
      case 'stale':
        return replyEphemeral(interaction, tPlatform(language, 'error.stale'));
      case 'missing':
        return replyEphemeral(interaction, tPlatform(language, 'error.gameMissing'));
      case 'elsewhere':
        return replyEphemeral(interaction, tPlatform(language, 'error.notThisTable'));
      case 'not-a-player':
        return replyEphemeral(interaction, tPlatform(language, 'error.notAPlayer'));
      case 'refused':
        return replyEphemeral(interaction, module.refusalText(language, outcome.refusal));
    }
  }

  /** At debug: a line per press is noise at the info level (and a busy table writes many). */
  function logMove(game: Loaded<State>) {
    context.log.debug(
      { game: module.id, gameId: game.gameId, version: module.rules.version(game.state) },
      'move',
    );
  }

  return {
    sessions,
    tables,
    async open(interaction, setup, above) {
      const gameId = context.newGameId();
      const state = module.rules.setup(setup, { seed: drawSeed(context), now: context.now() });
      const created = await sessions.create(gameId, module.table.channelOf(state), state);
      if (created.kind === 'channel-busy') return created;
      context.log.info({ game: module.id, gameId }, 'game started');
      await remindLater(created.game, false);
      if (!above) {
        await tables.reply(interaction, created.game);
        return { kind: 'opened', game: created.game };
      }
      const game = (await above(created.game)) ?? created.game;
      await tables.followUp(interaction, game);
      return { kind: 'opened', game };
    },
    async pressMove(interaction, gameId, press) {
      // Behind by what the pressed message really shows, not by the custom_id pressed (forgeable).
      const behind = (game: Loaded<State>) => {
        const shown = versionShownOn(interaction.id);
        return shown !== null && module.rules.version(game.state) > shown;
      };
      const outcome = await sessions.play(gameId, {
        ...press,
        belongsTo: (state) => isOnTable(module.table, state, interaction),
      });
      if (outcome.kind === 'applied') {
        markApplied(interaction);
        await tables.updateInPlace(interaction, outcome.game);
        logMove(outcome.game);
        await afterChange(outcome.game);
        return outcome;
      }
      if (outcome.kind === 'stale') await tables.updateInPlace(interaction, outcome.game);
      await answerUnapplied(interaction, outcome);
      // A stranger's or a refused press from a board behind the game (its writer died before
      // redrawing it) brings the board up to date: read again, as the game judged may be a copy.
      if ((outcome.kind === 'not-a-player' || outcome.kind === 'refused') && behind(outcome.game)) {
        const newest = await sessions.load(gameId);
        if (newest && module.table.messageOf(newest.state) !== null) await tables.edit(newest);
      }
      return outcome;
    },
    async commandMove(interaction, gameId, press) {
      const outcome = await sessions.play(gameId, { ...press, expectedVersion: null });
      if (outcome.kind !== 'applied') {
        await answerUnapplied(interaction, outcome);
        return null;
      }
      markApplied(interaction);
      logMove(outcome.game);
      return outcome.game;
    },
    async published(game) {
      await tables.edit(game);
      await afterChange(game);
    },
    async passDeadline(gameId) {
      const outcome = await sessions.update(
        gameId,
        (state) => ({ state: module.rules.onDeadline(state, context.now()), result: null }),
        {
          attempts: 1,
        },
      );
      if (outcome.kind !== 'written') return;
      context.log.info({ game: module.id, gameId }, 'deadline passed');
      if (module.table.messageOf(outcome.game.state) !== null) await tables.edit(outcome.game);
      await afterChange(outcome.game);
    },
    started: (game) => remindLater(game, false),
    async stop(gameId, expectedVersion, answer) {
      const outcome = await sessions.update(gameId, (state, storeVersion) =>
        storeVersion !== expectedVersion && module.rules.result(state) === null
          ? { state: null, result: 'moved' as const }
          : { state: module.rules.stop(state), result: 'over' as const },
      );
      if (outcome.kind === 'refused') return outcome.result;
      if (outcome.kind === 'contended') return 'moved';
      if (outcome.kind === 'missing') return 'over';
      context.log.info({ game: module.id, gameId }, 'stopped by a moderator');
      await answer(outcome.game);
      if (module.table.messageOf(outcome.game.state) !== null) await tables.edit(outcome.game);
      await afterChange(outcome.game);
      return 'stopped';
    },
  };
}
