/** A word on a board, as every word game deals it. */
export interface WordCard {
  text: string;
  /** Kana readings of a Japanese word; empty for other languages. */
  readings: string[];
}

/** Every word game here deals a 5×5 board. */
export const BOARD_SIZE = 25;
export const BOARD_COLUMNS = 5;
