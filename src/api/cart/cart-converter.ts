import { getCore } from '../../core/core';
import { priceIn, round2 } from '../../rules/money/price-format';
import { fieldsOf } from '../http/occ-fields';
import { toProductSummary } from '../products/product-ref-converter';
import type { Price } from '../products/product.schema';
import { CartModificationStatusSchema } from './cart.schema';
import type {
  AppliedVoucher,
  Cart,
  CartEntry,
  CartModification,
  CartModificationStatus,
} from './cart.schema';
import { OccCartModificationSchema, OccCartSchema } from './occ-cart.schema';
import type { OccCart, OccCartModification, OccOrderEntry, OccVoucher } from './occ-cart.schema';

/** OCC's cart to ours: OCC's totals are after discounts and with delivery, ours are derived. */

export const CART_FIELDS = fieldsOf(OccCartSchema);

export const CART_MODIFICATION_FIELDS = fieldsOf(OccCartModificationSchema);

/** A derived amount, in the currency of one the platform sent. */
export function derivedPrice(value: number, like: Price): Price {
  return priceIn(value, like.currencyIso, getCore().store.site.locale);
}

// The wire objects are spread: valibot's object schemas keep only the fields they name.

export function toCartEntry(entry: OccOrderEntry): CartEntry {
  const gross = round2(entry.basePrice.value * entry.quantity);
  return {
    ...entry,
    product: toProductSummary(entry.product),
    totalPrice: derivedPrice(gross, entry.basePrice),
    totalDiscounts: derivedPrice(
      Math.max(0, round2(gross - entry.totalPrice.value)),
      entry.basePrice,
    ),
  };
}

export function toVoucher({ voucherCode, ...voucher }: OccVoucher): AppliedVoucher {
  const code = voucherCode ?? voucher.code;
  return { ...voucher, code, name: voucher.name ?? code };
}

export function toCart(occ: OccCart): Cart {
  // Delivery and the split of the discounts are OCC's, not on our cart.
  const {
    totalPrice: _withDelivery,
    deliveryCost,
    productDiscounts,
    orderDiscounts,
    ...cart
  } = occ;
  const entries = cart.entries.map(toCartEntry);
  const gross = round2(entries.reduce((sum, entry) => sum + entry.totalPrice.value, 0));
  return {
    ...cart,
    entries,
    totalUnitCount:
      cart.totalUnitCount ?? cart.entries.reduce((sum, entry) => sum + entry.quantity, 0),
    // OCC's subTotal is after every discount.
    subTotal: derivedPrice(gross, cart.subTotal),
    totalDiscounts:
      cart.totalDiscounts ??
      derivedPrice(
        round2((productDiscounts?.value ?? 0) + (orderDiscounts?.value ?? 0)),
        cart.subTotal,
      ),
    totalPrice: cart.subTotal,
    appliedVouchers: cart.appliedVouchers.map(toVoucher),
  };
}

const KNOWN_STATUSES: ReadonlySet<string> = new Set(CartModificationStatusSchema.options);

/** An unknown status (an add-on's) is read by what it did: `noStock` or `lowStock`. */
function statusOf(modification: OccCartModification): CartModificationStatus {
  if (KNOWN_STATUSES.has(modification.statusCode)) {
    return modification.statusCode as CartModificationStatus;
  }
  return modification.quantityAdded > 0 ? 'lowStock' : 'noStock';
}

export function toCartModification(modification: OccCartModification): CartModification {
  const { entry, ...rest } = modification;
  return {
    ...rest,
    statusCode: statusOf(modification),
    ...(entry ? { entry: toCartEntry(entry) } : {}),
  };
}
