import { z } from 'zod';
import symbols from './data/symbols.json' with { type: 'json' };
import { symbolIdSchema } from './engine/ids.js';

export const SYMBOL_COUNT = 26;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const isOneCharacter = (text: string) => [...graphemes.segment(text)].length === 1;

export const symbolSchema = z.object({
  id: symbolIdSchema,
  name: z.string().regex(/^[a-z]+$/u),
  /** Stands for the symbol in plain-text messages, where no picture can be drawn. */
  display: z.string().refine(isOneCharacter, 'a single character'),
});
export type KeySymbol = z.infer<typeof symbolSchema>;

export const symbolListSchema = z
  .array(symbolSchema)
  .length(SYMBOL_COUNT)
  .superRefine((list, context) => {
    list.forEach((symbol, index) => {
      const expected = `sym-${String(index + 1).padStart(2, '0')}`;
      if (symbol.id !== expected)
        context.addIssue({ code: 'custom', message: `symbol ${index + 1} must be ${expected}` });
    });
    for (const field of ['name', 'display'] as const) {
      if (new Set(list.map((symbol) => symbol[field])).size !== list.length)
        context.addIssue({ code: 'custom', message: `every symbol needs its own ${field}` });
    }
  });

/** Our own 26 clue symbols, validated at load. */
export const keySymbols: readonly KeySymbol[] = symbolListSchema.parse(symbols);

export function symbolById(id: string): KeySymbol | undefined {
  return keySymbols.find((symbol) => symbol.id === id);
}
