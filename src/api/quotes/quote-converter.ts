import { siteTimeZone } from '../http/site-time-zone';
import { todayIn } from '../../rules/form/calendar-date';
import { toCartEntry } from '../cart/cart-converter';
import { occInstant } from '../http/occ-date-time';
import { occTotals } from '../orders/occ-totals';
import { fieldsOf } from '../http/occ-fields';
import { OccQuoteListSchema, OccQuoteSchema } from './occ-quote.schema';
import type { OccQuote, OccQuoteSummary } from './occ-quote.schema';
import { quoteStateOf } from './occ-quote-state';
import type { QuoteDetails, QuoteEntry, QuoteSummary } from './quote.schema';

// OCC's quote to ours. OCC's expiration is an instant; ours is the day just before it on the
// site's calendar, so midnight and 23:59:59 read the same.

export const QUOTE_LIST_FIELDS = fieldsOf(OccQuoteListSchema);

/** The `fields` of the quote read and of create. */
export const QUOTE_FIELDS = fieldsOf(OccQuoteSchema);

export function toQuoteSummary(
  occ: OccQuoteSummary,
  timeZone: string = siteTimeZone(),
  now: number = Date.now(),
): QuoteSummary {
  const created = occInstant(occ.creationTime);
  const expiresAt = occ.expirationTime === undefined ? undefined : occInstant(occ.expirationTime);
  return {
    code: occ.code,
    created: new Date(created).toISOString(),
    totalPrice: occ.totalPriceWithTax ?? occ.totalPrice,
    expirationDate: todayIn(timeZone, new Date(expiresAt === undefined ? created : expiresAt - 1)),
    timeZone,
    state: quoteStateOf(occ.state, expiresAt, now),
    ...(occ.earlyExpiry ? { earlyExpiry: occ.earlyExpiry } : {}),
  };
}

function toQuoteEntry(entry: OccQuote['entries'][number]): QuoteEntry {
  const { product, totalPrice, totalDiscounts } = toCartEntry(entry);
  const { entryNumber, quantity, notDiscountable, basePrice } = entry;
  return { entryNumber, product, quantity, notDiscountable, basePrice, totalPrice, totalDiscounts };
}

export function toQuote(
  occ: OccQuote,
  timeZone: string = siteTimeZone(),
  now: number = Date.now(),
): QuoteDetails {
  const entries = occ.entries.map(toQuoteEntry);
  const discounts = [occ.productDiscounts, occ.orderDiscounts, occ.quoteDiscounts];
  return {
    ...toQuoteSummary(occ, timeZone, now),
    entries,
    deliveryAddress: occ.deliveryAddress,
    deliveryMode: occ.deliveryMode,
    billingAddress: occ.billingAddress,
    totals: occTotals({ ...occ, lines: entries, discounts }, occ.totalPrice),
    customerAccount: occ.customerAccount,
    ...(occ.orderCode ? { orderCode: occ.orderCode } : {}),
    // Spartacus offers the first attachment as the quote's document; so do we.
    ...(occ.sapAttachments[0] ? { attachmentId: occ.sapAttachments[0].id } : {}),
  };
}
