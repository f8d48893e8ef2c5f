/**
 * Hostile text, as anyone can type it into a text input or a command option. `mustRefuse`: text
 * no game should keep (invisible or control characters, direction overrides, nothing but spaces,
 * over the limits); the rest may be accepted if it is then shown as plain text.
 */
export interface HostileValue {
  name: string;
  value: string;
  mustRefuse: boolean;
}

const value = (name: string, text: string, mustRefuse: boolean): HostileValue => ({
  name,
  value: text,
  mustRefuse,
});

export const HOSTILE_VALUES: readonly HostileValue[] = [
  value('zero-width space inside', 'zz\u200bqa', true),
  value('zero-width non-joiner', 'zzq\u200cb', true),
  value('zero-width joiner', 'zzq\u200dc', true),
  value('byte order mark', '\ufeffzzqd', true),
  value('only a zero-width space', '\u200b', true),
  value('right-to-left override', '\u202ezzqe', true),
  value('bidi isolates', '\u2066zzqf\u2069', true),
  value('first-strong isolate', '\u2068zzqg\u2069', true),
  value('right-to-left isolate', '\u2067zzqh', true),
  value('NUL inside', 'zzq\u0000i', true),
  value('control characters', 'zzq\u0007\u001bj', true),
  value('DEL', 'zzq\u007fk', true),
  value('line break inside', 'zzq\nlm', true),
  value('only spaces', '     ', true),
  value('ideographic spaces only', '\u3000\u3000', true),
  value('very long', 'zzq'.repeat(700), true),
  value('long run of one letter', 'z'.repeat(41), true),
  value('bold markdown', '**zzqbold**', false),
  value('spoiler', '||zzqspoiler||', false),
  value('masked link', '[zzqlink](https://evil.example)', false),
  value('bare link', 'https://evil.example/zzq', false),
  value('inline code', '`zzqcode`', false),
  value('heading', '# zzqheading', false),
  value('strike and italics', '~~zz~~_qit_', false),
  value('@everyone', '@everyone', false),
  value('@here', '@here', false),
  value('user mention', '<@123456789012345678>', false),
  value('role mention', '<@&123456789012345678>', false),
  value('emoji', '🦊🔥', false),
  value('combining marks (zalgo)', 'z\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308zqn', false),
  value('lone combining mark', '\u0301', true),
  value('full-width letters', 'ｚｚｑｏ', false),
  value('full-width digits', '１２３', false),
  value('cyrillic look-alike', 'zzqа', false),
  value('HTML', '<script>alert(1)</script>', false),
  value('empty', '', true),
];

/** Characters no stored word or name should keep: controls, format (invisible, bidi) characters. */
export const FORBIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/** A stored text a game must not keep: forbidden characters, nothing visible, or a bare combining mark. */
export function unfitText(text: string, maxLength: number): string | null {
  if (FORBIDDEN_CHARACTERS.test(text)) return `keeps ${describeInvisible(text)}`;
  if (text.replace(/[\s\p{M}]/gu, '').length === 0) return 'has nothing visible';
  if ([...text].length > maxLength) return `is ${[...text].length} characters long`;
  return null;
}

function describeInvisible(text: string): string {
  const found = [...text].filter((char) => FORBIDDEN_CHARACTERS.test(char));
  return found
    .map((char) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`)
    .join(' ');
}

/** Shown for an example: the text with its invisible characters spelt out. */
export function visible(text: string): string {
  const spelt = [...text]
    .map((char) =>
      FORBIDDEN_CHARACTERS.test(char) || /\p{M}/u.test(char)
        ? `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`
        : char,
    )
    .join('');
  return JSON.stringify(spelt.length > 60 ? `${spelt.slice(0, 57)}…(${[...text].length} chars)` : spelt);
}

/**
 * What a public message must never do with a hostile value shown in it: ping, link, hide it in a
 * spoiler, or render its markdown (bold, code, headings) instead of showing it as typed.
 */
export function unsafeRendering(
  hostile: HostileValue,
  text: string,
  allowedMentions: unknown,
): string | null {
  const raw = hostile.value.trim();
  if (raw.length === 0) return null;
  const parse = (allowedMentions as { parse?: string[] } | undefined)?.parse;
  const pingsEveryone = allowedMentions === undefined || (parse ?? []).includes('everyone');
  if (/@(everyone|here)/.test(raw) && text.includes(raw) && pingsEveryone) return `pings ${raw}`;
  if (/evil\.example/.test(raw) && /(?<!\\)https?:\/\/evil\.example/.test(text)) return 'renders a link';
  if (raw.includes('||') && /(?<!\\)\|\|zzqspoiler(?<!\\)\|\|/.test(text)) return 'renders a spoiler';
  if (raw.startsWith('#') && text.split('\n').some((line) => line.startsWith(raw)))
    return `renders ${JSON.stringify(raw)} as a heading`;
  const markdown = /[*_`~|]/.test(raw);
  if (markdown && containsUnescaped(text, raw)) return `renders the markdown of ${JSON.stringify(raw)}`;
  return null;
}

/** The raw value appears with none of its markdown characters escaped. */
function containsUnescaped(text: string, raw: string): boolean {
  let from = 0;
  for (;;) {
    const at = text.indexOf(raw, from);
    if (at < 0) return false;
    if (text[at - 1] !== '\\') return true;
    from = at + 1;
  }
}
