import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { Language } from '../../../platform/i18n/languages.js';
import type { CodenamesGame } from '../document.js';
import { publicView, spymasterView } from '../engine/index.js';
import { renderCodenames } from '../render/renderer.js';

export const BOARD_IMAGE_NAME = 'board.png';
export const KEY_IMAGE_NAME = 'key.png';

const version = (game: CodenamesGame) => game.engine.moves.length;

/** The board's picture: the public board while the game runs, every identity once it is over. */
export function boardImage(context: BotContext, gameId: string, game: CodenamesGame): Promise<Buffer> {
  const key = `codenames:${gameId}:${version(game)}:${game.language}:board`;
  const { engine, language } = game;
  return renderCodenames(context.render, key, () => ({ kind: 'board', view: publicView(engine), language }));
}

/** The key, as both spymasters see it; only ever sent to a spymaster. */
export function keyImage(
  context: BotContext,
  gameId: string,
  game: CodenamesGame,
  language: Language,
): Promise<Buffer> {
  const key = `codenames:${gameId}:${version(game)}:${language}:key`;
  const { engine } = game;
  return renderCodenames(context.render, key, () => ({ kind: 'key', view: spymasterView(engine), language }));
}
