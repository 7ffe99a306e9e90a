import type { AppliedVoucher, Cart, CartEntry, CartModification } from '../../api/cart/cart.schema';
import type { ModificationResult } from './cart-entries';
import { priceCart } from './cart-pricing';
import { ANONYMOUS, ownerOf, type StoredCart } from './cart-store';
import { priceOf, round2, type PricingContext } from './pricing-context';
import { productSummary, restrictionFor } from './products';
import { qualificationLevelOfUser } from './qualifications';
import { findVoucher } from './seed-promotions';

/** A stored cart and a change to it as the wire answers them, priced for the request. */

/** The wire cart for one request: priced in the request's base site, rules of the owner applied. */
export function renderCart(
  cart: StoredCart,
  context: PricingContext,
  now: number = Date.now(),
): Cart {
  const owner = ownerOf(cart);
  const pricing = priceCart(cart, context.site, now);
  const price = (value: number) => priceOf(value, context);
  const entries: CartEntry[] = cart.entries.map((entry, entryNumber) => {
    const priced = pricing.entries[entryNumber] ?? { base: 0, gross: 0, discount: 0 };
    const restriction = restrictionFor(entry.product, owner);
    return {
      entryNumber,
      product: productSummary(entry.product),
      quantity: entry.quantity,
      basePrice: price(priced.base),
      totalPrice: price(priced.gross),
      totalDiscounts: price(priced.discount),
      notDiscountable: !entry.product.discountable,
      availability: entry.product.estimatedShipDate ?? 'inStock',
      ...(restriction ? { restriction } : {}),
      ...(entry.trainingDetails ? { trainingDetails: entry.trainingDetails } : {}),
    };
  });
  const subTotal = round2(pricing.entries.reduce((sum, e) => sum + e.gross, 0));
  const discounts = round2(
    pricing.entries.reduce((sum, e) => sum + e.discount, 0) + pricing.orderDiscount,
  );
  const appliedVouchers: AppliedVoucher[] = cart.vouchers.flatMap((code) => {
    const voucher = findVoucher(code);
    if (!voucher) return [];
    return [
      {
        code: voucher.code,
        name: voucher.name,
        description: voucher.description,
        value: voucher.percent,
        appliedValue: price(pricing.voucherValues.get(code) ?? 0),
      },
    ];
  });
  return {
    code: cart.code,
    guid: cart.guid,
    user: owner
      ? {
          uid: owner.id,
          accountType: owner.accountType,
          qualificationLevel: qualificationLevelOfUser(owner.id),
        }
      : { uid: ANONYMOUS },
    entries,
    totalItems: entries.length,
    totalUnitCount: cart.entries.reduce((sum, e) => sum + e.quantity, 0),
    subTotal: price(subTotal),
    totalDiscounts: price(discounts),
    totalPrice: price(subTotal - discounts),
    appliedVouchers,
    ...(pricing.uapStatus ? { uapStatus: pricing.uapStatus } : {}),
    ...(pricing.uapLabel ? { uapLabel: pricing.uapLabel } : {}),
    ...(pricing.orgDiscountStatus ? { orgDiscountStatus: pricing.orgDiscountStatus } : {}),
    ...(pricing.orgDiscountLabel ? { orgDiscountLabel: pricing.orgDiscountLabel } : {}),
    stockNotices: [...cart.stockNotices.values()],
    ...(cart.name !== undefined ? { name: cart.name } : {}),
    ...(cart.description !== undefined ? { description: cart.description } : {}),
    ...(cart.saveTime !== undefined ? { saveTime: cart.saveTime } : {}),
  };
}

export function renderModification(
  cart: StoredCart,
  result: ModificationResult,
  context: PricingContext,
): CartModification {
  const entry = renderCart(cart, context).entries.find(
    (e) => e.product.code === result.productCode,
  );
  return {
    statusCode: result.statusCode,
    ...(result.statusMessage ? { statusMessage: result.statusMessage } : {}),
    quantityAdded: result.quantityAdded,
    quantity: result.quantity,
    ...(entry ? { entry } : {}),
  };
}
