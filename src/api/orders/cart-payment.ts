import { cartsPath } from '../cart/cart-owner';
import { commerceRequest } from '../http/commerce-client';
import type { PaymentChoice } from './order.schema';

// The order's payment, set on the cart before Place order as OCC keeps it (a new card: the
// provider's token as OCC's `subscriptionId`). Setting it again replaces it: retries are safe.
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
