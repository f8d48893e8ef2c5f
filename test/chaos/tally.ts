/**
 * The chaos suite's figures: one row per attack, the columns of the printed table, and a few
 * concrete examples behind every non-zero failure cell (what input caused it).
 */

export const FAILURE_COLUMNS = ['publicBad', 'changedBad', 'lostOrDuplicated', 'leaks'] as const;
export type FailureColumn = (typeof FAILURE_COLUMNS)[number];
export type Column = 'tried' | 'unanswered' | FailureColumn;

const HEADERS: Record<Column, string> = {
  tried: 'tried',
  unanswered: 'unanswered within 3 s',
  publicBad: 'public answers to bad input',
  changedBad: 'games changed by bad input',
  lostOrDuplicated: 'lost or duplicated moves',
  leaks: 'leaks',
};
const COLUMN_ORDER: Column[] = ['tried', 'unanswered', ...FAILURE_COLUMNS];
const MAX_EXAMPLES = 8;
/** Kept per cell, to print MAX_EXAMPLES of as many kinds as there are. */
const KEPT_EXAMPLES = 60;

/** What an example says, without its particulars (quoted values, ids, numbers). */
function kindOf(example: string): string {
  const outcome = example.includes('→') ? example.slice(example.lastIndexOf('→')) : example;
  return outcome
    .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
    .replace(/U\+[0-9A-F]{4,6}/g, 'U+…')
    .replace(/\d+/g, '#');
}

/** Up to MAX_EXAMPLES, taking the kinds in turn (first seen first), so one kind does not hide the others. */
function diverse(examples: readonly string[]): string[] {
  const byKind = new Map<string, string[]>();
  for (const example of examples) {
    const kind = kindOf(example);
    byKind.set(kind, [...(byKind.get(kind) ?? []), example]);
  }
  const picked: string[] = [];
  for (let round = 0; picked.length < Math.min(MAX_EXAMPLES, examples.length); round++) {
    for (const list of byKind.values()) {
      const example = list[round];
      if (example !== undefined && picked.length < MAX_EXAMPLES) picked.push(example);
    }
  }
  return picked;
}

export interface Row {
  name: string;
  counts: Record<Column, number>;
  examples: Record<Exclude<Column, 'tried'>, string[]>;
  /** Free remarks (not failures): what else was seen, e.g. "answered 'try again' but applied". */
  notes: string[];
}

function emptyRow(name: string): Row {
  return {
    name,
    counts: { tried: 0, unanswered: 0, publicBad: 0, changedBad: 0, lostOrDuplicated: 0, leaks: 0 },
    examples: { unanswered: [], publicBad: [], changedBad: [], lostOrDuplicated: [], leaks: [] },
    notes: [],
  };
}

/** The game of rows that name none. */
const DEFAULT_GAME = 'Codenames Duet';

/** One game's rows as a Markdown table, with their total. */
function formatRows(rows: readonly Row[], label: (name: string) => string): string {
  const names = [...rows.map((row) => label(row.name)), '**total**'];
  const width = Math.max('attack'.length, ...names.map((name) => name.length));
  const cells = (values: string[]) =>
    `| ${values.map((value, index) => (index === 0 ? value.padEnd(width) : value.padStart(HEADERS[COLUMN_ORDER[index - 1] as Column].length))).join(' | ')} |`;
  const lines = [
    cells(['attack', ...COLUMN_ORDER.map((column) => HEADERS[column])]),
    `|${['-'.repeat(width + 2), ...COLUMN_ORDER.map((column) => `${'-'.repeat(HEADERS[column].length + 1)}:`)].join('|')}|`,
  ];
  const total = emptyRow('total').counts;
  for (const row of rows) {
    lines.push(cells([label(row.name), ...COLUMN_ORDER.map((column) => String(row.counts[column]))]));
    for (const column of COLUMN_ORDER) total[column] += row.counts[column];
  }
  lines.push(cells(['**total**', ...COLUMN_ORDER.map((column) => String(total[column]))]));
  return lines.join('\n');
}

export interface ChaosFigures {
  rows: { name: string; counts: Record<Column, number> }[];
  total: Record<Column, number>;
  failed: boolean;
}

export class Tally {
  private readonly byName = new Map<string, Row>();
  /** Old names of renamed rows, so later figures still find them. */
  private readonly aliases = new Map<string, string>();

  row(asked: string): Row {
    const name = this.aliases.get(asked) ?? asked;
    let row = this.byName.get(name);
    if (!row) {
      row = emptyRow(name);
      this.byName.set(name, row);
    }
    return row;
  }

  /** Renames a row (e.g. to carry how many bursts or kills it ran), keeping its place. */
  rename(from: string, to: string): void {
    const row = this.byName.get(from);
    if (!row || from === to) return;
    this.aliases.set(from, to);
    const entries = [...this.byName.entries()].map(([name, value]): [string, Row] =>
      name === from ? [to, { ...value, name: to }] : [name, value],
    );
    this.byName.clear();
    for (const [name, value] of entries) this.byName.set(name, value);
  }

  /** Puts a row last (rows print in the order they were first used). */
  moveToEnd(asked: string): void {
    const name = this.aliases.get(asked) ?? asked;
    const row = this.byName.get(name);
    if (!row) return;
    this.byName.delete(name);
    this.byName.set(name, row);
  }

  add(name: string, column: Column, amount = 1, example?: string): void {
    const row = this.row(name);
    row.counts[column] += amount;
    if (example !== undefined && column !== 'tried') {
      const examples = row.examples[column];
      if (examples.length < KEPT_EXAMPLES) examples.push(example);
    }
  }

  note(name: string, text: string): void {
    const row = this.row(name);
    if (row.notes.length < MAX_EXAMPLES && !row.notes.includes(text)) row.notes.push(text);
  }

  rows(): Row[] {
    return [...this.byName.values()];
  }

  total(): Record<Column, number> {
    const total = emptyRow('total').counts;
    for (const row of this.rows()) for (const column of COLUMN_ORDER) total[column] += row.counts[column];
    return total;
  }

  failed(): boolean {
    const total = this.total();
    return FAILURE_COLUMNS.some((column) => total[column] > 0);
  }

  figures(): ChaosFigures {
    return {
      rows: this.rows().map((row) => ({ name: row.name, counts: { ...row.counts } })),
      total: this.total(),
      failed: this.failed(),
    };
  }

  /**
   * The tables, as Markdown (they read as well in a terminal): one per game, its rows named
   * `[Game] attack` (rows without a game are Duet's), each with its total, then the run's total.
   */
  format(): string {
    const groups = new Map<string, Row[]>();
    for (const row of this.rows()) {
      const game = row.name.match(/^\[([^\]]+)\] /)?.[1] ?? DEFAULT_GAME;
      groups.set(game, [...(groups.get(game) ?? []), row]);
    }
    const tables = [...groups].map(
      ([game, rows]) => `### ${game}\n\n${formatRows(rows, (name) => name.replace(/^\[[^\]]+\] /, ''))}`,
    );
    const total = this.total();
    return `${tables.join('\n\n')}\n\nAll games: ${COLUMN_ORDER.map((column) => `${HEADERS[column]} ${total[column]}`).join(' · ')}`;
  }

  /** What caused each non-zero cell (and the notes), row by row. */
  formatExamples(): string {
    const lines: string[] = [];
    for (const row of this.rows()) {
      const parts: string[] = [];
      for (const column of ['unanswered', ...FAILURE_COLUMNS] as const) {
        if (row.counts[column] === 0 || row.examples[column].length === 0) continue;
        parts.push(`  ${HEADERS[column]} (${row.counts[column]}):`);
        for (const example of diverse(row.examples[column])) parts.push(`    - ${example}`);
      }
      for (const note of row.notes) parts.push(`  note: ${note}`);
      if (parts.length > 0) lines.push(`${row.name}:`, ...parts);
    }
    return lines.join('\n');
  }

  /** One line for machines: `CHAOS {json}`. */
  machineLine(extra: Record<string, unknown> = {}): string {
    return `CHAOS ${JSON.stringify({ ...this.total(), failed: this.failed(), ...extra })}`;
  }
}
