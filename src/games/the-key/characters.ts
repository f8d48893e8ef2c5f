import characters from './data/characters.json' with { type: 'json' };
import { charactersSchema, type KeyCharacter } from './engine/characters.js';

/** Our own four characters, one special action each, validated at load. */
export const keyCharacters: readonly KeyCharacter[] = charactersSchema.parse(characters);
