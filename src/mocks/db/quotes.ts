/**
 * Quotes of the fake backend, each shown only to its shopper. A quote keeps the cart as it was, in
 * its site's currency; its state is worked out on every read. OCC's shapes are in occ-quote.ts.
 */
import type * as v from 'valibot';
import {
  QUOTE_VALIDITY_DAYS,
  type QuoteDetailsSchema,
  type QuoteSummary,
} from '../../api/quotes/quote.schema';
import type { ProductSummary } from '../../api/products/product.schema';
import type { BaseSite } from '../../core/locale/locales';
import { addDays } from '../../rules/form/calendar-date';
import { accountById } from './accounts';
import { findAddress, renderAddress } from './addresses';
import { renderCart } from './cart-render';
import { type StoredCart } from './cart-store';
import { priceOf, type PricingContext } from './pricing-context';
import { findProduct } from './products';
import { checkoutTotals } from './checkout-totals';
import { deliveryModeFor } from './delivery-modes';
import { responseLang } from './display-names';
import { quoteStateAt, siteTimeZone, siteToday, type Expiry } from './quote-expiry';
import type { StoredAddress } from './seed-addresses';
import { SEED_QUOTES, type SeedQuote } from './seed-quotes';

/** Our model of a quote with OCC's addresses, as the OCC render and the PDF start from. */
type QuoteDetails = v.InferInput<typeof QuoteDetailsSchema>;

export interface StoredQuoteLine {
  product: ProductSummary;
  quantity: number;
  /** Unit price, line value before discounts, and the line's discounts, in the quote's currency. */
  base: number;
  gross: number;
  discount: number;
  notDiscountable: boolean;
}

export interface StoredQuote extends Expiry {
  code: string;
  ownerId: string;
  site: BaseSite;
  created: string;
  lines: StoredQuoteLine[];
  /** Ordering the quote applies these again. */
  vouchers: string[];
  totals: {
    subTotal: number;
    totalDiscounts: number;
    deliveryCost: number;
    totalTax: number;
    totalVat: number;
    totalPrice: number;
  };
  delivery: StoredAddress;
  /** undefined: the billing address follows the delivery address. */
  billing: StoredAddress | undefined;
  deliveryModeCode: string;
  accountId: string | undefined;
  customerAccount: QuoteDetails['customerAccount'];
  ordered: boolean;
  orderCode?: string | undefined;
  /** The cart its checkout made (OCC's `cartId`), and when (OCC's `updatedTime`). */
  checkout?: { cartCode: string; at: string } | undefined;
}

const FIRST_QUOTE_NUMBER = 10_000_001;
export const QUOTE_CODE_PATTERN = /^Q\d{8}$/;

let quotes = new Map<string, StoredQuote>();
let nextQuoteNumber = FIRST_QUOTE_NUMBER;

export function takeQuoteCode(): string {
  const code = `Q${String(nextQuoteNumber).padStart(8, '0')}`;
  nextQuoteNumber += 1;
  return code;
}

export function recordQuote(quote: StoredQuote): void {
  quotes.set(quote.code, quote);
}

/** One of the shopper's quotes; a malformed number, an unknown one and anyone else's are not found. */
export function findQuote(ownerId: string, code: string): StoredQuote | undefined {
  if (!QUOTE_CODE_PATTERN.test(code)) return undefined;
  const quote = quotes.get(code);
  return quote?.ownerId === ownerId ? quote : undefined;
}

/** The shopper's quotes, newest first. */
export function quotesOf(ownerId: string): StoredQuote[] {
  return [...quotes.values()]
    .filter((quote) => quote.ownerId === ownerId)
    .sort((a, b) => b.created.localeCompare(a.created) || b.code.localeCompare(a.code));
}

/** Test control: the quote's last day was yesterday, in its site's time zone. False: no such quote. */
export function expireQuoteNow(code: string): boolean {
  const quote = quotes.get(code);
  if (!quote) return false;
  quote.expirationDate = addDays(siteToday(quote.site), -1);
  return true;
}

export function quoteExpired(code: string): boolean {
  const quote = quotes.get(code);
  return quote !== undefined && quoteStateAt(quote) === 'EXPIRED';
}

export function markQuoteOrdered(cart: StoredCart, orderCode: string): void {
  const quote = cart.quote && quotes.get(cart.quote.code);
  if (!quote) return;
  quote.ordered = true;
  quote.orderCode = orderCode;
  quote.checkout = undefined;
}

/** The lines and totals of a cart as a quote keeps them (its checkout's delivery cost and taxes). */
export function quoteLinesOf(
  cart: StoredCart,
  context: PricingContext,
  options: Parameters<typeof checkoutTotals>[2],
): Pick<StoredQuote, 'lines' | 'totals'> {
  const rendered = renderCart(cart, context);
  const totals = checkoutTotals(cart, context, options);
  return {
    lines: rendered.entries.map((entry) => ({
      product: entry.product,
      quantity: entry.quantity,
      base: entry.basePrice.value,
      gross: entry.totalPrice.value,
      discount: entry.totalDiscounts?.value ?? 0,
      notDiscountable: entry.notDiscountable,
    })),
    totals: {
      subTotal: totals.subTotal.value,
      totalDiscounts: totals.totalDiscounts.value,
      deliveryCost: totals.deliveryCost?.value ?? 0,
      totalTax: totals.totalTax.value,
      totalVat: totals.totalVat.value,
      totalPrice: totals.totalPrice.value,
    },
  };
}

/** A quote's summary for one request (amounts in its own currency, formatted in the request's language). */
export function renderQuoteSummary(
  quote: StoredQuote,
  request: PricingContext,
  now: Date = new Date(),
): QuoteSummary {
  const context: PricingContext = { site: quote.site, lang: request.lang };
  return {
    code: quote.code,
    created: quote.created,
    totalPrice: priceOf(quote.totals.totalPrice, context),
    expirationDate: quote.expirationDate,
    timeZone: siteTimeZone(quote.site),
    state: quoteStateAt(quote, now),
    ...(quote.earlyExpiry ? { earlyExpiry: quote.earlyExpiry } : {}),
  };
}

export function renderQuote(quote: StoredQuote, request: PricingContext): QuoteDetails {
  const context: PricingContext = { site: quote.site, lang: request.lang };
  const lang = responseLang(context);
  const price = (value: number) => priceOf(value, context);
  const { totals } = quote;
  const mode = deliveryModeFor(quote.delivery.country, quote.deliveryModeCode, context, lang);
  return {
    ...renderQuoteSummary(quote, request),
    entries: quote.lines.map((line, entryNumber) => ({
      entryNumber,
      product: line.product,
      quantity: line.quantity,
      notDiscountable: line.notDiscountable,
      basePrice: price(line.base),
      totalPrice: price(line.gross),
      ...(line.discount > 0 ? { totalDiscounts: price(line.discount) } : {}),
    })),
    deliveryAddress: renderAddress(quote.delivery, lang),
    deliveryMode: mode ?? {
      code: quote.deliveryModeCode,
      name: quote.deliveryModeCode,
      description: '',
      deliveryCost: price(totals.deliveryCost),
    },
    billingAddress: renderAddress(quote.billing ?? quote.delivery, lang),
    totals: {
      subTotal: price(totals.subTotal),
      totalDiscounts: price(totals.totalDiscounts),
      deliveryCost: price(totals.deliveryCost),
      totalTax: price(totals.totalTax),
      totalVat: price(totals.totalVat),
      totalPrice: price(totals.totalPrice),
    },
    customerAccount: quote.customerAccount,
    ...(quote.orderCode ? { orderCode: quote.orderCode } : {}),
  };
}

/** A seed as a quote: priced on the US site as a cart of its lines would be, dated from today. */
function seedQuote(seed: SeedQuote, today: string): StoredQuote {
  const site: BaseSite = 'usassessments';
  const context: PricingContext = { site };
  const address = findAddress(seed.ownerId, seed.addressId);
  const account = accountById(seed.accountId);
  const delivery = address && { ...address, defaultShipping: undefined, defaultBilling: undefined };
  if (!delivery || !account)
    throw new Error(`seed quote: no address or account of ${seed.ownerId}`);
  const cart: StoredCart = {
    code: 'seed-quote',
    guid: 'seed-quote',
    ownerId: seed.ownerId,
    entries: seed.lines.map(({ code, quantity }) => {
      const product = findProduct(code);
      if (!product) throw new Error(`seed quote: no product ${code}`);
      return { product, quantity };
    }),
    vouchers: [],
    stockNotices: new Map(),
    touchedAt: 0,
    version: 0,
  };
  const mode = deliveryModeFor(delivery.country, seed.deliveryModeCode, context, 'en');
  const createdDate = addDays(today, -seed.createdDaysAgo);
  return {
    code: takeQuoteCode(),
    ownerId: seed.ownerId,
    site,
    created: `${createdDate}T16:00:00.000Z`,
    ...quoteLinesOf(cart, context, {
      delivery,
      deliveryCost: mode?.deliveryCost.value,
      taxExempt: account.taxExempt,
    }),
    vouchers: [],
    delivery,
    billing: undefined,
    deliveryModeCode: seed.deliveryModeCode,
    accountId: account.id,
    customerAccount: {
      name: account.name,
      ...(account.accountNumber ? { accountNumber: account.accountNumber } : {}),
    },
    ordered: seed.ordered ?? false,
    ...(seed.early
      ? {
          expirationDate: addDays(createdDate, seed.early.afterDays),
          earlyExpiry: {
            reason: seed.early.reason,
            date: addDays(createdDate, seed.early.afterDays),
          },
        }
      : { expirationDate: addDays(createdDate, QUOTE_VALIDITY_DAYS) }),
  };
}

/** Quotes made since the last reset: a retried create must make one. */
export function quotesCreated(): number {
  return quotes.size - SEED_QUOTES.length;
}

/** Back to the seeded quotes, dated from today (called by resetMockState). */
export function resetQuotes(): void {
  quotes = new Map();
  nextQuoteNumber = FIRST_QUOTE_NUMBER;
  const today = siteToday('usassessments');
  for (const seed of SEED_QUOTES) recordQuote(seedQuote(seed, today));
}

// The first test or page before any reset sees the seeded quotes too.
resetQuotes();
