import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ephemeralContent } from '../support/duet-table.js';
import { type E2eWorld, startE2eWorld } from '../support/e2e-world.js';

const UPDATE = 7;
let e2e: E2eWorld;

beforeAll(async () => {
  e2e = await startE2eWorld('clues');
});

afterAll(async () => {
  await e2e?.close();
});

/** 24 plain words around the one the clues are about, so the board holds it for certain. */
const fillers = {
  en: 'anchor,bridge,candle,desert,engine,forest,glove,harbor,island,jacket,kettle,ladder,mirror,needle,orange,pillow,quartz,rocket,saddle,tunnel,umbrella,violin,window,yacht',
  hu: 'horgony,híd,gyertya,sivatag,motor,erdő,kesztyű,kikötő,sziget,kabát,kanna,létra,tükör,tű,narancs,párna,kvarc,rakéta,nyereg,alagút,esernyő,hegedű,ablak,jacht',
  ja: '錨,橋,ろうそく,砂漠,エンジン,森,手袋,港,島,上着,やかん,はしご,鏡,針,オレンジ,枕,水晶,ロケット,鞍,トンネル,傘,バイオリン,窓,ヨット',
} as const;

const cases = [
  {
    language: 'en',
    locale: 'en-US',
    word: 'football',
    refused: 'ball',
    accepted: 'stadium',
    says: 'is a part of',
  },
  {
    language: 'hu',
    locale: 'hu',
    word: 'porszem',
    refused: 'szemüveg',
    accepted: 'takarítás',
    says: 'közös szórésze',
  },
  {
    language: 'ja',
    locale: 'ja',
    word: 'アイスクリーム',
    refused: 'アイス',
    accepted: 'クリスマス',
    says: 'の一部です',
  },
] as const;

describe('clues through the local Discord, judged in the game’s language', () => {
  it.each(cases)(
    '$language: refuses $refused beside $word, privately, and accepts $accepted',
    async (one) => {
      const table = e2e.table();
      const words = `${one.word},${fillers[one.language]}`;
      expect((await table.start({ language: one.language, words })).type).toBe(4);
      const before = table.boardText();

      const refused = await table.clue(table.a, one.refused, 2, one.locale);
      const reason = ephemeralContent(refused);
      expect(reason).toContain(`**${one.word}**`);
      expect(reason).toContain(one.says);
      expect(table.boardText()).toBe(before);

      const accepted = await table.clue(table.a, one.accepted, 2, one.locale);
      expect(accepted.type).toBe(UPDATE);
      expect(table.boardText()).toContain(one.accepted);
    },
  );
});
