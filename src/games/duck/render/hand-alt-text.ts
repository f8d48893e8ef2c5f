import type { Language } from '../../../platform/i18n/languages.js';
import { movementCards } from '../deck.js';
import type { Route, Turn } from '../engine/index.js';
import { ALT_TEXT_LIMIT } from './alt-text.js';
import type { HandPicture } from './hand-image.js';
import { tDuckLabel } from './labels/index.js';

const SENTENCE_GAP: Record<Language, string> = { en: ' ', ja: '', hu: ' ' };

/** "2 ahead, 1 left": the steps in runs, relative to the facing before the move. */
function stepsInWords(language: Language, steps: readonly Turn[]): string {
  const runs: { turn: Turn; count: number }[] = [];
  for (const turn of steps) {
    const last = runs.at(-1);
    if (last?.turn === turn) last.count += 1;
    else runs.push({ turn, count: 1 });
  }
  return runs
    .map((run) =>
      tDuckLabel(language, 'handAlt.step', {
        count: run.count,
        turn: tDuckLabel(language, `turn.${run.turn}`),
      }),
    )
    .join(tDuckLabel(language, 'alt.separator'));
}

function routeInWords(language: Language, route: Route, name: string | null): string {
  const steps = stepsInWords(language, route.steps);
  const facings = route.endFacings
    .map((turn) => tDuckLabel(language, `turn.${turn}`))
    .join(tDuckLabel(language, 'handAlt.or'));
  return name === null
    ? tDuckLabel(language, 'handAlt.route', { steps, facings })
    : tDuckLabel(language, 'handAlt.routeNamed', { name, steps, facings });
}

/** The hand in words, for screen readers: each card's number and routes, and which are chosen. */
export function handAltText(picture: HandPicture): string {
  const { language } = picture;
  const sentence = (text: string) => tDuckLabel(language, 'alt.sentence', { text });
  const cards = picture.cards.flatMap((number) => movementCards.find((card) => card.number === number) ?? []);
  const described = cards.map((card) => {
    const named = card.routes.length > 1;
    const routes = card.routes
      .map((route, index) => routeInWords(language, route, named ? (index === 0 ? 'A' : 'B') : null))
      .join(tDuckLabel(language, 'handAlt.routeOr'));
    const cardText = tDuckLabel(language, 'handAlt.card', { number: card.number, routes });
    const chosen = picture.chosen.find((entry) => entry.card === card.number);
    if (!chosen) return sentence(cardText);
    const mark =
      chosen.duck === null
        ? tDuckLabel(language, 'handAlt.chosen')
        : tDuckLabel(language, 'handAlt.chosenFor', { number: chosen.duck });
    return sentence(tDuckLabel(language, 'handAlt.marked', { card: cardText, mark }));
  });
  const text = [sentence(tDuckLabel(language, 'handAlt.intro')), ...described].join(SENTENCE_GAP[language]);
  return text.length <= ALT_TEXT_LIMIT ? text : `${text.slice(0, ALT_TEXT_LIMIT - 1)}…`;
}
