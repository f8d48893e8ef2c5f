import { type ChatInputCommandInteraction, type ModalSubmitInteraction, messageLink } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import { languageOfLocale } from '../../../platform/i18n/languages.js';
import { tCodenames } from '../i18n/index.js';
import { teamEmoji } from './board-text.js';
import { illegalClueText } from './clue-vetting.js';
import { asGame, codenames, type LoadedGame } from './runtime.js';

/**
 * The public line a clue leaves at the bottom of the channel, where the board may be far above:
 * the team's clue, its operatives pinged (an edited board pings nobody), and a link up to the board.
 */
export function clueAnnouncement(game: LoadedGame) {
  const { engine, roster, language, boardMessageId, channelId, guildId } = game.state;
  const { phase } = engine;
  const clue = engine.clues.at(-1);
  if (phase.kind !== 'guessing' || !clue) return null;
  const operatives = roster[phase.team].operatives;
  const announce = tCodenames(language, 'clue.announce', {
    team: `${teamEmoji[phase.team]} ${tCodenames(language, phase.team === 'red' ? 'team.red' : 'team.blue')}`,
    word: clue.word,
    number: clue.number,
    operatives: operatives.map((id) => `<@${id}>`).join(' '),
  });
  const link = boardMessageId
    ? ` ${tCodenames(language, 'clue.toBoard', { link: messageLink(channelId, boardMessageId, guildId) })}`
    : '';
  return { content: `${announce}${link}`, allowedMentions: { users: operatives } };
}

/**
 * A clue given away from the board (`/clue`, or a form reopened to fix it): judged on `game` as just
 * read (what is wrong goes to `refuse`), played, announced, then the board follows by an edit.
 */
export async function giveClueAway(
  interaction: ChatInputCommandInteraction | ModalSubmitInteraction,
  context: BotContext,
  gameId: string,
  game: LoadedGame | null,
  clue: { word: string; number: number },
  refuse: (problem: string) => Promise<void>,
): Promise<void> {
  const illegal = await illegalClueText(
    game,
    interaction.user.id,
    clue,
    languageOfLocale(interaction.locale),
  );
  if (illegal) return refuse(illegal);
  const runtime = codenames(context);
  const given = asGame(
    await runtime.commandMove(interaction, gameId, {
      userId: interaction.user.id,
      move: { type: 'giveClue', ...clue },
      preloaded: game,
    }),
  );
  if (!given) return;
  const announcement = clueAnnouncement(given);
  if (announcement) await interaction.reply(announcement);
  await runtime.published(given);
}
