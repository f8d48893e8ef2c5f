import { describe, expect, it } from 'vitest';
import type { DuetDocument, DuetSession } from '../../../src/games/duet/document.js';
import { type DuetState, expireGame, standardOptions } from '../../../src/games/duet/engine/index.js';
import { lostGame, startedGame, wonGameStates } from '../../../src/games/duet/render/example-games.js';
import { duetRules, setupGame } from '../../../src/games/duet/rules.js';
import { storedDuetDocumentSchema } from '../../../src/games/duet/stored-document.js';
import type { Language } from '../../../src/platform/i18n/languages.js';

const members = { A: ['111111111111111111', '333333333333333333'], B: ['222222222222222222'] };

function session(engine: DuetState, language: Language): DuetSession {
  const table = setupGame(
    {
      players: members,
      language,
      guildId: '1',
      channelId: '2',
      customWords: null,
      teamOptions: { lateJoin: true, consensus: false },
      openedBy: members.A[0] ?? '',
      campaign: null,
      options: standardOptions(),
    },
    { seed: 'storedseed01', now: 0 },
  );
  // Each move names a member of the side that made it, as a team's board does.
  const actors = engine.moves.map(({ side }, index) => {
    const team = members[side];
    return team[index % team.length] ?? '';
  });
  return { ...table, engine, actors };
}

/** The document as the store gives it back: written compactly, as JSON, then read and replayed. */
function throughTheStore(document: DuetDocument): DuetDocument {
  const written = JSON.stringify(duetRules.toStored?.(document) ?? document);
  return storedDuetDocumentSchema.parse(JSON.parse(written));
}

describe('a Duet game as stored', () => {
  it.each(['en', 'ja', 'hu'] as const)(
    'reads back exactly as played, at every move of a game in %s',
    (language) => {
      for (const engine of wonGameStates(language, `stored-${language}`)) {
        const document = session(engine, language);
        expect(throughTheStore(document)).toEqual(document);
      }
    },
  );

  it('keeps a lost game, an expired one and a lobby', () => {
    const lost = session(lostGame('en'), 'en');
    const expired = session(expireGame(startedGame('ja')), 'ja');
    expect(throughTheStore(lost)).toEqual(lost);
    expect(throughTheStore(expired)).toEqual(expired);
    const { players, language, guildId, channelId, customWords, teamOptions, openedBy } = lost;
    const lobby: DuetDocument = {
      stage: 'lobby',
      ...{ players, language, guildId, channelId, customWords, teamOptions, openedBy },
      rosterMessageId: null,
      campaign: null,
      createdAt: 0,
      number: 3,
      options: standardOptions(),
      expired: false,
    };
    expect(throughTheStore(lobby)).toEqual(lobby);
  });

  it('takes at most 2 KB of JSON for a whole won game, Japanese readings included', () => {
    for (const language of ['en', 'ja', 'hu'] as const) {
      const won = session(wonGameStates(language, `size-${language}`).at(-1) as DuetState, language);
      const bytes = Buffer.byteLength(JSON.stringify(duetRules.toStored?.(won)));
      expect(bytes, `${language}: ${bytes} bytes`).toBeLessThanOrEqual(2048);
    }
  });

  it('still reads a game written in the full form, and refuses moves that do not replay', () => {
    const document = session(wonGameStates('en', 'legacy')[3] as DuetState, 'en');
    expect(storedDuetDocumentSchema.parse(JSON.parse(JSON.stringify(document)))).toEqual(document);
    const stored = duetRules.toStored?.(document) as { engine: { moves: unknown[] } };
    stored.engine.moves.push('Ag99');
    expect(storedDuetDocumentSchema.safeParse(stored).success).toBe(false);
  });
});
