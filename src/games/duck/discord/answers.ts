import { gameTexts, ruleRefusalText } from '../../../platform/discord/game-texts.js';
import { textsOf } from '../../../platform/i18n/localizations.js';
import { type DuckMessageKey, duckCatalogs, isDuckMessageKey, tDuck } from '../i18n/index.js';
import { AFK_ROUNDS, ROUND_SECONDS } from '../table.js';

const name = (key: DuckMessageKey) => textsOf(duckCatalogs, key);
const duck = name('command.name.duck');

export const {
  commandTextsFor,
  answerPrivately,
  textFor: duckText,
} = gameTexts({
  translate: tDuck,
  commands: {
    lobbyCommand: [duck, name('command.name.lobby')],
    stopCommand: [duck, name('command.name.stop')],
    helpCommand: [duck, name('command.name.help')],
  },
  always: { roundSeconds: ROUND_SECONDS, afkRounds: AFK_ROUNDS },
});

/** Why the rules refused a move, in words. */
export const refusalText = ruleRefusalText({
  translate: tDuck,
  isKey: isDuckMessageKey,
  unknown: 'rule.not-started',
});
