/** A clue is one word of at most this many characters, pointing at 0 to `MAX_CLUE_NUMBER` words. */
export const MAX_CLUE_LENGTH = 40;
export const MAX_CLUE_NUMBER = 25;
