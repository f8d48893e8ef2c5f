import type { Language } from '../../../platform/i18n/languages.js';
import type { Board, BuoyColor, RacePublicView, ResolvedMove } from '../engine/index.js';
import { publicOnly } from './board-image.js';
import { duckName, squareName } from './duck-names.js';
import { type DuckLabelKey, tDuckLabel } from './labels/index.js';

/** Well under Discord's 1,024 for a media gallery item's description. */
export const ALT_TEXT_LIMIT = 1000;

const SENTENCE_GAP: Record<Language, string> = { en: ' ', ja: '', hu: ' ' };

interface Speaker {
  language: Language;
  view: RacePublicView;
  names: readonly string[];
}

const say = (speaker: Speaker, key: DuckLabelKey, variables?: Record<string, string | number>) =>
  tDuckLabel(speaker.language, key, variables);

const sentence = (speaker: Speaker, text: string) => say(speaker, 'alt.sentence', { text });

const list = (speaker: Speaker, items: readonly string[]) => items.join(say(speaker, 'alt.separator'));

const nameOf = (speaker: Speaker, duck: number) =>
  duckName(speaker.language, speaker.view.ducks, speaker.names, duck);

function colors(speaker: Speaker, buoys: readonly BuoyColor[]): string {
  return list(
    speaker,
    buoys.map((color) => say(speaker, `buoy.${color}`)),
  );
}

function duckSentence(speaker: Speaker, index: number): string {
  const racer = speaker.view.ducks[index]?.duck;
  const duck = nameOf(speaker, index);
  if (!racer) return sentence(speaker, say(speaker, 'alt.notPlaced', { duck }));
  const buoys =
    racer.buoys.length === 0
      ? say(speaker, 'alt.noBuoys')
      : say(speaker, 'alt.buoys', { colors: colors(speaker, racer.buoys) });
  return sentence(
    speaker,
    say(speaker, 'alt.duck', {
      duck,
      square: squareName(racer.position),
      facing: say(speaker, `facing.${racer.facing}`),
      buoys,
    }),
  );
}

/** Where the bird dog is, in a race with the advanced rules. */
function dogSentence(speaker: Speaker): string[] {
  const { advanced } = speaker.view;
  if (!advanced) return [];
  const { dog } = advanced;
  const text = dog
    ? say(speaker, 'alt.dog', {
        square: squareName(dog.position),
        facing: say(speaker, `facing.${dog.facing}`),
      })
    : say(speaker, 'alt.dogOff');
  return [sentence(speaker, text)];
}

/** What one move did, in a few words: where it ended and how, the buoys it touched, a further move. */
function moveOutcome(speaker: Speaker, move: ResolvedMove): string {
  const square = squareName(move.duck.position);
  const { end } = move;
  let what: string;
  if (end.kind === 'won') what = say(speaker, 'alt.won');
  else if (end.kind === 'teleported') what = say(speaker, 'alt.teleported', { square });
  else if (end.kind === 'bonked') {
    const key = { edge: 'alt.bonkedEdge', duck: 'alt.bonkedDuck', drain: 'alt.bonkedDrain' } as const;
    what = say(speaker, key[end.against], { square });
  } else what = say(speaker, move.path.length === 0 ? 'alt.stayed' : 'alt.swam', { square });
  if (move.newBuoys.length > 0)
    what = say(speaker, 'alt.touched', { what, colors: colors(speaker, move.newBuoys) });
  if (move.extraMove) what = say(speaker, 'alt.extra', { what });
  return what;
}

function moveSentence(speaker: Speaker, move: ResolvedMove, number: number): string {
  const duck = nameOf(speaker, move.mover);
  const what = moveOutcome(speaker, move);
  return sentence(
    speaker,
    move.card === null
      ? say(speaker, 'alt.moveNoCard', { number, duck, what })
      : say(speaker, 'alt.move', { number, duck, card: move.card, what }),
  );
}

/** Who has chosen this round and who is still choosing: never what they chose. */
function choosingSentences(speaker: Speaker): string[] {
  const { phase, ducks } = speaker.view;
  if (phase.kind !== 'choosing') return [];
  const named = (ready: boolean) =>
    ducks.flatMap((_, index) => (Boolean(phase.ready[index]) === ready ? [nameOf(speaker, index)] : []));
  const ready = named(true);
  const waiting = named(false);
  return [
    ...(ready.length > 0
      ? [sentence(speaker, say(speaker, 'alt.ready', { ducks: list(speaker, ready) }))]
      : []),
    ...(waiting.length > 0
      ? [sentence(speaker, say(speaker, 'alt.waiting', { ducks: list(speaker, waiting) }))]
      : []),
  ];
}

/**
 * The essential sentences, then the moves under their heading while they fit the limit; the moves
 * left out are counted in a last sentence.
 */
function fitted(
  speaker: Speaker,
  essential: readonly string[],
  heading: string,
  moves: readonly string[],
): string {
  const gap = SENTENCE_GAP[speaker.language];
  const base = essential.join(gap);
  if (base.length > ALT_TEXT_LIMIT) return `${base.slice(0, ALT_TEXT_LIMIT - 1)}…`;
  const more = (count: number) =>
    count > 0 ? gap + sentence(speaker, say(speaker, 'alt.more', { count })) : '';
  let told = moves.length;
  const text = (count: number) => (count === 0 ? base : [base, heading, ...moves.slice(0, count)].join(gap));
  while (told > 0 && (text(told) + more(moves.length - told)).length > ALT_TEXT_LIMIT) told -= 1;
  const full = text(told) + more(moves.length - told);
  return full.length <= ALT_TEXT_LIMIT ? full : base;
}

/**
 * The board in words, for screen readers: where every duck is, which way it faces and its buoys,
 * then the round's moves one sentence each. From the public view only, so no hand or chosen card
 * can ever be named. At most `ALT_TEXT_LIMIT` characters: moves that do not fit are counted.
 */
export function boardAltText(
  board: Board,
  view: RacePublicView,
  names: readonly string[],
  language: Language,
): string {
  const speaker: Speaker = { language, view: publicOnly(view), names };
  const { phase, round, ducks, resolved } = speaker.view;
  const essential = [
    sentence(speaker, say(speaker, 'alt.intro', { columns: board.width, rows: board.height })),
    sentence(
      speaker,
      phase.kind === 'placing' ? say(speaker, 'alt.setup') : say(speaker, 'alt.round', { round }),
    ),
    ...(phase.kind === 'over'
      ? [sentence(speaker, say(speaker, 'alt.winner', { duck: nameOf(speaker, phase.duck) }))]
      : []),
    ...ducks.map((_, index) => duckSentence(speaker, index)),
    ...dogSentence(speaker),
    ...choosingSentences(speaker),
  ];
  const heading = sentence(
    speaker,
    say(speaker, phase.kind === 'choosing' ? 'alt.movesLast' : 'alt.movesNow'),
  );
  const moves = resolved.map((move, index) => moveSentence(speaker, move, index + 1));
  return fitted(speaker, essential, heading, moves);
}
