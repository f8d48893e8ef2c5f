import { gameTexts, ruleRefusalText } from '../../../platform/discord/game-texts.js';
import { textsOf } from '../../../platform/i18n/localizations.js';
import { isKeyMessageKey, type KeyMessageKey, keyCatalogs, tKey } from '../i18n/index.js';

const name = (key: KeyMessageKey) => textsOf(keyCatalogs, key);
const theKey = name('command.name.thekey');

export const {
  commandTextsFor,
  answerPrivately,
  textFor: keyText,
} = gameTexts({
  translate: tKey,
  commands: {
    lobbyCommand: [theKey, name('command.name.lobby')],
    campaignCommand: [theKey, name('command.name.campaign')],
    stopCommand: [theKey, name('command.name.stop')],
    helpCommand: [theKey, name('command.name.help')],
  },
});

/** Why the rules refused a move, in words. */
export const refusalText = ruleRefusalText({
  translate: tKey,
  isKey: isKeyMessageKey,
  unknown: 'rule.not-started',
});
