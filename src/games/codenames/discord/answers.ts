import { gameTexts, ruleRefusalText } from '../../../platform/discord/game-texts.js';
import { textsOf } from '../../../platform/i18n/localizations.js';
import { clueText } from '../../shared/clue/clue-command.js';
import { clueRefusalText } from '../../shared/clue/clue-refusal.js';
import {
  type CodenamesMessageKey,
  codenamesCatalogs,
  isCodenamesMessageKey,
  tCodenames,
} from '../i18n/index.js';

const name = (key: CodenamesMessageKey) => textsOf(codenamesCatalogs, key);
const codenames = name('command.name.codenames');

export const { commandTexts, commandTextsFor, answerPrivately } = gameTexts({
  translate: tCodenames,
  commands: {
    clueCommand: [clueText('command.name.clue')],
    lobbyCommand: [codenames, name('command.name.lobby')],
    startCommand: [codenames, name('command.name.start')],
    stopCommand: [codenames, name('command.name.stop')],
    helpCommand: [codenames, name('command.name.help')],
  },
});

export type CommandTexts = ReturnType<typeof commandTexts>;

/** Why the rules refused a move, in words. */
export const refusalText = ruleRefusalText({
  translate: tCodenames,
  isKey: isCodenamesMessageKey,
  unknown: 'rule.not-started',
  first: clueRefusalText,
});
