import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../core/queries/use-query';
import { PERSONAL } from '../../core/personal-data';
import { cartsPath } from '../cart/cart-owner';
import { CART_KEY } from '../cart/get-cart';
import { commerceRequest } from '../http/commerce-client';
import { PaymentOptionsSchema } from './order.schema';

/**
 * How the current cart's order may be paid: the shopper's saved cards (masked), whether purchase
 * order is offered (and why not), the customer account's primary address. Under the cart's key,
 * so it follows the cart and the checkout's choices (another account may allow PO).
 */
export function paymentOptionsQueryOptions(
  userId: string | undefined,
  accountId: string | undefined,
) {
  return queryOptions({
    queryKey: [CART_KEY, 'payment-options', userId, accountId],
    meta: PERSONAL,
    queryFn: ({ signal }) =>
      commerceRequest(`${cartsPath('current', 'current')}/payment-options`, {
        schema: PaymentOptionsSchema,
        signal,
      }),
    enabled: Boolean(userId) && Boolean(accountId),
  });
}

export function usePaymentOptions(userId: string | undefined, accountId: string | undefined) {
  return useQuery(paymentOptionsQueryOptions(userId, accountId));
}
