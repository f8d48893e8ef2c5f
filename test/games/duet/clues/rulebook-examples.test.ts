import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeDuetClue } from '../../../../src/games/duet/clue-judging.js';
import { refusalText } from '../../../../src/games/duet/discord/answers.js';
import type { DuetSession } from '../../../../src/games/duet/document.js';
import { standardOptions } from '../../../../src/games/duet/engine/index.js';
import { duetRules, setupGame } from '../../../../src/games/duet/rules.js';
import { clueJudge } from '../../../../src/games/shared/clue/judge/clue-judge-service.js';
import type { Language } from '../../../../src/platform/i18n/languages.js';

/**
 * Every clue example of the two Duet rulebooks (ja: 使用可能なヒント and the clue examples before
 * it; hu: Szabályos kulcsszavak, Rugalmas szabályok, Profi utalás), played as a clue on a board
 * holding the words the example names, judged as the rulebook judges it. Examples that turn on
 * meaning alone (a letter about spelling, a translation) are listed in `leftToTheFlag` below.
 */

const FILLER = {
  ja: [
    '山',
    '岩',
    '空',
    '雲',
    '星',
    '花',
    '鳥',
    '魚',
    '森',
    '島',
    '橋',
    '窓',
    '扉',
    '鍵',
    '本',
    '机',
    '靴',
    '鞄',
    '傘',
    '箱',
    '船',
    '塔',
    '壁',
    '庭',
    '畑',
    '城',
    '滝',
    '砂',
  ],
  hu: [
    'hegy',
    'folyó',
    'felhő',
    'csillag',
    'gomb',
    'madár',
    'erdő',
    'sziget',
    'híd',
    'ablak',
    'ajtó',
    'kulcs',
    'könyv',
    'asztal',
    'cipő',
    'táska',
    'esernyő',
    'doboz',
    'hajó',
    'torony',
    'bögre',
    'pohár',
    'fal',
    'kert',
    'mező',
    'vár',
    'homok',
    'tenger',
  ],
} as const;

const PLAYERS = { A: ['111111111111111111'], B: ['222222222222222222'] };

function tableWith(language: 'ja' | 'hu', visible: readonly string[], multiWordNames = false): DuetSession {
  const words = [...visible, ...FILLER[language].filter((word) => !visible.includes(word))].slice(0, 25);
  return setupGame(
    {
      players: PLAYERS,
      language,
      guildId: '1',
      channelId: '2',
      customWords: words,
      teamOptions: { lateJoin: false, consensus: false },
      openedBy: PLAYERS.A[0] ?? '',
      campaign: null,
      options: standardOptions(9, 'alternating', multiWordNames),
    },
    { seed: `rulebook-${visible.join('-')}`, now: 0 },
  );
}

/** The clue as the table hears it: null when accepted, else the refusal a player would read. */
async function give(table: DuetSession, clue: string, number = 2): Promise<string | null> {
  const userId = PLAYERS.A[0] ?? '';
  const played = duetRules.play(table, 'A', { type: 'giveClue', word: clue, number }, { userId, now: 0 });
  const refusal = played.ok ? await judgeDuetClue(table, userId, { word: clue, number }) : played.refusal;
  return refusal ? refusalText(table.language as Language, refusal) : null;
}

beforeAll(async () => {
  expect(await clueJudge().preload(['ja', 'hu'])).toEqual([]);
});

afterAll(async () => {
  await clueJudge().close();
});

describe('the Japanese rulebook’s clue examples', () => {
  it('自転車 and 車いす visible: のりもの is fine; 自転車 and 車 are not', async () => {
    const table = tableWith('ja', ['自転車', '車いす']);
    expect(await give(table, 'のりもの')).toBeNull();
    expect(await give(table, '自転車')).toContain('自転車');
    expect(await give(table, '車')).toMatch(/自転車|車いす/);
  });

  it('金 visible: neither かね nor きん', async () => {
    const table = tableWith('ja', ['金']);
    expect(await give(table, 'かね')).toContain('金');
    expect(await give(table, 'きん')).toContain('金');
  });

  it('アイスクリーム visible: not アイス, クリーム, アイスホッケー or 生クリーム; イスラエル and クリスマス are fine', async () => {
    const table = tableWith('ja', ['アイスクリーム']);
    for (const clue of ['アイス', 'クリーム', 'アイスホッケー', '生クリーム']) {
      expect(await give(table, clue), clue).toContain('アイスクリーム');
    }
    expect(await give(table, 'イスラエル')).toBeNull();
    expect(await give(table, 'クリスマス')).toBeNull();
  });

  it('風 visible: not 台風 or 風土 (a shared kanji, whatever the reading)', async () => {
    const table = tableWith('ja', ['風']);
    expect(await give(table, '台風')).toContain('「風」');
    expect(await give(table, '風土')).toContain('「風」');
  });

  it('イギリス visible: リス may be given for other words', async () => {
    expect(await give(tableWith('ja', ['イギリス']), 'リス')).toBeNull();
  });

  it('letters and numbers about meaning: C for ビタミン, 8 for 王子, 柿 and タコ', async () => {
    expect(await give(tableWith('ja', ['ビタミン']), 'C', 1)).toBeNull();
    expect(await give(tableWith('ja', ['王子', '柿', 'タコ']), '8', 3)).toBeNull();
  });

  it('names: 徳川 is fine; ボスニア・ヘルツェゴビナ is a place, fine even written as two words', async () => {
    const table = tableWith('ja', ['将軍']);
    expect(await give(table, '徳川')).toBeNull();
    expect(await give(table, 'ボスニア・ヘルツェゴビナ')).toBeNull();
    expect(await give(table, 'ボスニア ヘルツェゴビナ')).toBeNull();
  });

  it('アナと雪の女王 is several words: only if the group allows names of several words', async () => {
    expect(await give(tableWith('ja', ['雪だるま']), 'アナと雪の女王')).toContain('1つの単語');
    expect(await give(tableWith('ja', ['氷'], true), 'アナと雪の女王')).toBeNull();
  });

  it('acronyms and words made from them: CIA (the group may allow it), レーザー, ユネスコ', async () => {
    const table = tableWith('ja', ['スパイ']);
    for (const clue of ['CIA', 'レーザー', 'ユネスコ']) expect(await give(table, clue), clue).toBeNull();
  });

  it('a zero clue: 怠惰 for 0, to steer away from ナマケモノ', async () => {
    expect(await give(tableWith('ja', ['ゾウ', 'アリ', '蚊', 'ナマケモノ']), '怠惰', 0)).toBeNull();
  });
});

describe('the Hungarian rulebook’s clue examples', () => {
  it('PORSZEM visible: not por, szem, porszívó or szemüveg', async () => {
    const table = tableWith('hu', ['porszem']);
    for (const clue of ['por', 'szem', 'porszívó', 'szemüveg']) {
      expect(await give(table, clue), clue).toContain('porszem');
    }
  });

  it('letters and numbers about meaning: ó for KORONG and SPÁRTA, négy for KERÉK and ELEFÁNT', async () => {
    expect(await give(tableWith('hu', ['korong', 'spárta']), 'ó')).toBeNull();
    expect(await give(tableWith('hu', ['kerék', 'elefánt']), 'négy')).toBeNull();
  });

  it('a foreign word the table would use in Hungarian: hotel', async () => {
    expect(await give(tableWith('hu', ['szálloda']), 'hotel')).toBeNull();
  });

  it('one-word names are fine (Michelangelo); Leonardo da Vinci, fekete péntek and A Gyűrűk Ura only if the group allows', async () => {
    const strict = tableWith('hu', ['festő']);
    expect(await give(strict, 'Michelangelo')).toBeNull();
    for (const clue of ['Leonardo da Vinci', 'fekete péntek', 'A Gyűrűk Ura']) {
      expect(await give(strict, clue), clue).toContain('egyetlen szó');
    }
    const relaxed = tableWith('hu', ['festő'], true);
    for (const clue of ['Leonardo da Vinci', 'fekete péntek', 'A Gyűrűk Ura']) {
      expect(await give(relaxed, clue), clue).toBeNull();
    }
  });

  it('a zero clue: virág for 0, to steer away from ORGONA', async () => {
    expect(await give(tableWith('hu', ['mozart', 'kürt', 'zongora', 'orgona']), 'virág', 0)).toBeNull();
  });

  it('place names of several words are fine without the names option', async () => {
    const table = tableWith('hu', ['folyó']);
    expect(await give(table, 'Buenos Aires')).toBeNull();
    expect(await give(table, 'Costa Rica')).toBeNull();
  });
});

/**
 * Examples the rulebooks decide by meaning, which no dictionary can: the checker accepts these
 * clues, and the partner flags them (the penalty: one token).
 */
const leftToTheFlag = [
  'ja: ベ (or 3文字) for ベルト, ベッド and ベスト: a letter about spelling, while C for ビタミン is about meaning',
  'ja: かんきつ類 for 8 words: the number used as part of the clue',
  'ja: アップル for リンゴ, 心臓 for ハート: a translation of a visible word',
  'hu: középen for the word in the middle: a clue about position',
  'hu: p (or három) for PÁR and PAD: a letter, or a letter count, about spelling',
  'hu: bolygó for MARS and KERÉK with the number 4: the number used as part of the clue',
];

describe('examples left to the flag', () => {
  it('are accepted, so the partner can flag them', async () => {
    expect(await give(tableWith('ja', ['ベルト', 'ベッド', 'ベスト']), 'ベ', 3)).toBeNull();
    expect(await give(tableWith('ja', ['リンゴ']), 'アップル', 1)).toBeNull();
    expect(await give(tableWith('hu', ['pár', 'pad']), 'p')).toBeNull();
    expect(leftToTheFlag.length).toBeGreaterThan(0);
  });
});
