import type { Cart } from '../../api/cart/cart.schema';
import type { BaseSite } from '../../core/locale/locales';
import { ownerOf, type StoredCart } from './cart-store';
import { coversEntry } from './cart-vouchers';
import { round2 } from './pricing-context';
import { findVoucher, orgDiscountOf, windowState } from './seed-promotions';

/**
 * What a cart costs in one base site at one moment: unit prices (a quote's where the cart was made
 * from one), the organisation's discount and the promotion codes (spec sections 4 and 8). Computed
 * on every read, never stored.
 */

export interface EntryPricing {
  base: number;
  gross: number;
  discount: number;
}

export interface CartPricing {
  entries: EntryPricing[];
  voucherValues: Map<string, number>;
  /** Taken off the order by order promotions, on no line (OCC's `orderDiscounts`). */
  orderDiscount: number;
  uapStatus?: Cart['uapStatus'];
  uapLabel?: string | undefined;
  orgDiscountStatus?: Cart['orgDiscountStatus'];
  orgDiscountLabel?: string | undefined;
}

export function priceCart(cart: StoredCart, site: BaseSite, now: number): CartPricing {
  const entries = cart.entries.map((entry) => {
    const quoted =
      cart.quote?.site === site ? cart.quote.basePrices.get(entry.product.code) : undefined;
    const base = quoted ?? entry.product.prices[site];
    return { base, gross: round2(base * entry.quantity), discount: 0 };
  });
  const pricing: CartPricing = { entries, voucherValues: new Map(), orderDiscount: 0 };

  // Organisation-level discount of the owner's organisation (spec section 4).
  const owner = ownerOf(cart);
  const org = owner ? orgDiscountOf(owner.id) : undefined;
  if (org) {
    const state = windowState(org, now);
    pricing.orgDiscountLabel = org.label;
    pricing.orgDiscountStatus =
      state === 'active' ? 'OLD_APPLIED' : state === 'ended' ? 'OLD_EXPIRED' : 'OLD_NOT_STARTED';
    if (state === 'active') {
      cart.entries.forEach((entry, i) => {
        const priced = entries[i];
        if (priced && entry.product.discountable)
          priced.discount += round2((priced.gross * org.percent) / 100);
      });
    }
  }

  // Promotion codes: percentage codes on the entries they cover; UAP on the first units only.
  for (const code of cart.vouchers) {
    const voucher = findVoucher(code);
    if (!voucher || voucher.scope === 'order') continue;
    let value = 0;
    if (voucher.uap) {
      pricing.uapLabel = voucher.uap.label;
      if (
        windowState(
          { startDate: voucher.startDate, endDate: voucher.uap.agreementEndDate },
          now,
        ) !== 'active'
      ) {
        pricing.uapStatus ??= 'UAP_EXPIRED';
        pricing.voucherValues.set(code, 0);
        continue;
      }
      let unitsLeft = voucher.uap.unitLimit;
      let covered = 0;
      cart.entries.forEach((entry, i) => {
        const priced = entries[i];
        if (!priced || !coversEntry(voucher, entry)) return;
        covered += entry.quantity;
        const units = Math.min(entry.quantity, unitsLeft);
        unitsLeft -= units;
        const off = round2((priced.base * units * voucher.percent) / 100);
        priced.discount += off;
        value += off;
      });
      const status = covered > voucher.uap.unitLimit ? 'UAP_LIMIT_REACHED' : 'UAP_APPLIED';
      if (pricing.uapStatus !== 'UAP_LIMIT_REACHED') pricing.uapStatus = status;
    } else {
      cart.entries.forEach((entry, i) => {
        const priced = entries[i];
        if (!priced || !coversEntry(voucher, entry)) return;
        const off = round2((priced.gross * voucher.percent) / 100);
        priced.discount += off;
        value += off;
      });
    }
    pricing.voucherValues.set(code, round2(value));
  }

  for (const priced of entries) priced.discount = Math.min(round2(priced.discount), priced.gross);

  // Order promotions come after the product discounts, on what the lines then cost.
  for (const code of cart.vouchers) {
    const voucher = findVoucher(code);
    if (voucher?.scope !== 'order') continue;
    const base = cart.entries.reduce((sum, entry, i) => {
      const priced = entries[i];
      return priced && coversEntry(voucher, entry) ? sum + priced.gross - priced.discount : sum;
    }, 0);
    const value = round2((base * voucher.percent) / 100);
    pricing.orderDiscount = round2(pricing.orderDiscount + value);
    pricing.voucherValues.set(code, value);
  }
  return pricing;
}
