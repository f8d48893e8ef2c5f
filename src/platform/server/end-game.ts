import {
  type ButtonInteraction,
  ButtonStyle,
  type ChatInputCommandInteraction,
  ComponentType,
  MessageFlags,
  Routes,
} from 'discord.js';
import type { BotContext } from '../discord/bot-context.js';
import { type CustomId, encodeCustomId } from '../discord/custom-id.js';
import type { AnyGameModule } from '../discord/game-module.js';
import { gameRuntime } from '../discord/game-runtime.js';
import { fromPrivateMessage } from '../discord/private-origin.js';
import { markRefused } from '../discord/refusals.js';
import { replyEphemeral } from '../discord/replies.js';
import { languageOfLocale } from '../i18n/languages.js';
import { SERVER_PREFIX } from './custom-ids.js';
import { type ServerMessageKey, tServer } from './i18n/index.js';
import { recordModeratorEnd } from './moderation-log.js';
import { isModerator } from './moderators.js';
import { loadSettings } from './settings.js';

type Interaction = ChatInputCommandInteraction | ButtonInteraction;

const say = (interaction: Interaction, key: ServerMessageKey, variables?: Record<string, string>) =>
  tServer(languageOfLocale(interaction.locale), key, variables);

/** The channel a game is claimed in: a thread's parent for a side's private thread. */
function tableChannelOf(interaction: Interaction): string {
  const channel = interaction.channel;
  return channel?.isThread() && channel.parentId ? channel.parentId : interaction.channelId;
}

/** The unfinished game or lobby in the channel, with the game that runs it and the version it stands at. */
async function channelGame(context: BotContext, channelId: string) {
  const gameId = await context.store.gameIdInChannel(channelId);
  const stored = gameId ? await context.store.get(gameId) : null;
  const module = stored ? context.games.get(stored.game) : undefined;
  const loaded = stored && module ? await gameRuntime(module, context).load(stored.gameId) : null;
  return loaded && module
    ? // The store's version: it counts every write, a lobby turning into its game included.
      { gameId: loaded.gameId, module, version: loaded.storeVersion }
    : null;
}

/** `/rendezvous end-game`: a moderator is asked, privately, to confirm ending the channel's game. */
export async function askToEndChannelGame(interaction: ChatInputCommandInteraction, context: BotContext) {
  if (!isModerator(interaction.memberPermissions))
    return replyEphemeral(interaction, say(interaction, 'end.notModerator'));
  const found = await channelGame(context, tableChannelOf(interaction));
  if (!found) return replyEphemeral(interaction, say(interaction, 'end.noGame'));
  const game = found.module.name(languageOfLocale(interaction.locale));
  const id = (action: 'end' | 'keep') =>
    encodeCustomId({ game: SERVER_PREFIX, gameId: found.gameId, version: found.version, action });
  await interaction.reply({
    content: say(interaction, 'end.confirm', { game }),
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            custom_id: id('end'),
            label: say(interaction, 'end.end'),
            style: ButtonStyle.Danger,
          },
          {
            type: ComponentType.Button,
            custom_id: id('keep'),
            label: say(interaction, 'end.keep'),
            style: ButtonStyle.Secondary,
          },
        ],
      },
    ],
    flags: MessageFlags.Ephemeral,
    allowedMentions: { parse: [] },
  });
}

/**
 * The answer to that question, honoured only on the question itself (an ephemeral message: its
 * custom_id copied onto the board ends nothing). The buttons name the game and the version it
 * stood at, so an answer given after that game moved on, or ended (and another began), ends
 * nothing; the moderator is checked again, as on every press.
 */
export async function answerEndChannelGame(
  interaction: ButtonInteraction,
  id: CustomId,
  context: BotContext,
) {
  const answer = async (key: ServerMessageKey, variables?: Record<string, string>) => {
    await interaction.update({ content: say(interaction, key, variables), components: [] });
  };
  if (!fromPrivateMessage(interaction)) {
    markRefused(interaction);
    return replyEphemeral(interaction, say(interaction, 'end.notQuestion'));
  }
  if (!isModerator(interaction.memberPermissions))
    return replyEphemeral(interaction, say(interaction, 'end.notModerator'));
  const stored = await context.store.get(id.gameId);
  const module = stored ? context.games.get(stored.game) : undefined;
  if (!stored || !module) return answer('end.alreadyOver');
  const game = module.name(languageOfLocale(interaction.locale));
  if (id.action !== 'end') return answer('end.kept', { game });
  const guildId = interaction.guildId ?? '';
  const channelId = tableChannelOf(interaction);
  const stopped = await gameRuntime(module, context).stop(stored.gameId, id.version, async () => {
    await answer('end.done', { game });
    await recordModeratorEnd(context.documents, guildId, {
      game: module.id,
      gameId: stored.gameId,
      channelId,
      endedBy: interaction.user.id,
      endedAt: context.now(),
    });
    await postNotice(context, channelId, interaction, module);
  });
  if (stopped === 'moved') await answer('end.moved', { game });
  if (stopped === 'over') await answer('end.alreadyOver');
}

/** Everyone in the channel learns who ended the game (a mention that pings nobody). */
async function postNotice(
  context: BotContext,
  channelId: string,
  interaction: ButtonInteraction,
  module: AnyGameModule,
) {
  const settings = interaction.guildId ? await loadSettings(context.documents, interaction.guildId) : null;
  const language = settings?.language ?? languageOfLocale(interaction.guildLocale ?? interaction.locale);
  const game = module.name(language);
  const content = tServer(language, 'end.notice', { game, moderator: `<@${interaction.user.id}>` });
  await context.client.rest
    .post(Routes.channelMessages(channelId), { body: { content, allowed_mentions: { parse: [] } } })
    .catch((error: unknown) =>
      context.log.warn({ channelId, err: String(error) }, 'moderator notice not posted'),
    );
}
