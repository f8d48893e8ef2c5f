import type { Language } from '../i18n/languages.js';

/** Whom a game waits on now, in which server, and the language its table speaks. */
export interface Waiting {
  guildId: string;
  language: Language;
  users: string[];
}

export const waitKeyOf = (waiting: Waiting | null) => (waiting ? [...waiting.users].sort().join(',') : '');
