import { cartsPath } from '../cart/cart-owner';
import { commerceRequest } from '../http/commerce-client';
import type { PaymentChoice } from './order.schema';

/**
 * The order's payment, set on the cart before Place order, as OCC keeps it:
 *
 *   PUT  …/paymentdetails?paymentDetailsId=   a saved card                      → 200, no body
 *   POST …/paymentdetails  PaymentDetails     a new card                        → 201
 *   PUT  …/paymenttype?paymentType=ACCOUNT&purchaseOrderNumber=   (SAP's B2B)   → 200
 *   PUT  …/paymenttype?paymentType=BANK_TRANSFER   (the store's payment type)   → 200
 *
 * (each under `…/users/current/carts/current`)
 *
 * A new card is the provider's single-use token as OCC's `subscriptionId` (its number, type and
 * expiry are the provider's, as SAP's silent order post answers them), with the holder's names and
 * the store's `billingAddressChoice` (the order's, the account's, one of the book, or a typed one).
 * Setting the payment again replaces it, so a retry needs no replay; the platform checks it at
 * Place order. A saved card's security code token goes with Place order (OCC's `securityCode`).
 */
const CART = cartsPath('current', 'current');

export async function setCartPayment(payment: PaymentChoice, requestId: string): Promise<void> {
  const send = (path: string, init: { method: 'PUT' | 'POST'; body?: unknown }) =>
    commerceRequest(`${CART}/${path}`, { ...init, requestId });
  switch (payment.type) {
    case 'SAVED_CARD':
      await send(`paymentdetails?${new URLSearchParams({ paymentDetailsId: payment.cardId })}`, {
        method: 'PUT',
      });
      return;
    case 'CARD': {
      const { firstName, lastName } = payment.cardHolder;
      await send('paymentdetails', {
        method: 'POST',
        body: {
          subscriptionId: payment.token,
          accountHolderName: `${firstName} ${lastName}`,
          cardHolder: payment.cardHolder,
          saved: payment.saveCard,
          billingAddressChoice: payment.billingAddress,
        },
      });
      return;
    }
    case 'PURCHASE_ORDER': {
      const query = { paymentType: 'ACCOUNT', purchaseOrderNumber: payment.poNumber };
      await send(`paymenttype?${new URLSearchParams(query)}`, { method: 'PUT' });
      return;
    }
    case 'BANK_TRANSFER':
      await send(`paymenttype?${new URLSearchParams({ paymentType: 'BANK_TRANSFER' })}`, {
        method: 'PUT',
      });
  }
}
