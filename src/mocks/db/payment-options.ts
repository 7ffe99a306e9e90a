/**
 * How the checkout's order may be paid (`…/carts/current/payment-options`): the shopper's saved
 * cards, masked, with each card's holder and billing address; purchase order, offered only to an organisation that has ordered before (spec
 * section 5); and the customer account's billing address, which a new card may bill to.
 */
import type { PaymentOptionsWire as PaymentOptions } from '../../api/orders/payment-options';
import type { OccPaymentDetails } from '../../api/payment-cards/payment-details.schema';
import { defaultFirst } from '../../rules/card/default-card';
import { renderPaymentDetails, savedCardsOf } from '../identity/payment-cards';
import type { AccountRecord } from './accounts';
import { renderAddress } from './addresses';
import type { StoredCart } from './cart-store';
import { choicesOf, chosenAccount } from './checkout';
import { hasOrderedBefore } from './orders';
import type { SeedUser } from './seed-users';

/** Whether purchase order is offered for an order of this account, and why not. */
export function purchaseOrderOption(
  account: AccountRecord | undefined,
): PaymentOptions['purchaseOrder'] {
  // No account chosen yet: nothing to offer it to.
  if (!account) return { available: false };
  if (account.type === 'PERSONAL') return { available: false, reason: 'personalAccount' };
  if (!hasOrderedBefore(account.id)) return { available: false, reason: 'noPreviousOrder' };
  return { available: true };
}

/**
 * The shopper's saved cards as the checkout offers them: OCC's PaymentDetails, masked, with their
 * holder and billing address, their default card first (the checkout preselects the first).
 */
export function savedCardOptions(user: SeedUser, lang: string): OccPaymentDetails[] {
  return defaultFirst(
    savedCardsOf(user.id).map((card) => renderPaymentDetails(user.id, card, lang)),
  );
}

export function paymentOptionsOf(user: SeedUser, cart: StoredCart, lang: string): PaymentOptions {
  const account = chosenAccount(choicesOf(cart));
  return {
    savedCards: savedCardOptions(user, lang),
    purchaseOrder: purchaseOrderOption(account),
    ...(account?.billingAddress
      ? { accountAddress: renderAddress(account.billingAddress, lang) }
      : {}),
  };
}
