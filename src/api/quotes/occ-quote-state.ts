import type { QuoteState } from './quote.schema';

/**
 * SAP's QuoteState codes as the store's three states. ORDERED once ordered; ACTIVE while the
 * shopper holds the seller's offer and its expiration time is ahead (SAP expires quotes by a job,
 * so an offer past its time still reads EXPIRED); EXPIRED otherwise. The states the store's
 * process never sends (drafts, submitted, rejected, cancelled, the seller's, unknown ones) have no
 * equivalent: they read as EXPIRED, listed but not orderable, never a broken list.
 */

const OFFERED = new Set(['BUYER_OFFER', 'BUYER_ACCEPTED', 'BUYER_APPROVED']);

export function quoteStateOf(
  state: string,
  expiresAt: number | undefined,
  now: number,
): QuoteState {
  if (state === 'BUYER_ORDERED') return 'ORDERED';
  return OFFERED.has(state) && expiresAt !== undefined && now < expiresAt ? 'ACTIVE' : 'EXPIRED';
}

/** The code the platform sends for each of ours (what the fake backend writes). */
export const OCC_QUOTE_STATE_OF: Readonly<Record<QuoteState, string>> = {
  ACTIVE: 'BUYER_OFFER',
  EXPIRED: 'EXPIRED',
  ORDERED: 'BUYER_ORDERED',
};
