import { z } from 'zod';
import missions from './data/missions.json' with { type: 'json' };
import {
  boardSides,
  type ClueToken,
  clueTokenSchema,
  type RoomId,
  roomIdsBySide,
  symbolIdSchema,
} from './engine/ids.js';
import type { KeyMission } from './engine/mission.js';

/**
 * Language-free answers only: a number (digits) or a code of capital letters and digits, so the
 * same console is read the same way in every language.
 */
export const answerKinds = ['number', 'code'] as const;

/** A text in every language we ship (en, ja, hu). */
const textsSchema = z.object({ en: z.string().min(1), ja: z.string().min(1), hu: z.string().min(1) });

const stackSchema = z.object({
  room: z.string(),
  /** How many face-down clue tokens the set-up stacks in the room. */
  count: z.number().int().min(1),
  /**
   * The tokens dealt here in our reference deal, from the top down. The game shuffles all the
   * mission's tokens and deals them by these counts; the solver also plays this fixed deal.
   */
  tokens: z.array(clueTokenSchema),
});

export const missionSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]{1,39}$/u),
    order: z.number().int().min(1),
    difficulty: z.number().int().min(1).max(5),
    side: z.enum(boardSides),
    names: textsSchema,
    /** The campaign text: the story and the question the team must answer. */
    stories: textsSchema,
    answerKind: z.enum(answerKinds),
    /** The answer written in symbols, as the console shows it under its tabs. */
    console: z.array(symbolIdSchema).min(3),
    /** What each console symbol stands for in this mission: one character per symbol. */
    cipher: z.record(symbolIdSchema, z.string().regex(/^[A-Z0-9]$/u)),
    /** Symbols whose tabs are lifted at set-up, before any token is collected. */
    preLifted: z.array(symbolIdSchema),
    stacks: z.array(stackSchema).min(1),
  })
  .superRefine((mission, context) => {
    const problem = (message: string) =>
      context.addIssue({ code: 'custom', message: `${mission.id}: ${message}` });
    const consoleSymbols = new Set(mission.console);
    const cipherSymbols = Object.keys(mission.cipher);
    if (
      cipherSymbols.length !== consoleSymbols.size ||
      cipherSymbols.some((symbol) => !consoleSymbols.has(symbol))
    )
      problem('the cipher must cover exactly the console symbols');
    const characters = Object.values(mission.cipher);
    if (new Set(characters).size !== characters.length) problem('two symbols stand for the same character');
    if (mission.answerKind === 'number' && characters.some((character) => !/\d/u.test(character)))
      problem('a number answer has digits only');
    for (const symbol of mission.preLifted)
      if (!consoleSymbols.has(symbol)) problem(`pre-lifted ${symbol} is not on the console`);
    const rooms: readonly string[] = roomIdsBySide[mission.side];
    const seenRooms = new Set<string>();
    for (const stack of mission.stacks) {
      if (!rooms.includes(stack.room)) problem(`no room ${stack.room} on side ${mission.side}`);
      if (seenRooms.has(stack.room)) problem(`two stacks in ${stack.room}`);
      seenRooms.add(stack.room);
      if (stack.count !== stack.tokens.length)
        problem(`${stack.room} stacks ${stack.count} tokens but lists ${stack.tokens.length}`);
    }
    const placed = new Set(mission.stacks.flatMap((stack) => stack.tokens));
    for (const symbol of consoleSymbols)
      if (!mission.preLifted.includes(symbol) && !placed.has(symbol)) problem(`${symbol} is in no stack`);
  });
export type Mission = z.infer<typeof missionSchema>;

export const missionListSchema = z.array(missionSchema).superRefine((list, context) => {
  list.forEach((mission, index) => {
    if (mission.order !== index + 1)
      context.addIssue({ code: 'custom', message: `${mission.id} is not mission ${index + 1}` });
  });
  if (new Set(list.map((mission) => mission.id)).size !== list.length)
    context.addIssue({ code: 'custom', message: 'mission ids repeat' });
});

/** Our own missions, in campaign order, validated at load. */
export const keyMissions: readonly Mission[] = missionListSchema.parse(missions);

export function missionById(id: string): Mission | undefined {
  return keyMissions.find((mission) => mission.id === id);
}

/** The answer the team must announce, read from the console through the cipher. */
export function answerOf(mission: Mission): string {
  return mission.console.map((symbol) => mission.cipher[symbol] ?? '?').join('');
}

/** What the engine deals at set-up: each room's stack size and the tokens to shuffle into them. */
export function engineMissionOf(mission: Mission): KeyMission {
  return {
    id: mission.id,
    side: mission.side,
    stacks: Object.fromEntries(mission.stacks.map((stack) => [stack.room, stack.count])) as Partial<
      Record<RoomId, number>
    >,
    tokens: mission.stacks.flatMap((stack): ClueToken[] => stack.tokens),
    answerLength: mission.console.length,
    consoleSymbols: [...new Set(mission.console)],
    preLifted: [...mission.preLifted],
  };
}
