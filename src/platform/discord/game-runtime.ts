import type { RepliableInteraction } from 'discord.js';
import { type HistoryEntry, recordGameEnd } from '../history/game-history.js';
import { tPlatform } from '../i18n/index.js';
import { type Language, languageOfLocale } from '../i18n/languages.js';
import { drawSeed } from '../random/secret-seed.js';
import { turnReminders } from '../reminders/turn-reminders.js';
import { createSessionService, type Loaded, type PlayOutcome } from '../session/session-service.js';
import { boardChanges } from '../stats/boards.js';
import { markApplied } from './applied-presses.js';
import type { BotServices } from './bot-services.js';
import type { GameModule, GameRuntime, MoveAnswers } from './game-module.js';
import type { TableInteraction } from './interaction-kinds.js';
import { versionShownOn } from './pressed-message.js';
import { markRefused } from './refusals.js';
import { replyEphemeral } from './replies.js';
import { createTablePublisher, isOnTable } from './table-publisher.js';

type Unapplied<State> = Exclude<PlayOutcome<State>, { kind: 'applied' }>;

const runtimes = new WeakMap<BotServices, Map<string, GameRuntime<unknown, unknown, unknown>>>();

/** The runtime of `module` in this bot (made once per bot and game: it holds no game state). */
export function gameRuntime<State, Move, Seat extends string, Setup>(
  module: GameModule<State, Move, Seat, Setup>,
  context: BotServices,
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

/** Whether the move was pressed on a public message (which its answer redraws) or sent by a form or command. */
function isTablePress(interaction: TableInteraction | RepliableInteraction): interaction is TableInteraction {
  return interaction.isButton() || interaction.isModalSubmit() || interaction.isAnySelectMenu();
}

function createGameRuntime<State, Move, Seat extends string, Setup>(
  module: GameModule<State, Move, Seat, Setup>,
  context: BotServices,
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
    await module.onGameOver?.(game, runtime);
  }

  /** Why a press changed nothing, in the presser's language. */
  function unappliedText(language: Language, outcome: Unapplied<State>): string {
    switch (outcome.kind) {
      case 'stale':
        return tPlatform(language, 'error.stale');
      case 'missing':
        return tPlatform(language, 'error.gameMissing');
      case 'elsewhere':
        return tPlatform(language, 'error.notThisTable');
      case 'not-a-player':
        return tPlatform(language, 'error.notAPlayer');
      case 'refused':
        return module.refusalText(language, outcome.refusal);
    }
  }

  /** The private answer to a press that changed nothing. */
  function answerUnapplied(
    interaction: RepliableInteraction,
    outcome: Unapplied<State>,
    answers: MoveAnswers<State> | undefined,
  ) {
    markRefused(interaction);
    const text = unappliedText(languageOfLocale(interaction.locale), outcome);
    return answers?.unapplied ? answers.unapplied(text, outcome) : replyEphemeral(interaction, text);
  }

  /** At debug: a line per press is noise at the info level (and a busy table writes many). */
  function logMove(game: Loaded<State>) {
    context.log.debug(
      { game: module.id, gameId: game.gameId, version: module.rules.version(game.state) },
      'move',
    );
  }

  const runtime: GameRuntime<State, Move, Setup> = {
    id: module.id,
    name: (language) => module.name(language),
    rules: module.rules,
    refusalText: (language, refusal) => module.refusalText(language, refusal),
    context,
    tables,
    load: (gameId) => sessions.load(gameId),
    recent: (gameId) => sessions.recent(gameId),
    inChannel: (channelId) => sessions.inChannel(channelId),
    note: (gameId, change) => sessions.update(gameId, change),
    async create(gameId, channelId, state) {
      const created = await sessions.create(gameId, channelId, state);
      return created.kind === 'created' ? created.game : null;
    },
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
    async move(interaction, gameId, request, answers) {
      const onTable = !answers?.applied && isTablePress(interaction);
      // Behind by what the pressed message really shows, not by the custom_id pressed (forgeable).
      const behind = (game: Loaded<State>) => {
        const shown = versionShownOn(interaction.id);
        return shown !== null && module.rules.version(game.state) > shown;
      };
      const outcome = await sessions.play(gameId, {
        userId: interaction.user.id,
        ...request,
        ...(onTable ? { belongsTo: (state: State) => isOnTable(module.table, state, interaction) } : {}),
      });
      if (outcome.kind === 'applied') {
        markApplied(interaction);
        logMove(outcome.game);
        if (onTable) await tables.updateInPlace(interaction, outcome.game);
        else {
          await answers?.applied?.(outcome.game);
          await tables.edit(outcome.game);
        }
        await afterChange(outcome.game);
        return outcome;
      }
      if (onTable && outcome.kind === 'stale') await tables.updateInPlace(interaction, outcome.game);
      await answerUnapplied(interaction, outcome, answers);
      // A stranger's or a refused press from a board behind the game (its writer died before
      // redrawing it) brings the board up to date: read again, as the game judged may be a copy.
      if (
        onTable &&
        (outcome.kind === 'not-a-player' || outcome.kind === 'refused') &&
        behind(outcome.game)
      ) {
        const newest = await sessions.load(gameId);
        if (newest && module.table.messageOf(newest.state) !== null) await tables.edit(newest);
      }
      return outcome;
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
  return runtime;
}
