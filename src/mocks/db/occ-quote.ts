import type { OccQuoteSummaryWire, OccQuoteWire } from '../../api/quotes/occ-quote.schema';
import { OCC_QUOTE_STATE_OF } from '../../api/quotes/occ-quote-state';
import type { QuoteState } from '../../api/quotes/quote.schema';
import { priceOf, round2, type PricingContext } from './pricing-context';
import { quoteAttachment } from './quote-attachment';
import { quoteEndsAt } from './quote-expiry';
import { renderQuote, renderQuoteSummary, type StoredQuote } from './quotes';

/**
 * A quote as OCC v2's QuoteWsDTO: discounts split into product and order, no seller discount,
 * `totalPriceWithTax` what the shopper pays, times as SAP writes them (`+0000`).
 */

/** With OCC's fields the client does not read (name, version, allowed actions…). */
type WithOccExtras<T> = T & Record<string, unknown>;

/** SAP's date-time form: seconds and an offset without a colon. */
function occTime(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, '+0000');
}

/** What the shopper may do with it, by state (OCC's QuoteActionType). */
const ALLOWED_ACTIONS: Readonly<Record<QuoteState, string[]>> = {
  ACTIVE: ['CHECKOUT'],
  EXPIRED: ['REQUOTE'],
  ORDERED: [],
};

/**
 * SAP's state: an offer the shopper checked out is BUYER_ACCEPTED until its order (SAP's
 * transition for CHECKOUT, as Spartacus lists the states; not confirmed against SAP's source).
 */
function occStateOf(quote: StoredQuote, state: QuoteState): string {
  return state === 'ACTIVE' && quote.checkout ? 'BUYER_ACCEPTED' : OCC_QUOTE_STATE_OF[state];
}

export function renderOccQuoteSummary(
  quote: StoredQuote,
  request: PricingContext,
  now: Date = new Date(),
): WithOccExtras<OccQuoteSummaryWire> {
  const summary = renderQuoteSummary(quote, request, now);
  const { totals } = quote;
  const context: PricingContext = { site: quote.site, lang: request.lang };
  const withDelivery = totals.subTotal - totals.totalDiscounts + totals.deliveryCost;
  return {
    code: quote.code,
    name: `Quote ${quote.code}`,
    description: '',
    version: 1,
    creationTime: occTime(new Date(quote.created)),
    updatedTime: occTime(new Date(quote.checkout?.at ?? quote.created)),
    expirationTime: occTime(quoteEndsAt(quote.site, quote.expirationDate)),
    state: occStateOf(quote, summary.state),
    allowedActions: ALLOWED_ACTIONS[summary.state],
    ...(quote.checkout ? { cartId: quote.checkout.cartCode } : {}),
    sapAttachments: [quoteAttachment(quote)],
    totalItems: quote.lines.length,
    totalPrice: priceOf(round2(withDelivery), context),
    totalPriceWithTax: summary.totalPrice,
    ...(quote.earlyExpiry ? { earlyExpiry: quote.earlyExpiry } : {}),
  };
}

export function renderOccQuote(
  quote: StoredQuote,
  request: PricingContext,
): WithOccExtras<OccQuoteWire> {
  const details = renderQuote(quote, request);
  const context: PricingContext = { site: quote.site, lang: request.lang };
  const price = (value: number) => priceOf(round2(value), context);
  const { totals } = details;
  const productDiscounts = quote.lines.reduce((sum, line) => sum + line.discount, 0);
  return {
    ...renderOccQuoteSummary(quote, request),
    subTotalWithDiscounts: price(totals.subTotal.value - totals.totalDiscounts.value),
    quoteDiscounts: price(0),
    productDiscounts: price(productDiscounts),
    orderDiscounts: price(totals.totalDiscounts.value - productDiscounts),
    ...(totals.deliveryCost ? { deliveryCost: totals.deliveryCost } : {}),
    totalTax: price(totals.totalTax.value + totals.totalVat.value),
    totalVat: totals.totalVat,
    deliveryAddress: details.deliveryAddress,
    deliveryMode: details.deliveryMode,
    billingAddress: details.billingAddress,
    customerAccount: details.customerAccount,
    ...(details.orderCode ? { orderCode: details.orderCode } : {}),
    entries: details.entries.map(({ totalDiscounts, ...entry }) => ({
      ...entry,
      totalPrice: price(entry.totalPrice.value - (totalDiscounts?.value ?? 0)),
    })),
  };
}
