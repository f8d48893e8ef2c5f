import { messageLink } from 'discord.js';
import { tDuet } from '../i18n/index.js';
import type { LoadedGame } from './duet-runtime.js';
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
