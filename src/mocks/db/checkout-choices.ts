/**
 * The rules of every checkout PUT (`…/carts/current/checkout/{choice}`), in the order the design
 * gives them. Each rule works on a copy of the cart's choices and the copy is kept only when every
 * check passed, so a refused PUT changes nothing. Every PUT but `terms` withdraws the terms.
 */
import * as v from 'valibot';
import type {
  CheckoutChoice,
  CheckoutStateWire as CheckoutState,
} from '../../api/checkout/checkout.schema';
import { qualifiedUsersOf } from './accounts';
import { addToBook, findAddress, namesValid, newAddressId, validateAddress } from './addresses';
import type { PricingContext } from './pricing-context';
import {
  checkoutCart,
  choicesOf,
  chosenAccount,
  coversCart,
  renderCheckout,
  requirementsOf,
  saveChoices,
  type ChoiceCall,
} from './checkout';
import {
  aimswebAccount,
  customerAccount,
  qglobalAccount,
  qualifiedUser,
} from './checkout-account-choices';
import { CheckoutOpError, parseBody } from './checkout-errors';
import { isOfferedFor } from './delivery-modes';
import type { StoredAddress } from './seed-addresses';
import type { SeedUser } from './seed-users';

const Text = v.pipe(v.string(), v.minLength(1));

const AddressBody = v.union([
  v.object({ addressId: Text }),
  v.object({ address: v.unknown(), saveInAddressBook: v.optional(v.boolean(), false) }),
]);

/**
 * A delivery or billing address: one of the book's by id (its names must pass the names rule), or
 * a typed one that passes the address and names rules, added to the book when asked, otherwise
 * kept on the cart under an id of its own.
 */
function chosenAddress(call: ChoiceCall): StoredAddress {
  const body = parseBody(AddressBody, call.body);
  if ('addressId' in body) {
    const address = findAddress(call.user.id, body.addressId);
    if (!address) {
      throw new CheckoutOpError(404, 'addressNotFound', 'No such address', 'addressId');
    }
    if (!namesValid(address)) {
      throw new CheckoutOpError(400, 'addressNameInvalid', 'The first or last name is invalid');
    }
    // A copy for this order: the book's default flags are not the order's.
    return { ...address, defaultShipping: undefined, defaultBilling: undefined };
  }
  const address = validateAddress(body.address);
  return body.saveInAddressBook
    ? { ...addToBook(call.user.id, address) }
    : { ...address, id: newAddressId('cart') };
}

function deliveryAddress(call: ChoiceCall): void {
  const address = chosenAddress(call);
  const { draft } = call;
  draft.deliveryAddress = address;
  if (draft.deliveryModeCode && !isOfferedFor(address.country, draft.deliveryModeCode)) {
    draft.deliveryModeCode = undefined;
  }
}

function deliveryAddressMissing(): CheckoutOpError {
  return new CheckoutOpError(400, 'deliveryAddressMissing', 'No delivery address yet');
}

const DeliveryModeBody = v.object({ code: Text });

function deliveryMode(call: ChoiceCall): void {
  const { code } = parseBody(DeliveryModeBody, call.body);
  const address = call.draft.deliveryAddress;
  if (!address) throw deliveryAddressMissing();
  if (!isOfferedFor(address.country, code)) {
    throw new CheckoutOpError(400, 'deliveryModeUnavailable', 'Not offered there', 'code');
  }
  call.draft.deliveryModeCode = code;
}

function billingAddress(call: ChoiceCall): void {
  const body = call.body;
  if (typeof body === 'object' && body !== null && 'sameAsShipping' in body) {
    parseBody(v.object({ sameAsShipping: v.literal(true) }), body);
    // Nothing shipped (online products only): there is no shipping address to be the same as.
    if (!call.draft.deliveryAddress || !requirementsOf(call.cart).shipping) {
      throw deliveryAddressMissing();
    }
    call.draft.billing = { sameAsShipping: true };
    return;
  }
  call.draft.billing = { address: chosenAddress(call) };
}

/** The first thing the order still misses, in step order (terms, and place order: place-order.ts). */
export function firstMissing(call: ChoiceCall): CheckoutOpError | undefined {
  const { draft, cart } = call;
  const requires = requirementsOf(cart);
  const missing = (key: 'customerAccountMissing' | 'qualifiedUserMissing', message: string) =>
    new CheckoutOpError(400, key, message);
  if (!draft.accountId) return missing('customerAccountMissing', 'No customer account yet');
  if (!draft.qualifiedUserId) return missing('qualifiedUserMissing', 'No qualified user yet');
  if (requires.qglobalAccount && !draft.qglobal) {
    return new CheckoutOpError(400, 'missing', 'No Q-global account yet', 'qglobalAccount');
  }
  if (requires.aimswebAccount && !draft.aimsweb) {
    return new CheckoutOpError(400, 'missing', 'No aimswebPlus account yet', 'aimswebAccount');
  }
  if (requires.shipping && !draft.deliveryAddress) return deliveryAddressMissing();
  if (requires.shipping && !draft.deliveryModeCode) {
    return new CheckoutOpError(400, 'deliveryModeMissing', 'No delivery mode yet');
  }
  if (!draft.billing) {
    return new CheckoutOpError(400, 'billingAddressMissing', 'No billing address yet');
  }
  const account = chosenAccount(draft);
  const user = account && qualifiedUsersOf(account).find((u) => u.id === draft.qualifiedUserId);
  if (!user || !coversCart(user.qualificationLevel, cart)) {
    return new CheckoutOpError(400, 'userNotQualified', 'The user cannot buy every entry');
  }
  return undefined;
}

const TermsBody = v.object({ accepted: v.boolean() });

function terms(call: ChoiceCall): void {
  const { accepted } = parseBody(TermsBody, call.body);
  if (!accepted)
    throw new CheckoutOpError(400, 'termsNotAccepted', 'Terms not accepted', 'accepted');
  const missing = firstMissing(call);
  if (missing) throw missing;
  call.draft.termsAcceptedAtVersion = call.cart.version;
}

const RULES: Readonly<Record<CheckoutChoice, (call: ChoiceCall) => void>> = {
  'customer-account': customerAccount,
  'qualified-user': qualifiedUser,
  'qglobal-account': qglobalAccount,
  'aimsweb-account': aimswebAccount,
  'delivery-address': deliveryAddress,
  'delivery-mode': deliveryMode,
  'billing-address': billingAddress,
  terms,
};

export function isCheckoutChoice(choice: string): choice is CheckoutChoice {
  return Object.hasOwn(RULES, choice);
}

const VersionBody = v.object({ cartVersion: v.pipe(v.number(), v.integer()) });

/**
 * PUT one choice on the shopper's current cart: 404 cartNotFound without one; the cart version
 * first (409 cartModified when the cart changed since the shopper saw it), then the choice's rules.
 */
export function putCheckoutChoice(
  user: SeedUser,
  choice: CheckoutChoice,
  body: unknown,
  context: PricingContext,
  lang: string,
): CheckoutState {
  const cart = checkoutCart(user);
  const { cartVersion } = parseBody(VersionBody, body);
  if (cartVersion !== cart.version) {
    throw new CheckoutOpError(
      409,
      'cartModified',
      `The cart is at version ${cart.version}, not ${cartVersion}`,
    );
  }
  const draft = structuredClone(choicesOf(cart));
  RULES[choice]({ user, cart, draft, body });
  if (choice !== 'terms') draft.termsAcceptedAtVersion = undefined;
  saveChoices(cart, draft);
  return renderCheckout(cart, context, lang);
}
