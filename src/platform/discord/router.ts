import type { Interaction } from 'discord.js';
import type { PressOutcome } from '../metrics/metrics.js';
import { muteReminders } from '../reminders/mute.js';
import { SERVER_PREFIX } from '../server/custom-ids.js';
import { answerEndChannelGame } from '../server/end-game.js';
import { isStoreUnavailable } from '../store/store-errors.js';
import { StoreOutcomeUnknownError } from '../store/unknown-write.js';
import { wasApplied } from './applied-presses.js';
import type { BotContext, CommandModule } from './bot-context.js';
import { decodeCustomId } from './custom-id.js';
import { type FirstAnswer, guardDeadline, type PressAnswer } from './deadline-guard.js';
import { gameRuntime } from './game-runtime.js';
import { createInFlight, type DrainResult, type InFlight } from './in-flight.js';
import { wasRefused } from './refusals.js';
import { replyPlatform } from './replies.js';
import type { RequestLog } from './request-log.js';

export interface Router {
  handle(interaction: Interaction): Promise<void>;
  /** Shutdown: no new interaction starts; resolves once those under way finish, or after `graceMs`. */
  drain(graceMs: number): Promise<DrainResult>;
  /** Interactions being handled now. */
  readonly inFlight: Pick<InFlight, 'count' | 'draining'>;
}

export interface RouterOptions {
  /** Runs each interaction with a logger of its own (`req: <interaction id>`). */
  requestLog?: RequestLog;
  /** Tests only (RENDEZVOUS_DEFER_AT_ONCE): every interaction is deferred at once, as if slow. */
  deferAtOnce?: boolean;
}

/** The platform's own buttons: muting reminders answers privately; the end question is a private message. */
const SERVER_PRESS_ANSWERS: Readonly<Partial<Record<string, PressAnswer>>> = { mute: 'private' };

/** The metrics' labels: what kind of interaction, and the game it belongs to (never a user's value). */
function kindOf(interaction: Interaction): string {
  if (interaction.isChatInputCommand()) return 'command';
  if (interaction.isAutocomplete()) return 'autocomplete';
  if (interaction.isButton()) return 'button';
  if (interaction.isAnySelectMenu()) return 'select';
  if (interaction.isModalSubmit()) return 'modal';
  return 'other';
}

function outcomeOf(interaction: Interaction, failed: boolean, firstAnswer: FirstAnswer | null): PressOutcome {
  if (failed) return 'failed';
  if (!interaction.isRepliable()) return 'answered';
  if (firstAnswer === 'deferred') return 'late';
  if (wasRefused(interaction)) return 'refused';
  if (firstAnswer === null) return 'unanswered';
  return 'answered';
}

/** What a failed interaction logs, and what its presser is told. */
function failureOf(error: unknown, interaction: Interaction) {
  // The move was written before the answer failed: the presser must not hear "nothing changed".
  if (wasApplied(interaction))
    return { log: 'interaction failed after its move', refusal: 'error.unexpectedAfterMove' } as const;
  if (error instanceof StoreOutcomeUnknownError)
    return { log: 'store stopped answering mid-write', refusal: 'error.storeUncertain' } as const;
  if (isStoreUnavailable(error))
    return { log: 'store unavailable', refusal: 'error.storeUnavailable' } as const;
  return { log: 'interaction failed', refusal: 'error.unexpected' } as const;
}

/**
 * Routes every interaction: slash commands and their autocomplete by name; buttons, select menus
 * and modals by the game prefix of their custom_id (the platform's own buttons by its prefix).
 * Whatever fails, the user gets a short ephemeral answer instead of Discord's "This interaction
 * failed". Each interaction is counted (metrics), logged under its own request id, and tracked
 * while in flight, so shutdown lets it finish.
 */
export function createRouter(
  commands: readonly CommandModule[],
  context: BotContext,
  options: RouterOptions = {},
): Router {
  const commandsByName = new Map(commands.map((command) => [command.data.name, command]));
  const inFlight = createInFlight();
  const { metrics } = context;

  function gameOf(interaction: Interaction): string {
    if (interaction.isChatInputCommand() || interaction.isAutocomplete())
      return commandsByName.get(interaction.commandName)?.game ?? 'platform';
    if (interaction.isButton() || interaction.isModalSubmit() || interaction.isAnySelectMenu()) {
      const game = decodeCustomId(interaction.customId)?.game;
      if (game === SERVER_PREFIX) return 'platform';
      return game !== undefined && context.games.has(game) ? game : 'unknown';
    }
    return 'unknown';
  }

  async function dispatch(interaction: Interaction): Promise<void> {
    if (interaction.isChatInputCommand()) {
      const command = commandsByName.get(interaction.commandName);
      if (!command) return unknown(interaction);
      return command.execute(interaction, context);
    }
    if (interaction.isAutocomplete()) {
      const command = commandsByName.get(interaction.commandName);
      await command?.autocomplete?.(interaction, context);
      return;
    }
    if (interaction.isButton() || interaction.isModalSubmit() || interaction.isAnySelectMenu()) {
      const customId = decodeCustomId(interaction.customId);
      if (customId?.game === SERVER_PREFIX && interaction.isButton())
        return customId.action === 'mute'
          ? muteReminders(interaction, customId, context)
          : answerEndChannelGame(interaction, customId, context);
      const game = customId ? context.games.get(customId.game) : undefined;
      if (!customId || !game) return unknown(interaction);
      // Each handler gets its game bound to this bot: it never builds or imports a runtime of its own.
      const runtime = gameRuntime(game, context);
      if (interaction.isButton() && game.onButton) return game.onButton(interaction, customId, runtime);
      if (interaction.isModalSubmit() && game.onModal) return game.onModal(interaction, customId, runtime);
      if ((interaction.isStringSelectMenu() || interaction.isUserSelectMenu()) && game.onSelect)
        return game.onSelect(interaction, customId, runtime);
      return unknown(interaction);
    }
  }

  /** How a press will be answered, as its game declares it, before it is handled (the deadline guard's choice). */
  function pressAnswerOf(interaction: Interaction): PressAnswer {
    if (!interaction.isButton() && !interaction.isModalSubmit() && !interaction.isAnySelectMenu())
      return 'redraw';
    const customId = decodeCustomId(interaction.customId);
    if (customId?.game === SERVER_PREFIX) return SERVER_PRESS_ANSWERS[customId.action] ?? 'redraw';
    const game = customId ? context.games.get(customId.game) : undefined;
    // A press no game handles is answered privately, with a refusal.
    if (!customId || !game) return 'private';
    return game.pressAnswers?.[customId.action] ?? 'redraw';
  }

  async function unknown(interaction: Interaction): Promise<void> {
    context.log.warn({ interactionId: interaction.id, type: interaction.type }, 'unrecognised interaction');
    if (interaction.isRepliable()) await replyPlatform(interaction, 'error.unknownInteraction');
  }

  async function handleOne(interaction: Interaction, game: string): Promise<void> {
    const started = context.now();
    context.log.debug(
      { interactionId: interaction.id, game, kind: kindOf(interaction) },
      'interaction received',
    );
    const deadline = guardDeadline(interaction, context.log, {
      answer: pressAnswerOf(interaction),
      ...(options.deferAtOnce ? { deferAfterMs: 0 } : {}),
      onAcknowledged(sent) {
        metrics?.acks.inc({ game, result: sent ? 'sent' : 'failed' });
        if (sent)
          metrics?.ackSeconds.observe(
            { game },
            Math.max(0, Date.now() - interaction.createdTimestamp) / 1000,
          );
      },
    });
    let failed = false;
    try {
      await dispatch(interaction);
      context.log.debug(
        { interactionId: interaction.id, ms: context.now() - started },
        'interaction handled',
      );
    } catch (error) {
      failed = true;
      const failure = failureOf(error, interaction);
      context.log.error(
        {
          interactionId: interaction.id,
          err: error instanceof Error ? { name: error.name, message: error.message } : error,
        },
        failure.log,
      );
      if (!interaction.isRepliable()) return;
      await replyPlatform(interaction, failure.refusal).catch((replyError) =>
        context.log.warn(
          { interactionId: interaction.id, err: String(replyError) },
          'could not report the failure',
        ),
      );
    } finally {
      deadline.done();
      metrics?.presses.inc({
        game,
        kind: kindOf(interaction),
        outcome: outcomeOf(interaction, failed, deadline.firstAnswer),
      });
    }
  }

  const { requestLog } = options;
  const run = (interaction: Interaction, work: () => Promise<void>) =>
    requestLog ? requestLog.run(interaction.id, work) : work();

  return {
    async handle(interaction) {
      const game = gameOf(interaction);
      const started = await inFlight.run(() => run(interaction, () => handleOne(interaction, game)));
      if (started) return;
      metrics?.presses.inc({ game, kind: kindOf(interaction), outcome: 'dropped' });
      context.log.info({ interactionId: interaction.id }, 'interaction dropped: shutting down');
    },
    drain: (graceMs) => inFlight.drain(graceMs),
    inFlight,
  };
}
