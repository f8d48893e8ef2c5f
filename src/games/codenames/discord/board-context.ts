import type { CommandIdLookup } from '../../../platform/discord/command-mentions.js';
import type { Language } from '../../../platform/i18n/languages.js';
import type { CodenamesGame } from '../document.js';
import type { PublicView } from '../engine/index.js';
import type { Roster } from '../table.js';
import { type CommandTexts, commandTexts } from './answers.js';

/** What the public board is drawn from: the public view only (the key only after the game). */
export interface BoardContext {
  gameId: string;
  version: number;
  language: Language;
  roster: Roster;
  commands: CommandTexts;
  idleDays: number;
  view: PublicView;
  /** When the running sand timer ends (ms), or null. */
  sandTimerEnd: number | null;
  /** For each guess event in order, who pressed it. */
  guessers: (string | null)[];
  /** A guess proposed in consensus mode, waiting for a second operative. */
  pendingGuess: CodenamesGame['pendingGuess'];
}

function guessersOf(game: CodenamesGame): (string | null)[] {
  return game.engine.moves.flatMap(({ move }, index) =>
    move.type === 'guess' ? [game.actors[index] ?? null] : [],
  );
}

export function boardContext(
  gameId: string,
  game: CodenamesGame,
  view: PublicView,
  idleDays: number,
  readers: { language: Language; idOf: CommandIdLookup },
): BoardContext {
  const seconds = game.tableOptions.sandTimerSeconds;
  return {
    gameId,
    version: game.engine.moves.length,
    language: readers.language,
    roster: game.roster,
    commands: commandTexts(readers.language, readers.idOf),
    idleDays,
    view,
    sandTimerEnd:
      seconds !== null && game.guessingSince !== null ? game.guessingSince + seconds * 1000 : null,
    guessers: guessersOf(game),
    pendingGuess: game.pendingGuess,
  };
}
