import type { ClueConflict } from '../../../../src/games/shared/clue/judge/clue-judge.js';
import type { Language } from '../../../../src/platform/i18n/languages.js';

/**
 * The rules a case rests on, in our words, with the rulebook section they come from
 * (ja: 使用可能なヒント, hu: Szabályos kulcsszavak; en follows the same rules).
 */
export const rules = {
  visible: 'A word visible on the table cannot be the clue.',
  reading:
    'ja: a visible word written with another reading of its kanji is still that word (金 → かね, きん).',
  form: 'A visible word typed in another case, width or script, without its accents, or inflected, is still that word.',
  part: 'A meaningful part of a visible word cannot be a clue, and neither can a word containing such a part.',
  kanji:
    'ja: a word sharing a kanji with a visible word cannot be a clue, whatever its reading (風 → 台風, 風土).',
  sound: 'A mere sound inside a visible word is not a part: it may be given for other words.',
  meaning: 'Letters and numbers are fine clues when they point at meaning.',
  names: 'Proper nouns may be clues; place names of several words too.',
  translation: 'ja: a loanword for a visible word (or the reverse) is not allowed; no dictionary decides it.',
} as const;

export type RuleId = keyof typeof rules;

export interface ClueCase {
  clue: string;
  /** The visible word (one per case, so the verdict names it). */
  visible: string;
  readings?: string[];
  /** What the checker answers. */
  verdict: 'ok' | ClueConflict['kind'];
  rule: RuleId;
  /**
   * The rule forbids this clue but the checker cannot be sure, so it accepts and leaves it to the
   * partner's flag; the reason is the note.
   */
  leftToFlag?: string;
}

const ja: ClueCase[] = [
  { clue: '自転車', visible: '自転車', verdict: 'visible-word', rule: 'visible' },
  { clue: 'じてんしゃ', visible: '自転車', verdict: 'visible-word', rule: 'reading' },
  { clue: 'のりもの', visible: '自転車', verdict: 'ok', rule: 'visible' },
  { clue: '車', visible: '車いす', verdict: 'shares-kanji', rule: 'kanji' },
  { clue: 'いす', visible: '車いす', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'かね', visible: '金', readings: ['かね', 'きん'], verdict: 'visible-word', rule: 'reading' },
  { clue: 'きん', visible: '金', readings: ['かね', 'きん'], verdict: 'visible-word', rule: 'reading' },
  { clue: 'キン', visible: '金', verdict: 'visible-word', rule: 'reading' },
  { clue: '金', visible: 'かね', verdict: 'visible-word', rule: 'reading' },
  { clue: 'くるま', visible: '車', verdict: 'visible-word', rule: 'reading' },
  { clue: 'いぬ', visible: '犬', readings: ['いぬ', 'けん'], verdict: 'visible-word', rule: 'reading' },
  { clue: 'アイス', visible: 'アイスクリーム', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'クリーム', visible: 'アイスクリーム', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'アイスホッケー', visible: 'アイスクリーム', verdict: 'shares-part', rule: 'part' },
  { clue: '生クリーム', visible: 'アイスクリーム', verdict: 'shares-part', rule: 'part' },
  { clue: 'ソフトクリーム', visible: 'アイスクリーム', verdict: 'shares-part', rule: 'part' },
  { clue: 'イスラエル', visible: 'アイスクリーム', verdict: 'ok', rule: 'sound' },
  { clue: 'クリスマス', visible: 'アイスクリーム', verdict: 'ok', rule: 'sound' },
  { clue: 'リス', visible: 'イギリス', verdict: 'ok', rule: 'sound' },
  { clue: 'イカ', visible: 'すいか', verdict: 'ok', rule: 'sound' },
  { clue: 'パン', visible: 'パンダ', verdict: 'ok', rule: 'sound' },
  { clue: 'バス', visible: 'バスケット', verdict: 'ok', rule: 'sound' },
  { clue: 'サギ', visible: 'ウサギ', verdict: 'ok', rule: 'sound' },
  { clue: '台風', visible: '風', verdict: 'shares-kanji', rule: 'kanji' },
  { clue: '風土', visible: '風', verdict: 'shares-kanji', rule: 'kanji' },
  { clue: '番犬', visible: '犬', verdict: 'shares-kanji', rule: 'kanji' },
  { clue: '東京', visible: '京都', verdict: 'shares-kanji', rule: 'kanji' },
  { clue: '猫', visible: '招き猫', verdict: 'shares-kanji', rule: 'kanji' },
  { clue: 'ねこ', visible: '招き猫', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'タコ', visible: 'たこ焼き', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'パン粉', visible: 'パン', verdict: 'contains-visible-word', rule: 'part' },
  { clue: 'サッカーボール', visible: 'ボール', verdict: 'contains-visible-word', rule: 'part' },
  { clue: 'ツリー', visible: 'クリスマスツリー', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'ネコ', visible: '猫', verdict: 'visible-word', rule: 'reading' },
  { clue: 'たこ', visible: 'タコ', verdict: 'visible-word', rule: 'form' },
  { clue: 'ｽｲｶ', visible: 'すいか', verdict: 'visible-word', rule: 'form' },
  { clue: 'C', visible: 'ビタミン', verdict: 'ok', rule: 'meaning' },
  { clue: '8', visible: 'タコ', verdict: 'ok', rule: 'meaning' },
  { clue: 'ナポレオン', visible: 'ワーテルロー', verdict: 'ok', rule: 'names' },
  { clue: '徳川', visible: '将軍', verdict: 'ok', rule: 'names' },
  { clue: 'ボスニア・ヘルツェゴビナ', visible: 'スペイン', verdict: 'ok', rule: 'names' },
  {
    clue: 'フライパン',
    visible: 'パン',
    verdict: 'ok',
    rule: 'part',
    leftToFlag: 'two-kana parts of an all-katakana word are as often sounds (パンダ) as parts',
  },
  {
    clue: 'アップル',
    visible: 'リンゴ',
    verdict: 'ok',
    rule: 'translation',
    leftToFlag: 'translations need a bilingual dictionary the checker does not have',
  },
  {
    clue: '檸檬',
    visible: 'レモン',
    verdict: 'ok',
    rule: 'reading',
    leftToFlag: 'the dictionary has no kana reading for this rare kanji spelling',
  },
];

const hu: ClueCase[] = [
  { clue: 'porszem', visible: 'porszem', verdict: 'visible-word', rule: 'visible' },
  { clue: 'PORSZEM', visible: 'porszem', verdict: 'visible-word', rule: 'form' },
  { clue: 'por', visible: 'porszem', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'szem', visible: 'porszem', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'porszívó', visible: 'porszem', verdict: 'shares-part', rule: 'part' },
  { clue: 'szemüveg', visible: 'porszem', verdict: 'shares-part', rule: 'part' },
  { clue: 'szemek', visible: 'szem', verdict: 'visible-word', rule: 'form' },
  { clue: 'szemmel', visible: 'szem', verdict: 'visible-word', rule: 'form' },
  { clue: 'szemuveg', visible: 'szemüveg', verdict: 'visible-word', rule: 'form' },
  { clue: 'kutyák', visible: 'kutya', verdict: 'visible-word', rule: 'form' },
  { clue: 'almák', visible: 'alma', verdict: 'visible-word', rule: 'form' },
  { clue: 'to', visible: 'tó', verdict: 'visible-word', rule: 'form' },
  { clue: 'szemét', visible: 'szem', verdict: 'ok', rule: 'sound' },
  { clue: 'kés', visible: 'késés', verdict: 'ok', rule: 'sound' },
  { clue: 'tó', visible: 'autó', verdict: 'ok', rule: 'sound' },
  { clue: 'tó', visible: 'fotó', verdict: 'ok', rule: 'sound' },
  { clue: 'ló', visible: 'zászló', verdict: 'ok', rule: 'sound' },
  { clue: 'ló', visible: 'olló', verdict: 'ok', rule: 'sound' },
  { clue: 'ló', visible: 'kalóz', verdict: 'ok', rule: 'sound' },
  { clue: 'dió', visible: 'rádió', verdict: 'ok', rule: 'sound' },
  { clue: 'kör', visible: 'körte', verdict: 'ok', rule: 'sound' },
  { clue: 'kos', visible: 'kosárlabda', verdict: 'ok', rule: 'sound' },
  { clue: 'hó', visible: 'hóember', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'ember', visible: 'hóember', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'hóesés', visible: 'hóember', verdict: 'shares-part', rule: 'part' },
  { clue: 'kosár', visible: 'kosárlabda', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'labda', visible: 'kosárlabda', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'kézilabda', visible: 'kosárlabda', verdict: 'shares-part', rule: 'part' },
  { clue: 'focilabda', visible: 'labda', verdict: 'contains-visible-word', rule: 'part' },
  { clue: 'farkas', visible: 'vérfarkas', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'vér', visible: 'vérfarkas', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'tűz', visible: 'tűzoltó', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'tűzijáték', visible: 'tűzoltó', verdict: 'shares-part', rule: 'part' },
  { clue: 'napraforgó', visible: 'nap', verdict: 'contains-visible-word', rule: 'part' },
  { clue: 'napfény', visible: 'nap', verdict: 'contains-visible-word', rule: 'part' },
  { clue: 'vasút', visible: 'út', verdict: 'contains-visible-word', rule: 'part' },
  { clue: 'levél', visible: 'útlevél', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'ház', visible: 'kutyaház', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'fa', visible: 'almafa', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'ó', visible: 'korong', verdict: 'ok', rule: 'meaning' },
  { clue: 'négy', visible: 'kerék', verdict: 'ok', rule: 'meaning' },
  { clue: 'Michelangelo', visible: 'festő', verdict: 'ok', rule: 'names' },
  { clue: 'hotel', visible: 'szálloda', verdict: 'ok', rule: 'visible' },
  {
    clue: 'tavak',
    visible: 'tó',
    verdict: 'ok',
    rule: 'form',
    leftToFlag: 'the dictionary keeps the stem tav- of tó as a separate entry, with no link back to tó',
  },
  {
    clue: 'lóval',
    visible: 'ló',
    verdict: 'ok',
    rule: 'form',
    leftToFlag: 'Hunspell reads lóval two ways (ló, lik); with two readings the checker is not sure',
  },
];

const en: ClueCase[] = [
  { clue: 'football', visible: 'football', verdict: 'visible-word', rule: 'visible' },
  { clue: 'FOOTBALL', visible: 'football', verdict: 'visible-word', rule: 'form' },
  { clue: 'ears', visible: 'ear', verdict: 'visible-word', rule: 'form' },
  { clue: 'wolves', visible: 'wolf', verdict: 'visible-word', rule: 'form' },
  { clue: 'mice', visible: 'mouse', verdict: 'visible-word', rule: 'form' },
  { clue: 'ants', visible: 'ant', verdict: 'visible-word', rule: 'form' },
  { clue: 'see', visible: 'saw', verdict: 'ok', rule: 'visible' },
  { clue: 'grind', visible: 'ground', verdict: 'ok', rule: 'visible' },
  { clue: 'saw', visible: 'see', verdict: 'visible-word', rule: 'form' },
  { clue: 'ear', visible: 'heart', verdict: 'ok', rule: 'sound' },
  { clue: 'ear', visible: 'earth', verdict: 'ok', rule: 'sound' },
  { clue: 'ear', visible: 'bear', verdict: 'ok', rule: 'sound' },
  { clue: 'ear', visible: 'year', verdict: 'ok', rule: 'sound' },
  { clue: 'ant', visible: 'elephant', verdict: 'ok', rule: 'sound' },
  { clue: 'ant', visible: 'giant', verdict: 'ok', rule: 'sound' },
  { clue: 'car', visible: 'carpet', verdict: 'ok', rule: 'sound' },
  { clue: 'pet', visible: 'carpet', verdict: 'ok', rule: 'sound' },
  { clue: 'herring', visible: 'ring', verdict: 'ok', rule: 'sound' },
  { clue: 'room', visible: 'mushroom', verdict: 'ok', rule: 'sound' },
  { clue: 'sea', visible: 'season', verdict: 'ok', rule: 'sound' },
  { clue: 'tea', visible: 'teacher', verdict: 'ok', rule: 'sound' },
  { clue: 'cow', visible: 'moscow', verdict: 'ok', rule: 'sound' },
  { clue: 'port', visible: 'report', verdict: 'ok', rule: 'sound' },
  { clue: 'port', visible: 'important', verdict: 'ok', rule: 'sound' },
  { clue: 'ball', visible: 'football', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'foot', visible: 'football', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'football', visible: 'ball', verdict: 'contains-visible-word', rule: 'part' },
  { clue: 'apple', visible: 'pineapple', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'pine', visible: 'pineapple', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'pineapple', visible: 'apple', verdict: 'contains-visible-word', rule: 'part' },
  { clue: 'bedroom', visible: 'room', verdict: 'contains-visible-word', rule: 'part' },
  { clue: 'cowboy', visible: 'cow', verdict: 'contains-visible-word', rule: 'part' },
  { clue: 'butterfly', visible: 'fly', verdict: 'contains-visible-word', rule: 'part' },
  { clue: 'butter', visible: 'butterfly', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'sunflower', visible: 'sun', verdict: 'contains-visible-word', rule: 'part' },
  { clue: 'teapot', visible: 'tea', verdict: 'contains-visible-word', rule: 'part' },
  { clue: 'cupcake', visible: 'pancake', verdict: 'shares-part', rule: 'part' },
  { clue: 'lighthouse', visible: 'house', verdict: 'contains-visible-word', rule: 'part' },
  { clue: 'greenhouse', visible: 'lighthouse', verdict: 'shares-part', rule: 'part' },
  { clue: 'melon', visible: 'watermelon', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'passport', visible: 'airport', verdict: 'shares-part', rule: 'part' },
  { clue: 'heartbeat', visible: 'heart', verdict: 'contains-visible-word', rule: 'part' },
  { clue: 'fire', visible: 'firework', verdict: 'part-of-visible-word', rule: 'part' },
  { clue: 'c', visible: 'vitamin', verdict: 'ok', rule: 'meaning' },
  { clue: 'eight', visible: 'octopus', verdict: 'ok', rule: 'meaning' },
  { clue: 'napoleon', visible: 'waterloo', verdict: 'ok', rule: 'names' },
  {
    clue: 'earring',
    visible: 'ring',
    verdict: 'ok',
    rule: 'part',
    leftToFlag: 'the pronouncing dictionary says the ring of earring unstressed, as in herring',
  },
  {
    clue: 'werewolf',
    visible: 'wolf',
    verdict: 'ok',
    rule: 'part',
    leftToFlag: 'were- is not said as the word were, so the split is not sure',
  },
  {
    clue: 'toothbrush',
    visible: 'brush',
    verdict: 'ok',
    rule: 'part',
    leftToFlag: 'the pronouncing dictionary gives brush no stress inside toothbrush',
  },
  {
    clue: 'seahorse',
    visible: 'sea',
    verdict: 'ok',
    rule: 'part',
    leftToFlag: 'not in the pronouncing dictionary, so there is no way to tell part from sound',
  },
];

export const clueCases: Record<Language, ClueCase[]> = { en, ja, hu };
