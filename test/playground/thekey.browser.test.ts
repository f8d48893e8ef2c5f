import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionId } from '../../src/games/the-key/engine/index.js';
import { type KeyMessageKey, tKey } from '../../src/games/the-key/i18n/index.js';
import { answerOf, missionById } from '../../src/games/the-key/missions.js';
import { tKeyLabel } from '../../src/games/the-key/render/labels/index.js';
import type { Language } from '../../src/platform/i18n/languages.js';
import {
  HAS_CHROMIUM,
  KeyMissionPage,
  openPlayground,
  type PlaygroundSession,
  shownText,
  shownTextPattern,
  warnWithoutChromium,
} from './playground-page.js';

const MISSION = 'practice-safe';
const mission = missionById(MISSION);
if (!mission) throw new Error(`no mission ${MISSION}`);
const ANSWER = answerOf(mission);

/**
 * One table per language: the board speaks the lobby's language, each agent's private messages
 * their Discord's (Alice's is English, Bob's Japanese, Csilla's and Erin's Hungarian).
 */
const tables: { language: Language; channel: string; opener: string; partner: string }[] = [
  { language: 'en', channel: 'games-1', opener: 'Alice', partner: 'Dan' },
  { language: 'ja', channel: 'games-2', opener: 'Bob', partner: 'Alice' },
  { language: 'hu', channel: 'games-3', opener: 'Csilla', partner: 'Erin' },
];
const languageOf: Record<string, Language> = { Alice: 'en', Bob: 'ja', Csilla: 'hu', Dan: 'en', Erin: 'hu' };

warnWithoutChromium('the playground THE KEY browser test');

describe.skipIf(!HAS_CHROMIUM)(
  'the playground, a THE KEY mission of two agents played with the mouse',
  () => {
    let session: PlaygroundSession;

    beforeAll(async () => {
      session = await openPlayground();
    });

    afterAll(async () => {
      await session?.close();
    });

    it.each(tables)(
      'in $language: lobby, turns from My hand, the answer announced and confirmed',
      async ({ language, channel, opener, partner }) => {
        const { page } = session;
        await page.open(channel);
        const table = new KeyMissionPage(page, language);
        const said = (agent: string, key: KeyMessageKey, variables?: Record<string, string>) =>
          shownTextPattern(tKey(languageOf[agent] ?? 'en', key, variables));

        await table.openLobby(opener, MISSION);
        await table.join(partner);
        await table.chooseCharacter(partner, 'fixer');
        await table.start(opener);
        expect(await table.boardText()).toContain(mission.stories[language]);

        // The first agent (the Runner) collects in the entrance and dashes on; the second walks and collects there.
        const plans = { [opener]: ['collect', 'special'], [partner]: ['move', 'collect'] } as const;
        const turns = new Map<string, string[]>();
        for (const agent of [opener, partner]) {
          const before = await table.boardText();
          const texts = await table.playTurn(agent, plans[agent] ?? []);
          turns.set(agent, texts);
          expect(texts[0]).toMatch(said(agent, 'prompt.yourTurn'));
          expect(texts[0]).toMatch(said(agent, 'prompt.hand'));
          expect(texts.at(-2)).toMatch(said(agent, 'prompt.turnDone'));
          expect(texts.at(-1)).toMatch(said(agent, 'prompt.passed'));
          await expect.poll(() => table.boardText()).not.toBe(before);
        }
        expect(turns.get(opener)).toEqual(
          expect.arrayContaining([
            expect.stringMatching(said(opener, 'prompt.discardTwo')),
            expect.stringMatching(said(opener, 'resolve.power.dash')),
          ]),
        );
        const action = (id: ActionId) => tKeyLabel(language, `action.${id}`);
        for (const played of [
          tKey(language, 'move.collect', { action: action('collect') }),
          tKey(language, 'move.dash'),
          tKey(language, 'move.walked', { action: action('move') }),
        ])
          expect(await table.boardText()).toMatch(shownTextPattern(played));

        // Not the partner's turn now: My hand shows the hand and says whose turn it is.
        const waiting = await table.openHand(partner);
        expect(await shownText(waiting)).toMatch(said(partner, 'prompt.notYourTurn'));
        expect(await waiting.getByRole('combobox').count()).toBe(0);

        const form = await table.openAnswerForm(partner);
        expect(await table.submitAnswer(form, ANSWER)).toMatch(
          said(partner, 'answer.waiting', { answer: ANSWER }),
        );
        const proposed = shownTextPattern(tKey(language, 'board.proposal', { answer: ANSWER }));
        await expect.poll(() => table.boardText()).toMatch(proposed);

        expect(await table.confirm(opener)).toMatch(said(opener, 'answer.right'));
        const won = shownTextPattern(tKey(language, 'board.won', { answer: ANSWER }));
        await expect.poll(() => table.boardText()).toMatch(won);
        const hand = table.board().getByRole('button', { name: tKey(language, 'button.hand') });
        expect(await hand.count()).toBe(0);
      },
      90_000,
    );
  },
);
