import type { BoardSide, ClueToken, RoomId, SymbolId } from './ids.js';

/** What the engine needs of a mission; the answer stays outside the game state. */
export interface KeyMission {
  id: string;
  side: BoardSide;
  /** Face-down tokens stacked in each room at set-up. */
  stacks: Partial<Record<RoomId, number>>;
  /** Shuffled and dealt into the stacks; exactly as many as the stacks hold. */
  tokens: ClueToken[];
  answerLength: number;
  /** The symbols written on the console; any other symbol revealed is a decoy. */
  consoleSymbols: SymbolId[];
  /** Console symbols whose tabs are lifted at set-up. */
  preLifted: SymbolId[];
}

/** Answers compare letter by letter, ignoring case and spaces. */
export function normalizeAnswer(answer: string): string {
  return answer.replace(/\s+/g, '').toUpperCase();
}

export function checkAnswer(missionAnswer: string, proposed: string): boolean {
  return normalizeAnswer(missionAnswer) === normalizeAnswer(proposed);
}
