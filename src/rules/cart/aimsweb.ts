import type { CartMessage } from './cart.messages';
import { formatMoney } from '../money/price-format';

// aimswebPlus rules shown on the cart page (spec sections 5, 6 and 9): a minimum spend and
// organisational accounts only. Early notices; the commerce platform decides at checkout.

export type AccountType = 'PERSONAL' | 'ORGANIZATION';

/** Spec section 9, in US dollars. */
export const AIMSWEB_MINIMUM_USD = 300;

/** Units per US dollar: the fake backend's fixed rates, unless `usdRate` is given. */
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
  hasAimsweb: boolean;
  /** After discounts, in the cart's currency. */
  aimswebSubtotal: number;
  currency: string;
  /** Missing while anonymous or not chosen yet. */
  accountType?: AccountType | undefined;
  /** BCP 47; default en-US. */
  locale?: string;
  usdRate?: number;
}

export interface AimswebNotice extends CartMessage {
  rule: 'minimum' | 'organisationOnly';
  /** The shopper cannot go to checkout until it is resolved. */
  blocking: boolean;
}

export interface AimswebCartEntry {
  product: { aimsweb: boolean };
  /** Before discounts. */
  totalPrice: { value: number };
  totalDiscounts?: { value: number };
}

/** Net of discounts, since a discount can take a cart under the minimum. Summed in cents. */
export function aimswebSubtotal(entries: readonly AimswebCartEntry[]): number {
  let cents = 0;
  for (const entry of entries) {
    if (!entry.product.aimsweb) continue;
    cents += Math.round(entry.totalPrice.value * 100);
    cents -= Math.round((entry.totalDiscounts?.value ?? 0) * 100);
  }
  return cents / 100;
}

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
    // No rate: we cannot tell whether the minimum is met, only that it exists.
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

/** Blocking notices first; the organisation rule only informs while the account type is unknown. */
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
  // Stable sort: the order above holds within each group.
  return notices.sort((a, b) => Number(b.blocking) - Number(a.blocking));
}
