import { type ChatInputCommandInteraction, type ModalSubmitInteraction, messageLink } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import { languageOfLocale } from '../../../platform/i18n/languages.js';
import { tDuet } from '../i18n/index.js';
import { illegalClueText } from './clue-vetting.js';
import { asGame, duet, type LoadedGame } from './duet-runtime.js';
import { mentionSide } from './render-context.js';

/**
 * The public line a clue leaves at the bottom of the channel, where the board may be far above:
 * who gave what, who guesses now (pinged: an edited board pings nobody), and a link up to the board.
 */
export function clueAnnouncement(game: LoadedGame) {
  const session = game.state;
  const { phase } = session.engine;
  const clue = session.engine.clues.at(-1);
  if (phase.kind !== 'guessing' || !clue) return null;
  const players = { players: session.players };
  const announce = tDuet(session.language, 'clue.announce', {
    giver: mentionSide(players, phase.clueGiver),
    word: clue.word,
    number: clue.number,
    guesser: mentionSide(players, phase.guesser),
  });
  const board = session.boardMessageId
    ? tDuet(session.language, 'clue.toBoard', {
        link: messageLink(session.channelId, session.boardMessageId, session.guildId),
      })
    : null;
  return {
    content: board ? `${announce} ${board}` : announce,
    allowedMentions: { users: session.players[phase.guesser] },
  };
}

/**
 * A clue given away from the board's own buttons (`/clue`, or a form reopened to fix a clue):
 * judged on `game` as just read, played, answered by its announcement, then the board follows by
 * an edit. What is wrong with its words goes to `refuse`; any other refusal is the platform's.
 */
export async function giveClue(
  interaction: ChatInputCommandInteraction | ModalSubmitInteraction,
  context: BotContext,
  gameId: string,
  game: LoadedGame | null,
  clue: { word: string; number: number },
  refuse: (problem: string) => Promise<void>,
): Promise<void> {
  const language = languageOfLocale(interaction.locale);
  const illegal = await illegalClueText(game, interaction.user.id, clue, language);
  if (illegal) return refuse(illegal);
  const runtime = duet(context);
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
