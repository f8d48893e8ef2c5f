import type { Language } from '../../../platform/i18n/languages.js';
import type { Identity, Team } from '../engine/index.js';
import { tCodenamesLabel } from './labels/index.js';

export function teamName(language: Language, team: Team): string {
  return tCodenamesLabel(language, team === 'red' ? 'team.red' : 'team.blue');
}

export function identityName(language: Language, identity: Identity): string {
  if (identity === 'red' || identity === 'blue') return teamName(language, identity);
  return tCodenamesLabel(language, identity === 'bystander' ? 'legend.bystander' : 'legend.assassin');
}
