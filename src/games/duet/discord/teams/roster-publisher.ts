import { type ButtonInteraction, type ChatInputCommandInteraction, Routes } from 'discord.js';
import type { BotContext } from '../../../../platform/discord/bot-context.js';
import type { DuetDocument } from '../../session.js';
import { asGame, duet, type LoadedDocument, type LoadedGame } from '../duet-runtime.js';
import { renderRoster } from './roster-message.js';

/**
 * Posts the roster (the lobby message, later the team's roster above its board) as the
 * interaction's answer, and records its id.
 */
export async function postRoster(
  interaction: ButtonInteraction | ChatInputCommandInteraction,
  context: BotContext,
  { gameId, state }: LoadedDocument,
): Promise<LoadedGame | null> {
  const roster = renderRoster(gameId, state);
  const answer = await interaction.reply({
    components: roster.components,
    flags: roster.flags,
    allowedMentions: roster.allowedMentions,
    withResponse: true,
  });
  const messageId = answer.resource?.message?.id;
  if (!messageId) return null;
  const outcome = await duet(context).sessions.update(gameId, (document) => ({
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
