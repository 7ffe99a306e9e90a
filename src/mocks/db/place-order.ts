/**
 * Place order (OCC's `POST …/users/current/orders?cartId=`) with the payment set on the cart.
 * Placing consumes the cart. The captcha is checked before the provider is asked about the card,
 * so an unsolved challenge learns nothing about a card (card testing).
 */
import * as v from 'valibot';
import type { OrderWire as Order } from '../../api/orders/order.schema';
import { addSavedCard } from '../identity/payment-cards';
import { verifyCaptchaToken } from '../payment/provider-vault';
import { qualifiedUsersOf, type AccountRecord } from './accounts';
import { addToBook, renderAddress } from './addresses';
import { renderCart } from './cart-render';
import { deleteCart, type StoredCart } from './cart-store';
import { priceOf, type PricingContext } from './pricing-context';
import {
  checkoutCart,
  choicesOf,
  chosenAccount,
  dropChoices,
  renderCheckout,
  requirementsOf,
  type CheckoutChoices,
} from './checkout';
import { firstMissing } from './checkout-choices';
import { CheckoutOpError } from './checkout-errors';
import { orderEntries } from './order-entries';
import { OrderOpError } from './order-errors';
import {
  authorisePayment,
  checkPayment,
  parseOrderBody,
  PaymentBody,
  type AuthorisedPayment,
  type CardBilling,
  type CheckedPayment,
} from './order-payment';
import { recordOrder, takeOrderCode, type StoredOrder } from './orders';
import { markQuoteOrdered, quoteExpired } from './quotes';
import type { StoredAddress } from './seed-addresses';
import { findVoucher } from './seed-promotions';
import type { SeedUser } from './seed-users';

const OrderBody = v.object({
  payment: PaymentBody,
  captchaToken: v.optional(v.string()),
  sanctionsScreening: v.boolean(),
});

/** The checkout widget's step id of a missing choice, sent as checkoutIncomplete's `subject`. */
const STEP_OF: Readonly<Record<string, string>> = {
  customerAccountMissing: 'account',
  qualifiedUserMissing: 'qualified-user',
  userNotQualified: 'qualified-user',
  qglobalAccount: 'qglobal',
  aimswebAccount: 'aimsweb',
  deliveryAddressMissing: 'shipping-address',
  deliveryModeMissing: 'shipping-method',
  billingAddressMissing: 'billing-address',
};

const incomplete = (step: string) =>
  new OrderOpError(400, 'checkoutIncomplete', `The checkout is not complete: ${step}`, step);

/** 400 checkoutIncomplete naming the first step not done, then the terms (`review`). */
function checkComplete(user: SeedUser, cart: StoredCart, choices: CheckoutChoices): void {
  if (cart.entries.length === 0) throw incomplete('cart');
  // An online training waits for its dates and participants (the cart page asks for them).
  if (cart.entries.some((entry) => entry.product.training && !entry.trainingDetails)) {
    throw incomplete('cart');
  }
  const missing = firstMissing({ user, cart, draft: choices, body: undefined });
  if (missing) {
    const name = missing.key === 'missing' ? (missing.subject ?? '') : missing.key;
    throw incomplete(STEP_OF[name] ?? name);
  }
  if (choices.termsAcceptedAtVersion !== cart.version) throw incomplete('review');
}

/** The shopper's current cart; OCC's 400 CartError notFound without one. */
function orderCart(user: SeedUser): StoredCart {
  try {
    return checkoutCart(user);
  } catch (error) {
    if (error instanceof CheckoutOpError) {
      throw new OrderOpError(400, 'cartNotFound', 'Cart not found.');
    }
    throw error;
  }
}

export interface PlaceOrderCall {
  url: URL;
  captchaToken: string | undefined;
}

/** OCC's place order: `cartId`, `termsChecked`, a saved card's token as `securityCode` (query). */
export function placeOrderOfCart(
  user: SeedUser,
  call: PlaceOrderCall,
  context: PricingContext,
  lang: string,
  agent?: SeedUser,
): StoredOrder {
  const query = call.url.searchParams;
  const cartId = query.get('cartId');
  if (!cartId) throw new OrderOpError(400, 'invalid', 'cartId is required', 'cartId');
  const cart = orderCart(user);
  if (cartId !== 'current' && cartId !== cart.code) {
    throw new OrderOpError(400, 'cartNotFound', 'Cart not found.', cartId);
  }
  if (query.get('termsChecked') === 'false') throw incomplete('review');
  const payment = choicesOf(cart).payment;
  const body = {
    payment:
      payment?.type === 'SAVED_CARD'
        ? { ...payment, securityCodeToken: query.get('securityCode') ?? '' }
        : payment,
    ...(call.captchaToken !== undefined ? { captchaToken: call.captchaToken } : {}),
    sanctionsScreening: query.get('sanctionsScreening') === 'true',
  };
  return placeOrder(user, body, context, lang, agent);
}

export function placeOrder(
  user: SeedUser,
  body: unknown,
  context: PricingContext,
  lang: string,
  /** The customer service member placing it for the shopper (recorded as `placedBy`). */
  agent?: SeedUser,
): StoredOrder {
  // An order consumes its cart: a second attempt (another tab, a retry) finds none, OCC's 400.
  const cart = orderCart(user);
  // A quote that expired during checkout is refused here, the cart kept.
  if (cart.quote && quoteExpired(cart.quote.code)) {
    const { code } = cart.quote;
    throw new OrderOpError(400, 'quoteExpired', `Quote ${code} has expired`, code);
  }
  const choices = choicesOf(cart);
  checkComplete(user, cart, choices);
  const request = parseOrderBody(OrderBody, body);
  const account = chosenAccount(choices);
  const shipping = requirementsOf(cart).shipping;
  const delivery = shipping ? choices.deliveryAddress : undefined;
  const billing =
    choices.billing && 'address' in choices.billing ? choices.billing.address : delivery;
  if (!account || (shipping && !delivery) || !billing) throw incomplete('account');
  const checked = checkPayment(user, account, billing, request.payment);
  if (request.captchaToken !== undefined && !verifyCaptchaToken(request.captchaToken)) {
    throw new OrderOpError(400, 'captchaFailed', 'The reCAPTCHA could not be verified');
  }
  const authorised = authorisePayment(checked, request.sanctionsScreening);
  const stored = buildOrder(
    {
      user,
      cart,
      choices,
      account,
      delivery,
      billing,
      authorised,
      cardBilling: checked.type === 'CARD' ? checked.billing : undefined,
      agent,
    },
    context,
    lang,
  );
  commit(user, cart, stored, checked, authorised, account);
  return stored;
}

interface OrderParts {
  user: SeedUser;
  agent?: SeedUser | undefined;
  cart: StoredCart;
  choices: CheckoutChoices;
  account: AccountRecord;
  delivery: StoredAddress | undefined;
  billing: StoredAddress;
  authorised: AuthorisedPayment;
  cardBilling: CardBilling | undefined;
}

/** The order's payment, with a new card's own billing address when it differs from the order's. */
function paymentOf(parts: OrderParts, lang: string): Order['payment'] {
  const { payment } = parts.authorised;
  const card = parts.cardBilling;
  // The order's own billing address (chosen as such, or the same book entry) is shown once.
  const sameAsOrder =
    card?.use === 'order' || (card?.use !== 'new' && card?.address.id === parts.billing.id);
  if (payment.type !== 'CARD' || !card || sameAsOrder) return payment;
  // A new address kept off the book has no id of its own; the order's copy is named after it.
  const address = { id: `${parts.billing.id}-card`, ...card.address };
  return { ...payment, billingAddress: renderAddress(address, lang) };
}

function buildOrder(parts: OrderParts, context: PricingContext, lang: string): StoredOrder {
  const { user, cart, choices, account, delivery, billing, authorised } = parts;
  const created = new Date().toISOString();
  const state = renderCheckout(cart, context, lang);
  const { appliedVouchers } = renderCart(cart, context);
  const qualifiedUser = qualifiedUsersOf(account).find((u) => u.id === choices.qualifiedUserId);
  const qglobal = state.qglobalAccount;
  const aimsweb = state.aimswebAccount;
  const uap = appliedVouchers
    .filter((voucher) => findVoucher(voucher.code)?.uap)
    .reduce((sum, voucher) => sum + (voucher.appliedValue?.value ?? 0), 0);
  if (state.requires.shipping && !state.deliveryMode) throw incomplete('shipping-method');
  const order: Order = {
    code: takeOrderCode(),
    created,
    status: authorised.status,
    placedBy: parts.agent
      ? { name: `${parts.agent.firstName} ${parts.agent.lastName}`, customerService: true }
      : { name: `${user.firstName} ${user.lastName}`, customerService: false },
    customerAccount: {
      name: account.name,
      ...(account.accountNumber ? { accountNumber: account.accountNumber } : {}),
    },
    qualifiedUser: {
      name: qualifiedUser ? `${qualifiedUser.firstName} ${qualifiedUser.lastName}` : '',
      email: qualifiedUser?.email ?? '',
    },
    ...(qglobal && qglobal.mode !== 'NEW'
      ? { qglobalAccountNumber: qglobal.account.accountNumber }
      : {}),
    qglobalAccountNew: qglobal?.mode === 'NEW',
    ...(aimsweb?.mode === 'EXISTING' ? { aimswebAccountNumber: aimsweb.accountNumber } : {}),
    payment: paymentOf(parts, lang),
    billingAddress: renderAddress(billing, lang),
    ...(delivery ? { deliveryAddress: renderAddress(delivery, lang) } : {}),
    ...(state.deliveryMode ? { deliveryMode: state.deliveryMode } : {}),
    appliedVouchers,
    ...(uap > 0 ? { uapDiscount: priceOf(uap, context) } : {}),
    totals: state.totals,
    entries: orderEntries(cart, context, created.slice(0, 10)),
  };
  return {
    order,
    ownerId: user.id,
    customerName: `${user.firstName} ${user.lastName}`,
    site: context.site,
    billing,
    delivery,
  };
}

function commit(
  user: SeedUser,
  cart: StoredCart,
  stored: StoredOrder,
  checked: CheckedPayment,
  authorised: AuthorisedPayment,
  account: AccountRecord,
): void {
  if (authorised.cardToSave && checked.type === 'CARD') {
    addSavedCard(user.id, authorised.cardToSave, {
      cardHolder: checked.cardHolder,
      billingAddress: checked.billing.address,
    });
  }
  if (
    checked.type === 'CARD' &&
    checked.billing.use === 'new' &&
    checked.billing.saveInAddressBook
  ) {
    addToBook(user.id, checked.billing.address);
  }
  dropChoices(cart);
  deleteCart(cart);
  recordOrder(stored, account.id, authorised.charged);
  markQuoteOrdered(cart, stored.order.code);
}
