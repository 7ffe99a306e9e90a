/**
 * Place order's payment. checkPayment: the platform's own rules (400s). authorisePayment, after
 * the captcha: the provider's answer by test card (402 declines, 403 sanctions block).
 */
import * as v from 'valibot';
import type { OrderPaymentWire as OrderPayment } from '../../api/orders/order.schema';
import { CardHolderSchema, type CardHolder } from '../../rules/card/card-holder';
import { cardExpiryProblem } from '../../rules/card/card-expiry';
import { PurchaseOrderNumberSchema } from '../../rules/purchase-order/purchase-order';
import { savedCardOf, type SavedCardRecord } from '../identity/payment-cards';
import {
  redeemCardToken,
  redeemSecurityCodeToken,
  type VaultCard,
} from '../payment/provider-vault';
import { outcomeOf, type ChargeOutcome } from '../payment/test-cards';
import type { AccountRecord } from './accounts';
import { findAddress, validateAddress } from './addresses';
import { invalidOrderField, OrderOpError } from './order-errors';
import { purchaseOrderOption } from './account-payment';
import type { StoredAddress } from './seed-addresses';
import type { SeedUser } from './seed-users';

const Text = v.pipe(v.string(), v.minLength(1));

const CardBillingBody = v.variant('use', [
  v.object({ use: v.literal('order') }),
  v.object({ use: v.literal('account') }),
  v.object({ use: v.literal('book'), addressId: Text }),
  v.object({
    use: v.literal('new'),
    address: v.unknown(),
    saveInAddressBook: v.optional(v.boolean(), false),
  }),
]);

export const PaymentBody = v.variant('type', [
  v.object({
    type: v.literal('CARD'),
    token: Text,
    cardHolder: v.object({ firstName: v.string(), lastName: v.string() }),
    saveCard: v.boolean(),
    billingAddress: CardBillingBody,
  }),
  v.object({ type: v.literal('SAVED_CARD'), cardId: Text, securityCodeToken: Text }),
  v.object({ type: v.literal('PURCHASE_ORDER'), poNumber: v.string() }),
  v.object({ type: v.literal('BANK_TRANSFER') }),
]);
type PaymentInput = v.InferOutput<typeof PaymentBody>;

/** A new card's billing address, resolved (the provider checks it); a new one may join the book. */
export type CardBilling =
  | { use: 'order' | 'account' | 'book'; address: StoredAddress }
  | { use: 'new'; address: Omit<StoredAddress, 'id'>; saveInAddressBook: boolean };

export type CheckedPayment =
  | { type: 'CARD'; token: string; cardHolder: CardHolder; saveCard: boolean; billing: CardBilling }
  | { type: 'SAVED_CARD'; card: SavedCardRecord; securityCodeToken: string }
  | { type: 'PURCHASE_ORDER'; poNumber: string }
  | { type: 'BANK_TRANSFER' };

export function parseOrderBody<S extends v.GenericSchema>(
  schema: S,
  body: unknown,
  prefix = '',
): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const [issue] = result.issues;
  const path = (issue && v.getDotPath(issue)) ?? 'body';
  const subject = `${prefix}${path}`;
  throw invalidOrderField(subject, `${subject}: ${issue?.message ?? 'invalid'}`);
}

function cardBilling(
  user: SeedUser,
  account: AccountRecord,
  orderBilling: StoredAddress,
  body: Extract<PaymentInput, { type: 'CARD' }>['billingAddress'],
): CardBilling {
  switch (body.use) {
    case 'order':
      return { use: 'order', address: orderBilling };
    case 'account':
      if (!account.billingAddress) {
        throw invalidOrderField('billingAddress', 'The customer account has no address');
      }
      return { use: 'account', address: account.billingAddress };
    case 'book': {
      const address = findAddress(user.id, body.addressId);
      if (!address) throw invalidOrderField('addressId', 'No such address in the address book');
      return { use: 'book', address };
    }
    case 'new':
      return {
        use: 'new',
        address: validateAddress(body.address),
        saveInAddressBook: body.saveInAddressBook,
      };
  }
}

/** The payment's rules that need no provider; 400 invalid or purchaseOrderNotAllowed. */
export function checkPayment(
  user: SeedUser,
  account: AccountRecord,
  orderBilling: StoredAddress,
  payment: PaymentInput,
): CheckedPayment {
  switch (payment.type) {
    case 'CARD':
      return {
        type: 'CARD',
        token: payment.token,
        cardHolder: parseOrderBody(CardHolderSchema, payment.cardHolder, 'cardHolder.'),
        saveCard: payment.saveCard,
        billing: cardBilling(user, account, orderBilling, payment.billingAddress),
      };
    case 'SAVED_CARD': {
      const card = savedCardOf(user.id, payment.cardId);
      if (!card) throw invalidOrderField('cardId', 'No such saved card');
      return { type: 'SAVED_CARD', card, securityCodeToken: payment.securityCodeToken };
    }
    case 'PURCHASE_ORDER': {
      const option = purchaseOrderOption(account);
      if (!option.available) {
        throw new OrderOpError(
          400,
          'purchaseOrderNotAllowed',
          'Purchase order is not offered for this account',
          option.reason,
        );
      }
      return { type: 'PURCHASE_ORDER', poNumber: parsePoNumber(payment.poNumber) };
    }
    case 'BANK_TRANSFER':
      return { type: 'BANK_TRANSFER' };
  }
}

function parsePoNumber(poNumber: string): string {
  const result = v.safeParse(PurchaseOrderNumberSchema, poNumber);
  if (result.success) return result.output;
  throw invalidOrderField('poNumber', result.issues[0]?.message ?? 'invalid');
}

/** What the provider approved: how the order is paid, and whether it waits for review. */
export interface AuthorisedPayment {
  payment: OrderPayment;
  status: 'CONFIRMED' | 'ON_HOLD';
  charged: boolean;
  cardToSave?: VaultCard | undefined;
}

type Decline = Extract<
  ChargeOutcome,
  'declined' | 'insufficientFunds' | 'expiredCard' | 'incorrectSecurityCode' | 'processingError'
>;

const DECLINES: Readonly<Record<Decline, string>> = {
  declined: 'The card was declined',
  insufficientFunds: 'The card has insufficient funds',
  expiredCard: 'The card has expired',
  incorrectSecurityCode: "The card's security code is incorrect",
  processingError: 'The card could not be processed',
};

const isDecline = (outcome: ChargeOutcome): outcome is Decline => Object.hasOwn(DECLINES, outcome);

/** The provider's answer for a card: a decline (402), the screening's block (403), or approval. */
function charge(
  card: Pick<VaultCard, 'number' | 'expiryMonth' | 'expiryYear'>,
  sanctionsScreening: boolean,
): 'CONFIRMED' | 'ON_HOLD' {
  const today = new Date().toISOString().slice(0, 10);
  const expired =
    cardExpiryProblem({ month: card.expiryMonth, year: card.expiryYear }, today) === 'card.expired';
  const outcome: ChargeOutcome = expired ? 'expiredCard' : outcomeOf(card.number);
  if (isDecline(outcome)) throw new OrderOpError(402, outcome, DECLINES[outcome]);
  if (outcome === 'sanctions' && sanctionsScreening) {
    throw new OrderOpError(403, 'sanctionsBlocked', 'The sanctions screening declined the order');
  }
  return outcome === 'review' ? 'ON_HOLD' : 'CONFIRMED';
}

const invalidToken = () =>
  new OrderOpError(402, 'invalidToken', 'The payment token is unknown, used or expired');

/** The provider's part: tokens redeemed (each once) and the charge's outcome. */
export function authorisePayment(
  checked: CheckedPayment,
  sanctionsScreening: boolean,
): AuthorisedPayment {
  switch (checked.type) {
    case 'CARD': {
      const card = redeemCardToken(checked.token);
      if (!card) throw invalidToken();
      return {
        payment: { type: 'CARD', brand: card.brand, last4: card.number.slice(-4) },
        status: charge(card, sanctionsScreening),
        charged: true,
        cardToSave: checked.saveCard ? card : undefined,
      };
    }
    case 'SAVED_CARD': {
      const { card } = checked;
      const securityCode = redeemSecurityCodeToken(checked.securityCodeToken, card.id);
      if (securityCode === undefined) throw invalidToken();
      if (securityCode !== card.securityCode) {
        throw new OrderOpError(402, 'incorrectSecurityCode', DECLINES.incorrectSecurityCode);
      }
      return {
        payment: { type: 'CARD', brand: card.brand, last4: card.number.slice(-4) },
        status: charge(card, sanctionsScreening),
        charged: true,
      };
    }
    case 'PURCHASE_ORDER':
      return {
        payment: { type: 'PURCHASE_ORDER', poNumber: checked.poNumber },
        status: 'CONFIRMED',
        charged: false,
      };
    case 'BANK_TRANSFER':
      return { payment: { type: 'BANK_TRANSFER' }, status: 'CONFIRMED', charged: false };
  }
}
