/**
 * What the checkout's account brings to payment (extension `…/checkout/account-payment`): purchase
 * order only for an organisation that has ordered before (spec section 6), and its billing address.
 */
import type { AccountPaymentWire } from '../../api/orders/account-payment.schema';
import type { AccountRecord } from './accounts';
import { renderAddress } from './addresses';
import type { StoredCart } from './cart-store';
import { choicesOf, chosenAccount } from './checkout';
import { hasOrderedBefore } from './orders';

/** Whether purchase order is offered for an order of this account, and why not. */
export function purchaseOrderOption(
  account: AccountRecord | undefined,
): AccountPaymentWire['purchaseOrder'] {
  // No account chosen yet: nothing to offer it to.
  if (!account) return { available: false };
  if (account.type === 'PERSONAL') return { available: false, reason: 'personalAccount' };
  if (!hasOrderedBefore(account.id)) return { available: false, reason: 'noPreviousOrder' };
  return { available: true };
}

export function accountPaymentOf(cart: StoredCart, lang: string): AccountPaymentWire {
  const account = chosenAccount(choicesOf(cart));
  return {
    purchaseOrder: purchaseOrderOption(account),
    ...(account?.billingAddress
      ? { accountAddress: renderAddress(account.billingAddress, lang) }
      : {}),
  };
}
