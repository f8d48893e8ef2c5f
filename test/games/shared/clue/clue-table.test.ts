import { describe, expect, it } from 'vitest';
import { clueAnalyser } from '../../../../src/games/shared/clue/judge/clue-analysers.js';
import { judgeClue } from '../../../../src/games/shared/clue/judge/clue-judge.js';
import { languages } from '../../../../src/platform/i18n/languages.js';
import { type ClueCase, clueCases, rules } from './clue-cases.js';

const MIN_CASES = 40;

function describeCase({ clue, visible, verdict, rule }: ClueCase): string {
  return `${clue} with ${visible} visible → ${verdict} (${rules[rule]})`;
}

describe.each(languages)('the clue table in %s', (language) => {
  const cases = clueCases[language];

  it(`has at least ${MIN_CASES} cases, each resting on a rule`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(MIN_CASES);
    for (const one of cases) expect(rules[one.rule]).toBeTruthy();
  });

  it.each(cases.map((one) => [describeCase(one), one] as const))('%s', async (_, one) => {
    const analyser = await clueAnalyser(language);
    const conflict = judgeClue(analyser, one.clue, [{ text: one.visible, readings: one.readings ?? [] }]);
    expect(conflict?.kind ?? 'ok').toBe(one.verdict);
    if (conflict) expect(conflict.word).toBe(one.visible);
  });
});
