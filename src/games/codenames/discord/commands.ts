import type { ButtonInteraction, ChatInputCommandInteraction, User } from 'discord.js';
import { z } from 'zod';
import { replyEphemeral } from '../../../platform/discord/replies.js';
import { tPlatform } from '../../../platform/i18n/index.js';
import { languageOfLocale, languages } from '../../../platform/i18n/languages.js';
import { openStagedLobby } from '../../../platform/table/lobby.js';
import { askToEndChannelGame, type StopGame } from '../../../platform/table/stop-question.js';
import { giveClueFromCommand as giveSharedClue } from '../../shared/clue/clue-form-flow.js';
import { clueJudge } from '../../shared/clue/judge/clue-judge-service.js';
import { tableOpening } from '../../shared/discord/table-defaults.js';
import { gameWordsOf } from '../../words/packs/words-option.js';
import {
  type CodenamesDocument,
  type CodenamesGame,
  type CodenamesLobby,
  codenamesStaged,
} from '../document.js';
import type { CodenamesMove } from '../engine/index.js';
import { type CodenamesMessageKey, codenamesCatalogs, tCodenames } from '../i18n/index.js';
import { emptyRoster } from '../lobby.js';
import type { CodenamesRuntime, TableSetup } from '../rules.js';
import { type Roster, SAND_TIMER_SECONDS, variantOf } from '../table.js';
import { answerPrivately, commandTextsFor } from './answers.js';
import { codenamesClueForm } from './clue-form.js';
import { renderLobby } from './lobby-message.js';

/** Options are read by their registered (English) names. */
const option = (key: CodenamesMessageKey) => codenamesCatalogs.en[key];

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
  { context }: CodenamesRuntime,
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

/** A game straight away (players named, or a rematch): its board is the answer. */
export async function openGame(
  interaction: ChatInputCommandInteraction | ButtonInteraction,
  runtime: CodenamesRuntime,
  setup: TableSetup,
): Promise<void> {
  // The language's dictionaries load now if they are not loaded yet, long before the first clue.
  void clueJudge().preload([setup.language]);
  const opened = await runtime.open(interaction, { ...setup, rosterMessageId: null });
  if (opened.kind === 'channel-busy') return answerPrivately(interaction, 'start.channelBusy');
}

/** A lobby: teams to join, spymasters to pick, Start for any player seated. */
export async function openLobbyFromCommand(
  interaction: ChatInputCommandInteraction,
  runtime: CodenamesRuntime,
) {
  const setup = await readSetup(interaction, runtime, emptyRoster());
  if (!setup) return;
  const { context } = runtime;
  const gameId = context.newGameId();
  const lobby: CodenamesLobby = {
    ...setup,
    stage: 'lobby',
    rosterMessageId: null,
    createdAt: context.now(),
    expired: false,
  };
  if (!(await openStagedLobby(runtime, interaction, gameId, lobby, renderLobby)))
    return answerPrivately(interaction, 'start.channelBusy');
  void clueJudge().preload([setup.language]);
  context.log.info({ gameId, channelId: lobby.channelId }, 'codenames lobby opened');
}

/** The players a start names, seat by seat; a refusal key when a seat is filled wrongly. */
function rosterFromOptions(
  interaction: ChatInputCommandInteraction,
): Roster | { refusal: CodenamesMessageKey; player?: string } {
  const user = (key: CodenamesMessageKey): User | null => interaction.options.getUser(option(key));
  const seated = (...members: (User | null)[]) => members.filter((member): member is User => member !== null);
  const redSpymaster = user('command.name.redSpymaster');
  const blueSpymaster = user('command.name.blueSpymaster');
  const red = seated(user('command.name.redOperative'), user('command.name.redOperative2'));
  const blue = seated(user('command.name.blueOperative'), user('command.name.blueOperative2'));
  const everyone = [...seated(redSpymaster), ...red, ...seated(blueSpymaster), ...blue];
  if (everyone.some((member) => member.bot)) return { refusal: 'start.bot' };
  const ids = everyone.map((member) => member.id);
  // Only a spymaster of both teams sits twice.
  const shared = redSpymaster?.id === blueSpymaster?.id ? redSpymaster?.id : undefined;
  const twice = ids.find(
    (id, index) =>
      ids.indexOf(id) !== index && !(id === shared && ids.filter((other) => other === id).length === 2),
  );
  if (twice) return { refusal: 'start.samePlayerTwice', player: `<@${twice}>` };
  const idsOf = (members: User[]) => members.map((member) => member.id);
  return {
    red: { spymaster: redSpymaster?.id ?? null, operatives: idsOf(red) },
    blue: { spymaster: blueSpymaster?.id ?? null, operatives: idsOf(blue) },
  };
}

/** `/codenames start` with the players named: the game at once when they make a variant. */
export async function startFromCommand(interaction: ChatInputCommandInteraction, runtime: CodenamesRuntime) {
  const roster = rosterFromOptions(interaction);
  if ('refusal' in roster)
    return answerPrivately(interaction, roster.refusal, { player: roster.player ?? '' });
  const variant = variantOf(roster);
  if (variant === 'no-spymaster') return answerPrivately(interaction, 'lobby.noSpymaster');
  if (variant === 'too-few') return answerPrivately(interaction, 'lobby.tooFew');
  const setup = await readSetup(interaction, runtime, roster);
  if (setup) await openGame(interaction, runtime, setup);
}

/** `/codenames stop` asks first, as Duet's does: ending resigns for the presser's team. */
export const codenamesStop: StopGame<CodenamesDocument, CodenamesGame, CodenamesMove> = {
  staged: codenamesStaged,
  resign: { type: 'resign' },
  text: tCodenames,
  commandTexts: commandTextsFor,
};

/** Ends the channel's game for a player's team, once they confirm; the board then shows the whole key. */
export async function endGame(interaction: ChatInputCommandInteraction, runtime: CodenamesRuntime) {
  await askToEndChannelGame(codenamesStop, runtime, interaction, () =>
    answerPrivately(interaction, 'error.noGameInChannel'),
  );
}

export function showHelp(interaction: ChatInputCommandInteraction): Promise<void> {
  return answerPrivately(interaction, 'help.text');
}

/** `/clue word count` in a classic Codenames channel: the clue goes on the board, its operatives are pinged. */
export function giveClueFromCommand(
  interaction: ChatInputCommandInteraction,
  gameId: string,
  runtime: CodenamesRuntime,
) {
  return giveSharedClue(codenamesClueForm, interaction, gameId, runtime);
}
