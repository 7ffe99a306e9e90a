import type { StoredQuote } from './quotes';

/**
 * The quote's document as OCC lists it (`sapAttachments`, AttachmentWsDTO): the store attaches
 * its proposal PDF (quote-pdf.ts) to every quote, so each quote has this one attachment.
 */
export function quoteAttachment(quote: StoredQuote): { id: string; filename: string } {
  return { id: `${quote.code}-proposal`, filename: `quote-${quote.code}` };
}
