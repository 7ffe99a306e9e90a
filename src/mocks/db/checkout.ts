/**
 * Checkout choices kept per cart on the server, as SAP Commerce keeps them on the cart (a reload
 * or another tab resumes with them), and the rendered checkout state.
 */
import type { CheckoutStateWire as CheckoutState } from '../../api/checkout/checkout.schema';
import { canBuy } from '../../rules/cart/qualification';
import {
  accountById,
  qglobalByNumber,
  qualifiedUsersOf,
  renderCustomerAccount,
  renderQglobalAccount,
  type AccountRecord,
} from './accounts';
import { renderAddress } from './addresses';
import { findCart, type StoredCart } from './cart-store';
import { type PricingContext } from './pricing-context';
import { CheckoutOpError } from './checkout-errors';
import { checkoutTotals } from './checkout-totals';
import { deliveryModeFor } from './delivery-modes';
import type { StoredAddress } from './seed-addresses';
import type { SeedUser } from './seed-users';

export type QglobalSelection =
  { mode: 'EXISTING' | 'ADD_INVENTORY'; accountNumber: string } | { mode: 'NEW' };
export type AimswebSelection =
  { mode: 'EXISTING'; accountNumber: string; name: string } | { mode: 'NEW' };
export type BillingSelection = { sameAsShipping: true } | { address: StoredAddress };

export interface CheckoutChoices {
  /** The payment set on the cart, as place order's PaymentBody (checked when placing). */
  payment?: Record<string, unknown> | undefined;
  accountId?: string | undefined;
  accountNotListed: boolean;
  qualifiedUserId?: string | undefined;
  qglobal?: QglobalSelection | undefined;
  aimsweb?: AimswebSelection | undefined;
  deliveryAddress?: StoredAddress | undefined;
  deliveryModeCode?: string | undefined;
  billing?: BillingSelection | undefined;
  /** The cart's version when the terms were accepted; they lapse when it changes. */
  termsAcceptedAtVersion?: number | undefined;
}

export interface ChoiceCall {
  user: SeedUser;
  cart: StoredCart;
  draft: CheckoutChoices;
  body: unknown;
}

let choicesByCart = new Map<string, CheckoutChoices>();

/** The signed-in shopper's current cart, which the checkout is about; 404 cartNotFound without one. */
export function checkoutCart(user: SeedUser): StoredCart {
  try {
    return findCart(user.id, 'current');
  } catch {
    throw new CheckoutOpError(400, 'cartNotFound', 'Cart not found.');
  }
}

export function choicesOf(cart: StoredCart): CheckoutChoices {
  return choicesByCart.get(cart.code) ?? { accountNotListed: false };
}

export function saveChoices(cart: StoredCart, choices: CheckoutChoices): void {
  choicesByCart.set(cart.code, choices);
}

export function dropChoices(cart: StoredCart): void {
  choicesByCart.delete(cart.code);
}

/** The customer account of the shopper's current checkout, if one is chosen. */
export function checkoutAccountIdOf(user: SeedUser): string | undefined {
  try {
    return choicesOf(checkoutCart(user)).accountId;
  } catch {
    return undefined;
  }
}

/** Steps only some carts need; an empty cart is treated as one that ships. */
export function requirementsOf(cart: StoredCart): CheckoutState['requires'] {
  return {
    qglobalAccount: cart.entries.some((entry) => entry.product.qglobal === true),
    aimswebAccount: cart.entries.some((entry) => entry.product.aimsweb),
    shipping: cart.entries.length === 0 || cart.entries.some((entry) => !entry.product.digital),
  };
}

/** Whether a qualification level covers every entry of the cart (spec section 6). */
export function coversCart(level: 'A' | 'AB' | 'ABC', cart: StoredCart): boolean {
  return cart.entries.every((entry) => canBuy(level, entry.product.qualificationLevel));
}

export function chosenAccount(choices: CheckoutChoices): AccountRecord | undefined {
  return choices.accountId === undefined ? undefined : accountById(choices.accountId);
}

function renderQglobal(selection: QglobalSelection): CheckoutState['qglobalAccount'] {
  if (selection.mode === 'NEW') return { mode: 'NEW' };
  const account = qglobalByNumber(selection.accountNumber);
  return account ? { mode: selection.mode, account: renderQglobalAccount(account) } : undefined;
}

export function renderCheckout(
  cart: StoredCart,
  context: PricingContext,
  lang: string,
): CheckoutState {
  const choices = choicesOf(cart);
  const requires = requirementsOf(cart);
  const account = chosenAccount(choices);
  const qualifiedUser = account
    ? qualifiedUsersOf(account).find((user) => user.id === choices.qualifiedUserId)
    : undefined;
  // A cart of online products ships nothing: a shipping choice made before is not its own.
  const delivery = requires.shipping ? choices.deliveryAddress : undefined;
  const deliveryMode =
    delivery && choices.deliveryModeCode
      ? deliveryModeFor(delivery.country, choices.deliveryModeCode, context, lang)
      : undefined;
  const sameAsShipping = choices.billing !== undefined && 'sameAsShipping' in choices.billing;
  const billing =
    choices.billing && 'address' in choices.billing ? choices.billing.address : delivery;
  const qglobal = requires.qglobalAccount && choices.qglobal && renderQglobal(choices.qglobal);
  return {
    cartCode: cart.code,
    requires,
    ...(account ? { customerAccount: renderCustomerAccount(account, lang) } : {}),
    customerAccountNotListed: account !== undefined && choices.accountNotListed,
    ...(qualifiedUser ? { qualifiedUser } : {}),
    ...(qglobal ? { qglobalAccount: qglobal } : {}),
    ...(requires.aimswebAccount && choices.aimsweb ? { aimswebAccount: choices.aimsweb } : {}),
    ...(delivery ? { deliveryAddress: renderAddress(delivery, lang) } : {}),
    ...(deliveryMode ? { deliveryMode } : {}),
    ...(choices.billing && billing ? { billingAddress: renderAddress(billing, lang) } : {}),
    billingSameAsShipping: sameAsShipping,
    termsAccepted: choices.termsAcceptedAtVersion === cart.version,
    totals: checkoutTotals(cart, context, {
      // Online products are taxed where the buyer is billed (nothing is delivered to an address).
      delivery: requires.shipping ? delivery : choices.billing && billing,
      deliveryCost: deliveryMode?.deliveryCost.value,
      taxExempt: account?.taxExempt ?? false,
    }),
  };
}

/** Back to no checkout choices on any cart (called by resetMockState). */
export function resetCheckouts(): void {
  choicesByCart = new Map();
}
