import { gameTexts } from '../../../platform/discord/game-texts.js';
import type { RuleRefusal } from '../../../platform/game/game-rules.js';
import type { Language } from '../../../platform/i18n/languages.js';
import { textsOf } from '../../../platform/i18n/localizations.js';
import { clueText } from '../../shared/clue/clue-command.js';
import { clueRefusalText } from '../../shared/clue/clue-refusal.js';
import { type DuetMessageKey, duetCatalogs, forTable, isDuetMessageKey, tDuet } from '../i18n/index.js';

const name = (key: DuetMessageKey) => textsOf(duetCatalogs, key);
const duet = name('command.name.duet');
const campaign = name('command.name.campaign');

export const { commandTexts, commandTextsFor, textFor, answerPrivately } = gameTexts({
  translate: tDuet,
  commands: {
    clueCommand: [clueText('command.name.clue')],
    startCommand: [duet, name('command.name.start')],
    statusCommand: [duet, name('command.name.status')],
    stopCommand: [duet, name('command.name.stop')],
    helpCommand: [duet, name('command.name.help')],
    campaignNewCommand: [duet, campaign, name('command.name.new')],
    campaignImportCommand: [duet, campaign, name('command.name.import')],
  },
});

export type CommandTexts = ReturnType<typeof commandTexts>;

/**
 * Why the rules refused a move, in words: the engine's codes, a paused game, a lobby not started.
 * The rules say whether the table is a team game (`table`), which some refusals are worded for.
 */
export function refusalText(language: Language, refusal: RuleRefusal): string {
  const clueRefusal = clueRefusalText(language, refusal);
  if (clueRefusal !== null) return clueRefusal;
  const key = refusal.code === 'paused' ? 'error.paused' : `rule.${refusal.code}`;
  const known = isDuetMessageKey(key) ? key : 'rule.not-started';
  return tDuet(language, forTable(known, refusal.variables?.table === 'team'), refusal.variables);
}
