import type { ChatInputCommandInteraction, User } from 'discord.js';
import { z } from 'zod';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import { replyEphemeral } from '../../../platform/discord/replies.js';
import { tPlatform } from '../../../platform/i18n/index.js';
import { languageOfLocale, languages } from '../../../platform/i18n/languages.js';
import { giveClueFromCommand as giveSharedClue } from '../../shared/clue/clue-form-flow.js';
import { askToEndGame } from '../../shared/discord/stop-confirmation.js';
import { tableOpening } from '../../shared/discord/table-defaults.js';
import { gameWordsOf } from '../../words/packs/words-option.js';
import { type CodenamesMessageKey, codenamesCatalogs } from '../i18n/index.js';
import { emptyRoster } from '../lobby.js';
import type { TableSetup } from '../rules.js';
import { type Roster, SAND_TIMER_SECONDS, variantOf } from '../session.js';
import { answerPrivately } from './answers.js';
import { codenamesClueForm } from './clue-form.js';
import { asGame, codenames } from './runtime.js';
import { openGame, openLobby } from './start-game.js';
import { codenamesStop } from './stop-confirmation.js';

const names = codenamesCatalogs.en;
const option = (key: CodenamesMessageKey) => names[key];

const setupOptionsSchema = z.object({
  language: z.enum(languages).nullable(),
  words: z.string().max(6000).nullable(),
  timerMinutes: z
    .number()
    .int()
    .min(SAND_TIMER_SECONDS.min / 60)
    .max(SAND_TIMER_SECONDS.max / 60)
    .nullable(),
  consensus: z.boolean().nullable(),
});

/** The options shared by lobby and start, validated; null after a refusal was sent. */
async function readSetup(
  interaction: ChatInputCommandInteraction,
  context: BotContext,
  roster: Roster,
): Promise<TableSetup | null> {
  const defaults = await tableOpening(interaction, context, (permissions) =>
    answerPrivately(interaction, 'start.missingPermissions', { permissions }),
  );
  if (!defaults) return null;
  const parsed = setupOptionsSchema.safeParse({
    language: interaction.options.getString(option('command.name.language')),
    words: interaction.options.getString(option('command.name.words')),
    timerMinutes: interaction.options.getInteger(option('command.name.timer')),
    consensus: interaction.options.getBoolean(option('command.name.consensus')),
  });
  const language = languageOfLocale(interaction.locale);
  if (!parsed.success || !interaction.guildId) {
    await replyEphemeral(interaction, tPlatform(language, 'error.malformedInput'));
    return null;
  }
  const words =
    parsed.data.words === null ? null : await gameWordsOf(interaction, context, parsed.data.words);
  if (words && !words.ok) {
    await replyEphemeral(interaction, words.refusal);
    return null;
  }
  const { timerMinutes, consensus } = parsed.data;
  return {
    roster,
    language: parsed.data.language ?? words?.language ?? defaults.language,
    guildId: interaction.guildId,
    channelId: interaction.channelId,
    customWords: words?.words ?? null,
    tableOptions: {
      sandTimerSeconds: timerMinutes === null ? null : timerMinutes * 60,
      consensus: consensus ?? defaults.consensus,
    },
    openedBy: interaction.user.id,
  };
}

export async function openLobbyFromCommand(interaction: ChatInputCommandInteraction, context: BotContext) {
  const setup = await readSetup(interaction, context, emptyRoster());
  if (setup) await openLobby(interaction, context, setup);
}

/** The players a start names, seat by seat; a refusal key when a seat is filled wrongly. */
function rosterFromOptions(
  interaction: ChatInputCommandInteraction,
): Roster | { refusal: CodenamesMessageKey; player?: string } {
  const user = (key: CodenamesMessageKey): User | null => interaction.options.getUser(option(key));
  const seats = {
    redSpymaster: user('command.name.redSpymaster'),
    redOperatives: [user('command.name.redOperative'), user('command.name.redOperative2')],
    blueSpymaster: user('command.name.blueSpymaster'),
    blueOperatives: [user('command.name.blueOperative'), user('command.name.blueOperative2')],
  };
  const everyone = [
    seats.redSpymaster,
    ...seats.redOperatives,
    seats.blueSpymaster,
    ...seats.blueOperatives,
  ].filter((member): member is User => member !== null);
  if (everyone.some((member) => member.bot)) return { refusal: 'start.bot' };
  const ids = everyone.map((member) => member.id);
  const sharedSpymaster = seats.redSpymaster !== null && seats.redSpymaster.id === seats.blueSpymaster?.id;
  const twice = ids.find(
    (id, index) =>
      ids.indexOf(id) !== index &&
      !(sharedSpymaster && id === seats.redSpymaster?.id && ids.filter((other) => other === id).length === 2),
  );
  if (twice) return { refusal: 'start.samePlayerTwice', player: `<@${twice}>` };
  const operatives = (list: (User | null)[]) =>
    list.filter((member): member is User => member !== null).map((member) => member.id);
  return {
    red: { spymaster: seats.redSpymaster?.id ?? null, operatives: operatives(seats.redOperatives) },
    blue: { spymaster: seats.blueSpymaster?.id ?? null, operatives: operatives(seats.blueOperatives) },
  };
}

/** `/codenames start` with the players named: the game at once when they make a variant. */
export async function startFromCommand(interaction: ChatInputCommandInteraction, context: BotContext) {
  const roster = rosterFromOptions(interaction);
  if ('refusal' in roster)
    return answerPrivately(interaction, roster.refusal, { player: roster.player ?? '' });
  const variant = variantOf(roster);
  if (variant === 'no-spymaster') return answerPrivately(interaction, 'lobby.noSpymaster');
  if (variant === 'too-few') return answerPrivately(interaction, 'lobby.tooFew');
  const setup = await readSetup(interaction, context, roster);
  if (setup) await openGame(interaction, context, setup);
}

/** Ends the channel's game for a player's team, once they confirm; the board then shows the whole key. */
export async function endGame(interaction: ChatInputCommandInteraction, context: BotContext) {
  const game = asGame(await codenames(context).sessions.inChannel(interaction.channelId));
  if (!game) return answerPrivately(interaction, 'error.noGameInChannel');
  await askToEndGame(codenamesStop(), interaction, game);
}

export function showHelp(interaction: ChatInputCommandInteraction): Promise<void> {
  return answerPrivately(interaction, 'help.text');
}

/** `/clue word count` in a classic Codenames channel: the clue goes on the board, its operatives are pinged. */
export function giveClueFromCommand(
  interaction: ChatInputCommandInteraction,
  gameId: string,
  context: BotContext,
) {
  return giveSharedClue(codenamesClueForm(), interaction, gameId, context);
}
