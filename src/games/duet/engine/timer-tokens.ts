import type { TokenBank } from './types.js';

export function tokensInBank(bank: TokenBank): number {
  return bank.bystanderSideUp + bank.checkSideUp;
}

/**
 * A turn ended by choice (a stop, or the turn that placed the last agent): take a check-side
 * token; if only bystander-side tokens remain, take one and flip it. Null when the bank is empty.
 */
export function takeCheckToken(bank: TokenBank): TokenBank | null {
  if (bank.checkSideUp > 0) return { ...bank, checkSideUp: bank.checkSideUp - 1 };
  if (bank.bystanderSideUp > 0) return { ...bank, bystanderSideUp: bank.bystanderSideUp - 1 };
  return null;
}

export type MissPayment = { kind: 'paid'; bank: TokenBank; tokensUsed: 1 | 2 } | { kind: 'out-of-time' };

/**
 * A wrong guess: a bystander-side token goes on the word. With none left, two check-side
 * tokens go there instead; when the bank cannot pay that, time has run out.
 */
export function payForMiss(bank: TokenBank): MissPayment {
  if (bank.bystanderSideUp > 0) {
    return { kind: 'paid', bank: { ...bank, bystanderSideUp: bank.bystanderSideUp - 1 }, tokensUsed: 1 };
  }
  if (bank.checkSideUp >= 2) {
    return { kind: 'paid', bank: { ...bank, checkSideUp: bank.checkSideUp - 2 }, tokensUsed: 2 };
  }
  return { kind: 'out-of-time' };
}
