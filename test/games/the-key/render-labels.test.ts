import { describe, expect, it } from 'vitest';
import { keyBoard } from '../../../src/games/the-key/board.js';
import { keyCharacters } from '../../../src/games/the-key/characters.js';
import { actionIds, boardSides, traps } from '../../../src/games/the-key/engine/ids.js';
import { keyLabelCatalogs } from '../../../src/games/the-key/render/labels/index.js';
import { keySymbols } from '../../../src/games/the-key/symbols.js';

const english = keyLabelCatalogs.en;

describe('THE KEY picture labels', () => {
  it('have the same keys in English, Japanese and Hungarian', () => {
    for (const catalog of [keyLabelCatalogs.ja, keyLabelCatalogs.hu])
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
  });

  it('name every room of both sides, every symbol, character, special action, action card and trap', () => {
    const keys = [
      ...boardSides.flatMap((side) => keyBoard[side].rooms.map((room) => `room.${room.id}`)),
      ...keySymbols.map((symbol) => `symbol.${symbol.id}`),
      ...keyCharacters.flatMap((character) => [
        `character.${character.id}`,
        `special.${character.special}`,
        `specialText.${character.special}`,
      ]),
      ...actionIds.map((action) => `action.${action}`),
      ...traps.map((trap) => `trap.${trap}`),
    ];
    for (const catalog of Object.values(keyLabelCatalogs))
      for (const key of keys) expect(catalog, key).toHaveProperty([key]);
  });

  it('keep the English symbol names of the symbol list', () => {
    for (const symbol of keySymbols)
      expect(english[`symbol.${symbol.id}` as keyof typeof english]).toBe(symbol.name);
  });
});
