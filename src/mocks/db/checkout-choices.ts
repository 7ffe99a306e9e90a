/**
 * The rules of every checkout choice: the store's `PUT …/checkout/{choice}` and OCC's delivery
 * calls. Each works on a copy kept only when every check passed; every choice but `terms`
 * withdraws the terms.
 */
import * as v from 'valibot';
import type { CheckoutChoice } from '../../api/checkout/checkout.schema';
import { qualifiedUsersOf } from './accounts';
import {
  addToBook,
  findAddress,
  namesValid,
  newAddressId,
  occAddressInput,
  validateAddress,
} from './addresses';
import {
  checkoutCart,
  choicesOf,
  chosenAccount,
  coversCart,
  requirementsOf,
  saveChoices,
  type CheckoutChoices,
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

/** A book address by id, refused as OCC does: not in the book `notValid`, bad names `cannotSet`. */
function bookAddressForCart(user: SeedUser, addressId: string): StoredAddress {
  const address = findAddress(user.id, addressId);
  if (!address) {
    const message = `Address given by id ${addressId} is not valid`;
    throw new CheckoutOpError(400, 'addressNotFound', message, addressId, 'address');
  }
  if (!namesValid(address)) {
    const message = `Address given by id ${addressId} cannot be set as delivery address in this cart`;
    throw new CheckoutOpError(400, 'addressNameInvalid', message, addressId, 'address');
  }
  // A copy for this order: the book's default flags are not the order's.
  return { ...address, defaultShipping: undefined, defaultBilling: undefined };
}

/** A billing address: a book one by id, or a typed one (added to the book when asked). */
function chosenAddress(call: ChoiceCall): StoredAddress {
  const body = parseBody(AddressBody, call.body);
  if ('addressId' in body) return bookAddressForCart(call.user, body.addressId);
  const address = validateAddress(body.address);
  return body.saveInAddressBook
    ? { ...addToBook(call.user.id, address) }
    : { ...address, id: newAddressId('cart') };
}

function setDelivery(draft: CheckoutChoices, address: StoredAddress): void {
  draft.deliveryAddress = address;
  if (draft.deliveryModeCode && !isOfferedFor(address.country, draft.deliveryModeCode)) {
    draft.deliveryModeCode = undefined;
  }
}

function deliveryAddressMissing(): CheckoutOpError {
  return new CheckoutOpError(400, 'deliveryAddressMissing', 'No delivery address yet');
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

export type ExtensionChoice = Exclude<CheckoutChoice, 'delivery-address' | 'delivery-mode'>;

const RULES: Readonly<Record<ExtensionChoice, (call: ChoiceCall) => void>> = {
  'customer-account': customerAccount,
  'qualified-user': qualifiedUser,
  'qglobal-account': qglobalAccount,
  'aimsweb-account': aimswebAccount,
  'billing-address': billingAddress,
  terms,
};

export const EXTENSION_CHOICES = Object.keys(RULES) as ExtensionChoice[];

function changeChoices(
  user: SeedUser,
  change: (call: ChoiceCall) => void,
  keepTerms = false,
): void {
  const cart = checkoutCart(user);
  const draft = structuredClone(choicesOf(cart));
  change({ user, cart, draft, body: undefined });
  if (!keepTerms) draft.termsAcceptedAtVersion = undefined;
  saveChoices(cart, draft);
}

/** PUT one of the store's choices (`…/checkout/{choice}`); answers no body, as OCC's PUTs. */
export function putCheckoutChoice(user: SeedUser, choice: ExtensionChoice, body: unknown): void {
  changeChoices(user, (call) => RULES[choice]({ ...call, body }), choice === 'terms');
}

/** OCC's PUT `…/addresses/delivery?addressId=`: one of the book's addresses. */
export function setCartDeliveryAddress(user: SeedUser, addressId: string | null): void {
  if (!addressId) throw new CheckoutOpError(400, 'invalid', 'addressId is required', 'addressId');
  changeChoices(user, ({ draft }) => setDelivery(draft, bookAddressForCart(user, addressId)));
}

/** OCC's POST `…/addresses/delivery`: kept in the book only with `visibleInAddressBook`. */
export function createCartDeliveryAddress(user: SeedUser, body: unknown): StoredAddress {
  const { visibleInAddressBook } = parseBody(
    v.object({ visibleInAddressBook: v.optional(v.boolean(), false) }),
    body,
  );
  checkoutCart(user);
  const address = validateAddress(occAddressInput(body));
  const stored = visibleInAddressBook
    ? addToBook(user.id, address)
    : { ...address, id: newAddressId('cart') };
  changeChoices(user, ({ draft }) => setDelivery(draft, { ...stored }));
  return stored;
}

/** OCC's PUT `…/deliverymode`: else OCC's UnsupportedDeliveryModeError (none before an address). */
export function setCartDeliveryMode(user: SeedUser, code: string | null): void {
  if (!code) {
    throw new CheckoutOpError(400, 'invalid', 'deliveryModeId is required', 'deliveryModeId');
  }
  changeChoices(user, ({ draft }) => {
    const address = draft.deliveryAddress;
    if (!address || !isOfferedFor(address.country, code)) {
      throw new CheckoutOpError(
        400,
        'deliveryModeUnavailable',
        `Delivery Mode [${code}] is not supported for the current cart`,
      );
    }
    draft.deliveryModeCode = code;
  });
}
