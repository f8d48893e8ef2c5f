import type { z } from 'zod';
import { type CustomId, encodeCustomId } from './custom-id.js';
import type { PressAnswer } from './deadline-guard.js';

/** One kind of press a game's custom_ids carry: how it is answered, and what its argument may be. */
export interface PressKind<Arg = undefined> {
  /** How the press is answered when not by redrawing the message it was made on (`private`, `form`). */
  answer?: PressAnswer;
  /**
   * The argument read from the custom_id's last segment (absent: `undefined`); null refuses the
   * press. Without it, the custom_id must carry no argument.
   */
  arg?(raw: string | undefined): Arg | null;
}

type ArgOf<Kind> = Kind extends { arg(raw: string | undefined): infer Arg } ? Exclude<Arg, null> : undefined;

/** A press decoded: its action and its checked argument, typed per action. */
export type PressOf<Kinds extends Record<string, PressKind<unknown>>> = {
  [Action in keyof Kinds & string]: { action: Action; arg: ArgOf<Kinds[Action]> };
}[keyof Kinds & string];

/** An argument a zod schema checks; a press without one is refused. */
export function schemaArg<Arg>(schema: z.ZodType<Arg>): (raw: string | undefined) => Arg | null {
  return (raw) => {
    if (raw === undefined) return null;
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : null;
  };
}

/**
 * A game's presses, declared once: the custom_ids it writes, the presses it accepts (strictly: an
 * unknown action, a missing, extra or malformed argument is no press of this game), and how each
 * is answered (the game module's `pressAnswers`, which the deadline guard reads before handling).
 */
export function pressCatalog<const Kinds extends Record<string, PressKind<unknown>>>(
  game: string,
  kinds: Kinds,
) {
  type Action = keyof Kinds & string;
  const answers: Partial<Record<string, PressAnswer>> = {};
  for (const [action, kind] of Object.entries(kinds)) if (kind.answer) answers[action] = kind.answer;
  return {
    game,
    actions: Object.keys(kinds) as Action[],
    pressAnswers: answers as Readonly<Partial<Record<Action, PressAnswer>>>,
    customId(gameId: string, version: number, action: Action, arg?: string): string {
      return encodeCustomId({ game, gameId, version, action, arg });
    },
    decode(id: CustomId): PressOf<Kinds> | null {
      if (!Object.hasOwn(kinds, id.action)) return null;
      const kind = kinds[id.action] as PressKind<unknown>;
      if (!kind.arg)
        return id.arg === undefined ? ({ action: id.action, arg: undefined } as PressOf<Kinds>) : null;
      const arg = kind.arg(id.arg);
      return arg === null ? null : ({ action: id.action, arg } as PressOf<Kinds>);
    },
  };
}
