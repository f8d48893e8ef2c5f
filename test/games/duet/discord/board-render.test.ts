import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../../../src/games/duet/discord/board-message.js';
import { keyFaceText } from '../../../../src/games/duet/discord/key-face.js';
import { boardContext } from '../../../../src/games/duet/discord/render-context.js';
import type { DuetSession } from '../../../../src/games/duet/document.js';
import {
  applyMove,
  type DuetMove,
  type DuetState,
  losingCell,
  newGame,
  playerView,
  publicView,
  type Side,
  standardOptions,
} from '../../../../src/games/duet/engine/index.js';
import { lostGame, wonGameStates } from '../../../../src/games/duet/render/example-games.js';
import { setupGame } from '../../../../src/games/duet/rules.js';
import { wordList } from '../../../../src/games/words/index.js';
import { noCommandIds } from '../../../../src/platform/discord/command-mentions.js';

function session(engine: DuetState): DuetSession {
  return {
    ...setupGame(
      {
        players: { A: ['111111111111111111'], B: ['222222222222222222'] },
        language: 'en',
        guildId: '1',
        channelId: '2',
        customWords: null,
        teamOptions: { lateJoin: false, consensus: false },
        openedBy: '111111111111111111',
        campaign: null,
        options: standardOptions(),
      },
      { seed: 'abcdefabcdef', now: 0 },
    ),
    engine,
  };
}

function play(state: DuetState, side: Side, move: DuetMove): DuetState {
  const result = applyMove(state, side, move);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

const fresh = () => newGame({ seed: 'render', wordPool: wordList('en'), options: standardOptions() });
const board = (state: DuetState) =>
  renderBoard(
    boardContext('abcdefabcdef', session(state), publicView(state), 7, {
      language: 'en',
      idOf: noCommandIds,
    }),
  );

function countComponents(node: unknown): number {
  if (!node || typeof node !== 'object') return 0;
  const children = (node as { components?: unknown[] }).components ?? [];
  return 1 + children.reduce<number>((sum, child) => sum + countComponents(child), 0);
}

const CELL = '(🟩|⬛|⬜) [^·\\n]+?( ✅| ⌛| ⏳[AB])?';
const KEY_LINE = new RegExp(`^${CELL}( · ${CELL}){4}$`, 'u');

describe('the board message', () => {
  it('shows the 25 words as buttons in 5 rows plus one row of controls, within Discord limits', () => {
    const state = fresh();
    const message = board(state);
    const container = message.components[0] as {
      components: { type: number; components?: { label?: string }[] }[];
    };
    const rows = container.components.filter((c) => c.type === 1);
    expect(rows).toHaveLength(6);
    expect(rows.slice(0, 5).flatMap((row) => row.components?.map((b) => b.label))).toEqual(
      state.words.map((w) => w.text),
    );
    expect(rows[5]?.components?.map((b) => b.label)).toEqual([
      'Give clue',
      'My key',
      'Stop guessing',
      'Help',
      'Flag clue',
    ]);
    expect(countComponents(container)).toBeLessThanOrEqual(40);
  });

  it('never carries a key colour while the game runs', () => {
    let state = fresh();
    state = play(state, 'A', { type: 'giveClue', word: 'zzzz', number: 2 });
    const text = JSON.stringify(board(state));
    for (const marker of ['🟩', '⬛', '⬜']) expect(text).not.toContain(marker);
  });

  it('shows the clue, who must act, and a miss with the side that missed it', () => {
    let state = fresh();
    state = play(state, 'A', { type: 'giveClue', word: 'zzzz', number: 2 });
    const miss = state.keyCard.A.indexOf('bystander');
    state = play(state, 'B', { type: 'guess', cell: miss });
    const text = JSON.stringify(board(state));
    expect(text).toContain(`${state.words[miss]?.text} · B`);
    expect(text).toContain('<@222222222222222222>, your turn to give a clue');
    expect(text).toContain('zzzz · 2');
  });

  it('reveals both sides on every word once the game is over, with the result', () => {
    const state = play(fresh(), 'B', { type: 'resign' });
    const text = JSON.stringify(board(state));
    expect(text).toContain('You lost');
    expect(text).toContain('Rematch');
    const marker = { agent: '🟩', assassin: '⬛', bystander: '⬜' } as const;
    state.words.forEach((word, i) => {
      const a = marker[state.keyCard.A[i] ?? 'bystander'];
      const b = marker[state.keyCard.B[i] ?? 'bystander'];
      expect(text).toContain(`"label":"${a}${b} ${word.text}"`);
    });
    expect(text).not.toContain('"disabled":false,"emoji":{"name":"⏳"}');
  });
});

describe('the key face', () => {
  it('is exactly five lines of five cells, marker then word, in board order', () => {
    let state = fresh();
    state = play(state, 'A', { type: 'giveClue', word: 'zzzz', number: 2 });
    state = play(state, 'B', { type: 'guess', cell: state.keyCard.A.indexOf('agent') });
    const text = keyFaceText(playerView(state, 'A'), { language: 'en', team: false });
    const keyLines = text.split('\n').filter((line) => KEY_LINE.test(line));
    expect(keyLines).toHaveLength(5);
    const cells = keyLines.flatMap((line) => line.split(' · '));
    cells.forEach((cell, i) => {
      const marker = { agent: '🟩', assassin: '⬛', bystander: '⬜' }[state.keyCard.A[i] ?? 'bystander'];
      expect(cell.startsWith(`${marker} ${state.words[i]?.text}`)).toBe(true);
    });
    expect(cells.filter((cell) => cell.endsWith(' ✅'))).toHaveLength(1);
  });

  it("holds only the player's own side", () => {
    const state = fresh();
    const text = keyFaceText(playerView(state, 'B'), { language: 'ja', team: false });
    const markers = [...text.matchAll(/(🟩|⬛|⬜) /gu)].slice(0, 25).map((m) => m[1]);
    expect(markers).toEqual(
      state.keyCard.B.map((c) => ({ agent: '🟩', assassin: '⬛', bystander: '⬜' })[c]),
    );
  });

  describe('at the end, buttons agree with the game-over picture on every card', () => {
    const SUCCESS = 3;
    const DANGER = 4;
    const styles = (state: DuetState) => {
      const rows = JSON.parse(JSON.stringify(board(state))) as unknown;
      const found: { id: string; style: number }[] = [];
      const walk = (node: unknown) => {
        if (!node || typeof node !== 'object') return;
        const { custom_id, style, components } = node as {
          custom_id?: string;
          style?: number;
          components?: unknown[];
        };
        if (custom_id?.includes(':word:') && style !== undefined) found.push({ id: custom_id, style });
        for (const child of components ?? []) walk(child);
      };
      walk(rows);
      return found.map(({ style }) => style);
    };

    it('a won game: every found word is green, even one that is an assassin on the other side', () => {
      const won = wonGameStates('en').at(-1) as DuetState;
      const buttonStyles = styles(won);
      won.cells.forEach((cell, index) => {
        expect(buttonStyles[index], `cell ${index}`).toBe(cell.agent ? SUCCESS : 2);
      });
      expect(buttonStyles).not.toContain(DANGER);
    });

    it('a game lost on an assassin: only the word that lost it is red', () => {
      const lost = lostGame('en');
      const buttonStyles = styles(lost);
      const losing = losingCell(publicView(lost));
      expect(losing).not.toBeNull();
      expect(buttonStyles.filter((style) => style === DANGER)).toHaveLength(1);
      expect(buttonStyles[losing ?? -1]).toBe(DANGER);
    });
  });
});
