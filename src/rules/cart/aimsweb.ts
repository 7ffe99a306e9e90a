import type { CartMessage } from './cart.messages';
import { formatMoney } from '../money/price-format';

/**
 * aimswebPlus rules, told to the shopper on the cart page before checkout (spec sections 5, 6 and 9):
 * an order with aimswebPlus products needs at least AIMSWEB_MINIMUM_USD of them, and only organisational accounts
 * can buy them. The commerce platform stays the authority at checkout; these are early notices.
 */

export type AccountType = 'PERSONAL' | 'ORGANIZATION';

/** Spec section 9: the aimswebPlus minimum, in US dollars. */
export const AIMSWEB_MINIMUM_USD = 300;

/**
 * Units of each site currency per US dollar, used to turn the USD minimum into the cart's currency
 * on non-USD sites ("US$300.00 (equivalent)" in the checkout content). The same fixed rates as the
 * fake backend's prices; a caller that knows the platform's rate passes `usdRate` instead.
 */
export const USD_RATES: Readonly<Record<string, number>> = {
  USD: 1,
  CAD: 1.35,
  GBP: 0.8,
  AUD: 1.5,
  NZD: 1.65,
  SGD: 1.35,
  EUR: 0.92,
};

export interface AimswebCartInput {
  /** Whether the cart holds any aimswebPlus product. No aimswebPlus product, no notice. */
  hasAimsweb: boolean;
  /** Value of the aimswebPlus entries after discounts, in the cart's currency (`aimswebSubtotal`). */
  aimswebSubtotal: number;
  /** ISO code of the cart's currency. */
  currency: string;
  /** The account the shopper buys for; missing while anonymous or not chosen yet. */
  accountType?: AccountType | undefined;
  /** BCP 47 locale the amounts in the params are formatted for (default en-US). */
  locale?: string;
  /** Units of `currency` per US dollar, overriding USD_RATES. */
  usdRate?: number;
}

export interface AimswebNotice extends CartMessage {
  rule: 'minimum' | 'organisationOnly';
  /** True: the shopper cannot continue to checkout until this is resolved. False: information. */
  blocking: boolean;
}

/** A cart entry as these rules read it; a `CartEntry` of cart.schema.ts fits as it is. */
export interface AimswebCartEntry {
  product: { aimsweb: boolean };
  /** Line value before discounts. */
  totalPrice: { value: number };
  totalDiscounts?: { value: number };
}

/**
 * What the aimswebPlus entries are worth, net of their discounts (what the shopper pays for them:
 * a discount can take a cart under the minimum). Summed in cents.
 */
export function aimswebSubtotal(entries: readonly AimswebCartEntry[]): number {
  let cents = 0;
  for (const entry of entries) {
    if (!entry.product.aimsweb) continue;
    cents += Math.round(entry.totalPrice.value * 100);
    cents -= Math.round((entry.totalDiscounts?.value ?? 0) * 100);
  }
  return cents / 100;
}

/** The input of `aimswebNotices` from a cart's entries. */
export function aimswebCartInput(
  entries: readonly AimswebCartEntry[],
  rest: Omit<AimswebCartInput, 'hasAimsweb' | 'aimswebSubtotal'>,
): AimswebCartInput {
  return {
    ...rest,
    hasAimsweb: entries.some((entry) => entry.product.aimsweb),
    aimswebSubtotal: aimswebSubtotal(entries),
  };
}

function minimumNotice(input: AimswebCartInput): AimswebNotice | undefined {
  const currency = input.currency.toUpperCase();
  const locale = input.locale ?? 'en-US';
  const minimum = formatMoney(AIMSWEB_MINIMUM_USD, 'USD', locale);
  const rate = input.usdRate ?? USD_RATES[currency];
  if (rate === undefined || !(rate > 0)) {
    // No rate for this currency: we cannot tell whether the minimum is met, so we only say it exists.
    return { rule: 'minimum', blocking: false, key: 'aimsweb.minimumInfo', params: { minimum } };
  }
  const minimumCents = Math.round(AIMSWEB_MINIMUM_USD * rate * 100);
  const subtotalCents = Math.round(input.aimswebSubtotal * 100);
  if (subtotalCents >= minimumCents) return undefined;
  const shortfall = formatMoney((minimumCents - subtotalCents) / 100, currency, locale);
  return {
    rule: 'minimum',
    blocking: true,
    key: currency === 'USD' ? 'aimsweb.minimum' : 'aimsweb.minimumEquivalent',
    params: { minimum, shortfall },
  };
}

/**
 * The aimswebPlus notices for a cart, blocking ones first: the minimum (USD-equivalent on
 * non-USD sites) and the organisation-only rule (blocking for a personal account, information while
 * the account is unknown).
 */
export function aimswebNotices(input: AimswebCartInput): AimswebNotice[] {
  if (!input.hasAimsweb) return [];
  const notices: AimswebNotice[] = [];
  if (input.accountType === 'PERSONAL') {
    notices.push({ rule: 'organisationOnly', blocking: true, key: 'aimsweb.organisationOnly' });
  }
  const minimum = minimumNotice(input);
  if (minimum) notices.push(minimum);
  if (input.accountType === undefined) {
    notices.push({
      rule: 'organisationOnly',
      blocking: false,
      key: 'aimsweb.organisationCheckedLater',
    });
  }
  // Blocking notices first; the sort is stable, so the order above holds within each group.
  return notices.sort((a, b) => Number(b.blocking) - Number(a.blocking));
}
