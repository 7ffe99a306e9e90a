import type { Cart } from '../../api/cart/cart.schema';
import { discountLabel, type DiscountLabel } from '../../rules/cart/discount-label';
import type { ShippingNotesInput } from '../../rules/cart/shipping-notes';
import type { Locale } from '../../core/locale/locales';
import { useFlag } from '../../core/react/use-store';
import { TotalsList, type TotalsRow } from './totals-list';

// A cart's totals with the discount label (spec section 4) and shipping notes (spec section 9).

export interface DiscountFlags {
  /** Spec section 9's `upc` flag: the only UAP switch the flags have. */
  uap: boolean;
  orgDiscount: boolean;
}

export function cartDiscountLabel(
  cart: Pick<Cart, 'uapStatus' | 'uapLabel' | 'orgDiscountStatus' | 'orgDiscountLabel'>,
  flags: DiscountFlags,
): DiscountLabel {
  return discountLabel({
    uapStatus: cart.uapStatus,
    uapFeatureEnabled: flags.uap,
    uapLabel: cart.uapLabel,
    orgDiscountFlag: flags.orgDiscount,
    oldStatus: cart.orgDiscountStatus,
    orgLabel: cart.orgDiscountLabel,
  });
}

/**
 * The cart has no shipping address, availability or tax status: the country comes from the site,
 * and an organisation counts as tax-exempt (the note explains exemption; see
 * docs/decisions/rules-shipping-notes.md).
 */
export function cartShippingInput(
  cart: Pick<Cart, 'entries' | 'user'>,
  locale: Locale,
): ShippingNotesInput {
  return {
    locale,
    entries: cart.entries,
    accountType: cart.user.accountType,
    taxExempt: cart.user.accountType === 'ORGANIZATION',
  };
}

interface CartTotalsProps {
  cart: Cart;
  headingLevel?: 'h2' | 'h3';
  /** The checkout's amounts (with delivery and taxes) instead of the cart's. */
  amounts?: Pick<Cart, 'subTotal' | 'totalDiscounts' | 'totalPrice'>;
  extraRows?: readonly TotalsRow[];
  /**
   * The shipping notes' texts: the cart's from the rules' catalog, the checkout's from its content
   * call; given by each, so the totals carry neither catalog.
   */
  notes: readonly string[];
}

export function CartTotals({
  cart,
  headingLevel,
  amounts = cart,
  extraRows,
  notes,
}: CartTotalsProps) {
  const uap = useFlag('upc');
  const orgDiscount = useFlag('organisation-level-discount');
  return (
    <TotalsList
      amounts={amounts}
      label={cartDiscountLabel(cart, { uap, orgDiscount })}
      extraRows={extraRows}
      notes={notes}
      headingLevel={headingLevel}
    />
  );
}
