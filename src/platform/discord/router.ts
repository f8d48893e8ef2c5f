import type { Interaction } from 'discord.js';
import { muteReminders } from '../reminders/mute.js';
import { SERVER_PREFIX } from '../server/custom-ids.js';
import { answerEndChannelGame } from '../server/end-game.js';
import { isStoreUnavailable } from '../store/store-errors.js';
import type { BotContext, CommandModule } from './bot-context.js';
import { decodeCustomId } from './custom-id.js';
import { guardDeadline } from './deadline-guard.js';
import { replyPlatform } from './replies.js';

export interface Router {
  handle(interaction: Interaction): Promise<void>;
}

/**
 * Routes every interaction: slash commands and their autocomplete by name; buttons, select menus
 * and modals by the game prefix of their custom_id (the platform's own buttons by its prefix).
 * Whatever fails, the user gets a short ephemeral answer instead of Discord's "This interaction
 * failed".
 */
export function createRouter(commands: readonly CommandModule[], context: BotContext): Router {
  const commandsByName = new Map(commands.map((command) => [command.data.name, command]));

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
      if (interaction.isButton() && game.onButton) return game.onButton(interaction, customId, context);
      if (interaction.isModalSubmit() && game.onModal) return game.onModal(interaction, customId, context);
      if ((interaction.isStringSelectMenu() || interaction.isUserSelectMenu()) && game.onSelect)
        return game.onSelect(interaction, customId, context);
      return unknown(interaction);
    }
  }

  async function unknown(interaction: Interaction): Promise<void> {
    context.log.warn({ interactionId: interaction.id, type: interaction.type }, 'unrecognised interaction');
    if (interaction.isRepliable()) await replyPlatform(interaction, 'error.unknownInteraction');
  }

  return {
    async handle(interaction) {
      const started = context.now();
      const deadline = guardDeadline(interaction, context.log);
      try {
        await dispatch(interaction);
        context.log.debug(
          { interactionId: interaction.id, ms: context.now() - started },
          'interaction handled',
        );
      } catch (error) {
        const unavailable = isStoreUnavailable(error);
        context.log.error(
          {
            interactionId: interaction.id,
            err: error instanceof Error ? { name: error.name, message: error.message } : error,
          },
          unavailable ? 'store unavailable' : 'interaction failed',
        );
        if (!interaction.isRepliable()) return;
        await replyPlatform(interaction, unavailable ? 'error.storeUnavailable' : 'error.unexpected').catch(
          (replyError) =>
            context.log.warn(
              { interactionId: interaction.id, err: String(replyError) },
              'could not report the failure',
            ),
        );
      } finally {
        deadline.done();
      }
    },
  };
}
