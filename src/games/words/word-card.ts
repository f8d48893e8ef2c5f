/** A word on a board, as every word game deals it. */
export interface WordCard {
  text: string;
  /** Kana readings of a Japanese word; empty for other languages. */
  readings: string[];
}
