import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { z } from 'zod';
import type { BotServices } from '../../../platform/discord/bot-services.js';
import { commandIdLookup } from '../../../platform/discord/command-mentions.js';
import { replyEphemeral } from '../../../platform/discord/replies.js';
import { tPlatform } from '../../../platform/i18n/index.js';
import { languageOfLocale, languages } from '../../../platform/i18n/languages.js';
import { askToEndChannelGame } from '../../../platform/table/stop-question.js';
import { tableOpening } from '../../shared/discord/table-defaults.js';
import { gameWordsOf } from '../../words/packs/words-option.js';
import { type DuetRuntime, duetGames, type LoadedGame, sideOf, type TableSetup } from '../document.js';
import { missionOptions, playerView, publicView, standardOptions } from '../engine/index.js';
import { type DuetMessageKey, duetCatalogs, tDuet } from '../i18n/index.js';
import { duetDefaultsOf } from '../server-defaults.js';
import { answerPrivately } from './answers.js';
import { headerText, ledgerText } from './board-text.js';
import { resolveMission } from './campaign/mission-choice.js';
import { DUET_GAME } from './custom-ids.js';
import { duetStop } from './interactions.js';
import { keyFaceText } from './key-face.js';
import { boardContext } from './render-context.js';
import { openGame, openLobby } from './start-game.js';

const names = duetCatalogs.en;

const startOptionsSchema = z.object({
  tokens: z.union([z.literal(9), z.literal(10), z.literal(11)]).nullable(),
  language: z.enum(languages).nullable(),
  words: z.string().max(6000).nullable(),
  turnOrder: z.enum(['alternating', 'free']).nullable(),
  lateJoin: z.boolean().nullable(),
  consensus: z.boolean().nullable(),
  mission: z.string().max(100).nullable(),
  names: z.boolean().nullable(),
});

/** The options shared by /duet start and /duet lobby, validated; null after a refusal was sent. */
async function readSetup(
  interaction: ChatInputCommandInteraction,
  context: BotServices,
): Promise<TableSetup | null> {
  const defaults = await tableOpening(
    interaction,
    context,
    (permissions) => answerPrivately(interaction, 'start.missingPermissions', { permissions }),
    DUET_GAME,
  );
  if (!defaults) return null;
  const duetDefaults = duetDefaultsOf(defaults.game);
  const read = (key: DuetMessageKey) => names[key];
  const parsed = startOptionsSchema.safeParse({
    tokens: interaction.options.getInteger(read('command.name.tokens')),
    language: interaction.options.getString(read('command.name.language')),
    words: interaction.options.getString(read('command.name.words')),
    turnOrder: interaction.options.getString(read('command.name.turnOrder')),
    lateJoin: interaction.options.get(read('command.name.lateJoin'))?.value ?? null,
    consensus: interaction.options.get(read('command.name.consensus'))?.value ?? null,
    mission: interaction.options.get(read('command.name.mission'))?.value ?? null,
    names: interaction.options.get(read('command.name.names'))?.value ?? null,
  });
  if (!parsed.success || !interaction.guildId) {
    await replyEphemeral(
      interaction,
      tPlatform(languageOfLocale(interaction.locale), 'error.malformedInput'),
    );
    return null;
  }
  const options = parsed.data;
  const words = options.words === null ? null : await gameWordsOf(interaction, context, options.words);
  if (words && !words.ok) {
    await replyEphemeral(interaction, words.refusal);
    return null;
  }
  const mission =
    options.mission === null ? null : await resolveMission(interaction, context, options.mission);
  if (options.mission !== null && !mission) return null;
  const turnOrder = options.turnOrder ?? duetDefaults.turnOrder ?? 'alternating';
  const multiWordNames = options.names ?? false;
  return {
    players: { A: [interaction.user.id], B: [] },
    language: options.language ?? words?.language ?? defaults.language,
    guildId: interaction.guildId,
    channelId: interaction.channelId,
    customWords: words?.words ?? null,
    teamOptions: { lateJoin: options.lateJoin ?? false, consensus: options.consensus ?? defaults.consensus },
    openedBy: interaction.user.id,
    campaign: mission ? { id: mission.campaign.id, city: mission.city.id } : null,
    options: mission
      ? {
          ...missionOptions(mission.city.id, mission.city.timer, mission.city.bystander),
          turnOrder,
          multiWordNames,
        }
      : standardOptions(options.tokens ?? duetDefaults.tokens ?? 9, turnOrder, multiWordNames),
  };
}

/** `/duet start partner:@x` plays at once; without a partner it opens a lobby for teams. */
export async function startFromCommand(interaction: ChatInputCommandInteraction, runtime: DuetRuntime) {
  const partner = interaction.options.getUser(names['command.name.partner']);
  if (partner?.id === interaction.user.id) return answerPrivately(interaction, 'start.partnerSelf');
  if (partner?.bot) return answerPrivately(interaction, 'start.partnerBot');
  const setup = await readSetup(interaction, runtime.context);
  if (!setup) return;
  if (!partner) return openLobby(interaction, runtime, setup);
  await openGame(interaction, runtime, { ...setup, players: { A: [interaction.user.id], B: [partner.id] } });
}

export async function openLobbyFromCommand(interaction: ChatInputCommandInteraction, runtime: DuetRuntime) {
  const setup = await readSetup(interaction, runtime.context);
  if (setup) await openLobby(interaction, runtime, setup);
}

async function gameInChannel(
  interaction: ChatInputCommandInteraction,
  runtime: DuetRuntime,
): Promise<LoadedGame | null> {
  const game = duetGames.asGame(await runtime.inChannel(interaction.channelId));
  if (!game) await answerPrivately(interaction, 'error.noGameInChannel');
  return game;
}

/** The board as text, privately, plus the asker's own key if they play. */
export async function duetStatus(interaction: ChatInputCommandInteraction, runtime: DuetRuntime) {
  const game = await gameInChannel(interaction, runtime);
  if (!game) return;
  const language = languageOfLocale(interaction.locale);
  const idleDays = Math.round(runtime.context.idleSeconds / 86_400);
  const view = publicView(game.state.engine);
  const board = boardContext(game.gameId, game.state, view, idleDays, {
    language,
    idOf: commandIdLookup(interaction.client, interaction.guildId),
  });
  const side = sideOf(game.state, interaction.user.id);
  const parts = [tDuet(language, 'status.title'), headerText(board), ledgerText(board)];
  parts.push(
    side
      ? `${tDuet(language, 'status.yourSide', { side })}\n${keyFaceText(playerView(game.state.engine, side), board)}`
      : tDuet(language, 'status.spectating'),
  );
  await interaction.reply({
    content: parts.join('\n\n').slice(0, 2000),
    flags: MessageFlags.Ephemeral,
    allowedMentions: { parse: [] },
  });
}

/** Ends the channel's game for a player, once they confirm; the board then shows the result and both sides. */
export async function endGame(interaction: ChatInputCommandInteraction, runtime: DuetRuntime) {
  await askToEndChannelGame(duetStop, runtime, interaction, () =>
    answerPrivately(interaction, 'error.noGameInChannel'),
  );
}

export function showHelp(interaction: ChatInputCommandInteraction): Promise<void> {
  return answerPrivately(interaction, 'help.text');
}
