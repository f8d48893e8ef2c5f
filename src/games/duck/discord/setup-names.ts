import type { Language } from '../../../platform/i18n/languages.js';
import { setupById } from '../setups.js';

/** A board set-up's name in `language` (its id when a stored race names one no longer shipped). */
export const setupName = (setupId: string, language: Language) =>
  setupById(setupId)?.names[language] ?? setupId;
