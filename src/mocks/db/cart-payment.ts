/**
 * The payment set on the current cart as OCC takes it: a saved card, a new card's token as
 * `subscriptionId`, or a payment type (SAP's B2B `ACCOUNT`, the store's `BANK_TRANSFER`). Kept as
 * place order's PaymentBody and checked there, so a refusal names the same fields either way.
 */
import * as v from 'valibot';
import { checkoutCart, choicesOf, saveChoices } from './checkout';
import { parseBody } from './checkout-errors';
import { invalidOrderField } from './order-errors';
import type { SeedUser } from './seed-users';

function setPayment(user: SeedUser, payment: Record<string, unknown>): void {
  const cart = checkoutCart(user);
  saveChoices(cart, { ...choicesOf(cart), payment });
}

/** PUT …/paymentdetails?paymentDetailsId=: one of the shopper's saved cards. */
export function setSavedCardPayment(user: SeedUser, cardId: string | null): void {
  if (!cardId) throw invalidOrderField('paymentDetailsId', 'paymentDetailsId is required');
  setPayment(user, { type: 'SAVED_CARD', cardId });
}

/** POST …/paymentdetails: a new card behind the provider's token; answers OCC's PaymentDetails. */
export function setNewCardPayment(user: SeedUser, body: unknown) {
  const details = parseBody(
    v.object({
      subscriptionId: v.string(),
      accountHolderName: v.optional(v.string()),
      cardHolder: v.unknown(),
      saved: v.optional(v.boolean(), false),
      billingAddressChoice: v.unknown(),
    }),
    body,
  );
  setPayment(user, {
    type: 'CARD',
    token: details.subscriptionId,
    cardHolder: details.cardHolder,
    saveCard: details.saved,
    billingAddress: details.billingAddressChoice,
  });
  return {
    id: `cart-${checkoutCart(user).code}`,
    ...(details.accountHolderName ? { accountHolderName: details.accountHolderName } : {}),
    subscriptionId: details.subscriptionId,
    saved: details.saved,
  };
}

/** PUT …/paymenttype?paymentType=&purchaseOrderNumber=: SAP's B2B ACCOUNT or the store's BANK_TRANSFER. */
export function setPaymentType(user: SeedUser, url: URL): void {
  const type = url.searchParams.get('paymentType');
  if (type === 'ACCOUNT') {
    setPayment(user, {
      type: 'PURCHASE_ORDER',
      poNumber: url.searchParams.get('purchaseOrderNumber') ?? '',
    });
  } else if (type === 'BANK_TRANSFER') {
    setPayment(user, { type: 'BANK_TRANSFER' });
  } else {
    throw invalidOrderField('paymentType', `Payment type ${type ?? ''} is not supported`);
  }
}
