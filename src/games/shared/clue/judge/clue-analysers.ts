import type { Language } from '../../../../platform/i18n/languages.js';
import { collectGarbage } from '../../../../platform/threads/collect-garbage.js';
import { readCmuDictionary } from './cmu-dictionary.js';
import { readDictionaryRoots } from './dictionary-roots.js';
import { englishAnalyser } from './english-analyser.js';
import { cmuPronunciations } from './english-compounds.js';
import { hungarianAnalyser } from './hungarian-analyser.js';
import { loadHunspell, textOf } from './hunspell.js';
import { japaneseAnalyser } from './japanese-analyser.js';
import { loadJapaneseLexicon } from './japanese-lexicon.js';
import { loadPlaceNames, type PlaceNames } from './place-names.js';
import type { WordAnalyser } from './word-analysis.js';
import { readWordNetLemmatizer } from './wordnet-lemmatizer.js';

let placeNames: Promise<PlaceNames> | null = null;
const places = () => {
  placeNames ??= loadPlaceNames();
  return placeNames;
};

async function loadEnglish(): Promise<WordAnalyser> {
  const [{ default: files }, dictionary, lemmatizer, placeNames] = await Promise.all([
    import('dictionary-en'),
    readCmuDictionary(),
    readWordNetLemmatizer(),
    places(),
  ]);
  return englishAnalyser(await loadHunspell(files), lemmatizer, cmuPronunciations(dictionary), placeNames);
}

async function loadHungarian(): Promise<WordAnalyser> {
  const [{ default: files }, placeNames] = await Promise.all([import('dictionary-hu'), places()]);
  const roots = readDictionaryRoots(textOf(files.aff), textOf(files.dic));
  return hungarianAnalyser(await loadHunspell(files), roots, placeNames);
}

async function loadJapanese(): Promise<WordAnalyser> {
  const [lexicon, placeNames] = await Promise.all([loadJapaneseLexicon(), places()]);
  return japaneseAnalyser(lexicon, placeNames);
}

const loaders: Record<Language, () => Promise<WordAnalyser>> = {
  en: loadEnglish,
  hu: loadHungarian,
  ja: loadJapanese,
};

const loading = new Map<Language, Promise<WordAnalyser>>();

/**
 * The analyser of a language, loaded once per thread (its dictionaries take from tens of
 * milliseconds to half a second to read). The bot asks for it on the clue judge's thread.
 *
 * Reading the files leaves more garbage than the dictionaries they become (English: 71 MiB of
 * heap in use after loading, 32 once collected), and the judge then allocates too little for V8
 * to collect it: an idle judge kept it, and 37 MiB more RSS, for as long as it ran. So a full
 * collection follows each load.
 */
export function clueAnalyser(language: Language): Promise<WordAnalyser> {
  let analyser = loading.get(language);
  if (!analyser) {
    analyser = loaders[language]().then((loaded) => {
      collectGarbage('major');
      return loaded;
    });
    loading.set(language, analyser);
  }
  return analyser;
}
