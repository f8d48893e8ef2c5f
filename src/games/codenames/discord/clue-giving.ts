import { messageLink } from 'discord.js';
import { tCodenames } from '../i18n/index.js';
import { teamEmoji } from './board-text.js';
import type { LoadedGame } from './runtime.js';

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
