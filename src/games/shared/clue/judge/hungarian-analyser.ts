import type { Hunspell } from 'hunspell-wasm';
import type { DictionaryRoots } from './dictionary-roots.js';
import type { PlaceNames } from './place-names.js';
import { analysisOf, foldForClue, hasSpaces, isEndingStem, type WordAnalyser } from './word-analysis.js';

/** Hungarian has meaningful two-letter words (tó, ló, év, ár), so parts may be that short. */
const MIN_PART = 2;

/** `pa:` fields of Hunspell's analysis: the parts of a compound it built from its dictionary. */
function analysedParts(hunspell: Hunspell, word: string): string[] {
  const parts: string[] = [];
  for (const analysis of hunspell.analyzeWord(word)) {
    for (const match of analysis.matchAll(/pa:(\S+)/gu)) if (match[1]) parts.push(match[1]);
  }
  return parts;
}

/**
 * Hungarian by Hunspell and the Magyarispell dictionary: stems strip suffixes (szemek → szem),
 * compounds are the dictionary's own (porszem is marked a compound; zászló and autó are not),
 * so "ló" in zászló and "tó" in autó stay mere sounds.
 */
export function hungarianAnalyser(
  hunspell: Hunspell,
  roots: DictionaryRoots,
  places: PlaceNames,
): WordAnalyser {
  const spells = (word: string) => word.length >= MIN_PART && hunspell.testSpelling(word);

  /** The stems of a word, when its ending can be read only one way (késés: kés or késik, so none). */
  function certainStems(word: string): string[] {
    const stems = [...new Set(hunspell.stemWord(word).map((stem) => stem.toLocaleLowerCase('hu')))];
    const others = stems.filter((stem) => stem !== word);
    return others.length === 1 && others.every((stem) => isEndingStem(word, stem)) ? others : [];
  }

  /** A first member as written in the compound: a root, or an inflected root (napra, tűzi). */
  function firstMember(first: string): string[] | null {
    if (roots.canBeginCompound(first)) return [first];
    if (!spells(first)) return null;
    const stems = hunspell
      .stemWord(first)
      .map((stem) => stem.toLocaleLowerCase('hu'))
      .filter((stem) => stem !== first && roots.canBeginCompound(stem));
    return stems.length > 0 ? [first, ...new Set(stems)] : null;
  }

  /**
   * The members of a word the dictionary marks as a compound. Since it is known to be one, a cut
   * is taken where the left side may begin a compound and the right side is a word; cuts into two
   * dictionary roots come first, then a derived last member (szívó), then an inflected first one.
   */
  function splitRoot(root: string, depth = 0): string[] {
    if (depth > 2) return [];
    const cuts: { first: string[]; rest: string; tier: number }[] = [];
    for (let cut = MIN_PART; cut <= root.length - MIN_PART; cut++) {
      const rest = root.slice(cut);
      const first = firstMember(root.slice(0, cut));
      if (!first) continue;
      const rootFirst = first.length === 1;
      if (rootFirst && roots.canEndCompound(rest)) cuts.push({ first, rest, tier: 0 });
      else if (spells(rest)) cuts.push({ first, rest, tier: rootFirst ? 1 : 2 });
    }
    const [chosen] = cuts.sort((a, b) => a.tier - b.tier);
    if (!chosen) return [];
    const deeper = roots.isCompoundRoot(chosen.rest) ? splitRoot(chosen.rest, depth + 1) : [];
    return [...chosen.first, chosen.rest, ...deeper];
  }

  function partsOf(word: string, stems: readonly string[]): string[] {
    const parts: string[] = [];
    for (const stem of [word, ...stems]) {
      if (roots.isCompoundRoot(stem)) parts.push(...splitRoot(stem));
    }
    if (roots.flagsOf(word) === undefined) parts.push(...analysedParts(hunspell, word));
    return parts.flatMap((part) =>
      roots.flagsOf(part) === undefined ? [part, ...certainStems(part)] : [part],
    );
  }

  function analyse(text: string) {
    const typed = text.trim();
    const word = typed.toLocaleLowerCase('hu');
    const isRoot = roots.flagsOf(word) !== undefined || roots.flagsOf(typed) !== undefined;
    // A word in the dictionary in its own right (szemét, rubbish; the name Tokió) is not read as
    // an inflection of another (szem + ét); anything else is read through its stems (szemek → szem).
    const stems = isRoot ? [] : certainStems(word);
    const parts = partsOf(word, stems);
    // Hunspell stems a compound it built to its first member (vérfarkas → vér): a part, not the word.
    const wordStems = stems.filter((stem) => !parts.includes(stem));
    const known = hunspell.testSpelling(typed) || hunspell.testSpelling(word);
    return analysisOf({ forms: [word, ...wordStems], known, parts });
  }

  return {
    isPlaceName: (text) => places.has(foldForClue(text)),
    isSeveralWords: hasSpaces,
    analyse,
    // Stems are taken only where Hunspell reads an ending one way, for clues and board words alike.
    analyseBoardWord: analyse,
  };
}
