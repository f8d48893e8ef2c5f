/** A clue is at most this many characters, pointing at 0 to `MAX_CLUE_NUMBER` words. */
export const MAX_CLUE_LENGTH = 40;
export const MAX_CLUE_NUMBER = 25;
/** Several words only for names, places and titles (Rio de Janeiro, A Gyűrűk Ura): at most this many. */
export const MAX_CLUE_WORDS = 6;
