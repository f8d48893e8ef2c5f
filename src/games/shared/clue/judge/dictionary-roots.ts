/**
 * The root entries of a Hunspell `.dic` file with their flags, and the compound flags its `.aff`
 * declares. Hunspell answers spelling and stems; which entries are themselves compounds
 * (COMPOUNDROOT) and which may stand first or last in one it keeps to itself, so this reads them.
 */
export interface DictionaryRoots {
  flagsOf(root: string): string | undefined;
  /** Marked as a compound in its own right (Hunspell's COMPOUNDROOT), e.g. porszem. */
  isCompoundRoot(root: string): boolean;
  canBeginCompound(root: string): boolean;
  canEndCompound(root: string): boolean;
}

function affixOption(aff: string, name: string): string | null {
  const match = new RegExp(`^${name}\\s+(\\S+)`, 'mu').exec(aff);
  return match?.[1] ?? null;
}

export function readDictionaryRoots(aff: string, dic: string): DictionaryRoots {
  const roots = new Map<string, string>();
  const lines = dic.split('\n');
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const entry = line.split('\t', 1)[0] ?? '';
    const slash = entry.indexOf('/');
    const word = slash < 0 ? entry.trim() : entry.slice(0, slash);
    if (word.length === 0) continue;
    const flags = slash < 0 ? '' : entry.slice(slash + 1).trim();
    roots.set(word, (roots.get(word) ?? '') + flags);
  }
  const flag = (name: string) => affixOption(aff, name);
  const compoundRoot = flag('COMPOUNDROOT');
  const anywhere = flag('COMPOUNDFLAG');
  const begin = flag('COMPOUNDBEGIN');
  const end = flag('COMPOUNDEND');
  const forbid = flag('COMPOUNDFORBIDFLAG');
  const has = (root: string, wanted: (string | null)[]) => {
    const flags = roots.get(root);
    if (flags === undefined || (forbid && flags.includes(forbid))) return false;
    return wanted.some((one) => one !== null && flags.includes(one));
  };
  return {
    flagsOf: (root) => roots.get(root),
    isCompoundRoot: (root) => compoundRoot !== null && (roots.get(root) ?? '').includes(compoundRoot),
    canBeginCompound: (root) => has(root, [anywhere, begin]),
    canEndCompound: (root) => has(root, [anywhere, end]),
  };
}
