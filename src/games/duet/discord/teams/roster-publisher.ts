import { type ButtonInteraction, type ChatInputCommandInteraction, Routes } from 'discord.js';
import type { BotContext } from '../../../../platform/discord/bot-context.js';
import type { DuetDocument } from '../../session.js';
import { asGame, duet, type LoadedGame } from '../duet-runtime.js';
import { renderRoster } from './roster-message.js';

/**
 * Posts the roster (the lobby message) as the interaction's answer, or as a follow-up when the
 * interaction was already answered (a team game's board came first), and records its id.
 */
export async function postRoster(
  interaction: ButtonInteraction | ChatInputCommandInteraction,
  context: BotContext,
  gameId: string,
): Promise<LoadedGame | null> {
  const { sessions } = duet(context);
  const loaded = await sessions.load(gameId);
  if (!loaded) return null;
  const roster = renderRoster(gameId, loaded.state);
  const payload = {
    components: roster.components,
    flags: roster.flags,
    allowedMentions: roster.allowedMentions,
  };
  const messageId =
    interaction.replied || interaction.deferred
      ? (await interaction.followUp(payload)).id
      : (await interaction.reply({ ...payload, withResponse: true })).resource?.message?.id;
  if (!messageId) return null;
  const outcome = await sessions.update(gameId, (document) => ({
    state: { ...document, rosterMessageId: messageId },
    result: null,
  }));
  return outcome.kind === 'written' ? asGame(outcome.game) : null;
}

/** Redraws the roster message after a change made elsewhere (a move that ended the game, an expiry). */
export async function editRoster(context: BotContext, gameId: string, document: DuetDocument): Promise<void> {
  if (!document.rosterMessageId) return;
  const roster = renderRoster(gameId, document);
  await context.client.rest
    .patch(Routes.channelMessage(document.channelId, document.rosterMessageId), {
      body: { components: roster.components, flags: roster.flags, allowed_mentions: { parse: [] } },
    })
    .catch((error: unknown) =>
      context.log.warn({ gameId, err: String(error) }, 'could not update the roster'),
    );
}
