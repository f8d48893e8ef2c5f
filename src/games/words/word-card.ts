/** A word on a board, as every word game deals it. */
export interface WordCard {
  text: string;
  /** Kana readings of a Japanese word; empty for other languages. */
  readings: string[];
}

/** Every word game here deals a 5×5 board. */
export const BOARD_SIZE = 25;
export const BOARD_COLUMNS = 5;

/** A stored word entry: the word, and for Japanese its reading after a bar (`猫|ねこ`). */
export const READING_BAR = '|';

/** A word card as one stored entry (its first reading kept). */
export function entryOf(word: WordCard): string {
  const [reading] = word.readings;
  return reading === undefined ? word.text : `${word.text}${READING_BAR}${reading}`;
}

/** A stored entry back as a card (entries are checked when stored). */
export function cardOf(entry: string): WordCard {
  const [text = '', reading] = entry.split(READING_BAR);
  return { text, readings: reading === undefined ? [] : [reading] };
}
