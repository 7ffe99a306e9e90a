import type { QuoteState } from './quote.schema';

// SAP's QuoteState codes as ours. SAP expires quotes by a job, so an offer past its time reads
// EXPIRED too; so does any other state, never a broken list.

const OFFERED = new Set(['BUYER_OFFER', 'BUYER_ACCEPTED', 'BUYER_APPROVED']);

export function quoteStateOf(
  state: string,
  expiresAt: number | undefined,
  now: number,
): QuoteState {
  if (state === 'BUYER_ORDERED') return 'ORDERED';
  return OFFERED.has(state) && expiresAt !== undefined && now < expiresAt ? 'ACTIVE' : 'EXPIRED';
}

/** The code the platform sends for each of ours. */
export const OCC_QUOTE_STATE_OF: Readonly<Record<QuoteState, string>> = {
  ACTIVE: 'BUYER_OFFER',
  EXPIRED: 'EXPIRED',
  ORDERED: 'BUYER_ORDERED',
};
