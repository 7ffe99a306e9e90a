import { pageQueryOptions } from '../../core/queries/page-query';
import { usePageQuery } from '../../core/queries/use-page-query';
import { PERSONAL } from '../../core/queries/personal-data';
import { cartsPath } from '../cart/cart-owner';
import { CART_KEY } from '../cart/get-cart';
import { checkoutLang } from '../checkout/checkout-lang';
import { commerceRequest } from '../http/commerce-client';
import { fieldsOf } from '../http/occ-fields';
import {
  CHECKOUT_CARDS_READ,
  PAYMENT_DETAILS_PATH,
  paymentDetailsQuery,
} from '../payment-cards/get-payment-cards';
import { PaymentCardsSchema } from '../payment-cards/payment-details.schema';
import { AccountPaymentSchema } from './account-payment.schema';
import { OccPaymentTypeListSchema } from './occ-payment-types.schema';
import { toPaymentOptions, type PaymentOptions } from './payment-options-converter';

export type { PaymentOptions } from './payment-options-converter';

/** The store's extension on the checkout: the account's purchase order rule and address. */
export const ACCOUNT_PAYMENT_PATH = `${cartsPath('current', 'current')}/checkout/account-payment`;

/** OCC's B2B payment types of the base site (no user in the path). */
export const PAYMENT_TYPES_PATH = '/paymenttypes';

/** How the cart's order may be paid: saved cards and payment types (OCC), the account's (store). */
export async function fetchPaymentOptions(signal?: AbortSignal): Promise<PaymentOptions> {
  const cardsQuery = paymentDetailsQuery(fieldsOf(PaymentCardsSchema), {
    saved: 'true',
    ...CHECKOUT_CARDS_READ,
  });
  const typesQuery = new URLSearchParams({ fields: fieldsOf(OccPaymentTypeListSchema) });
  const accountQuery = new URLSearchParams({ lang: checkoutLang() });
  const [savedCards, paymentTypes, accountPayment] = await Promise.all([
    commerceRequest(`${PAYMENT_DETAILS_PATH}?${cardsQuery}`, {
      schema: PaymentCardsSchema,
      signal,
    }),
    commerceRequest(`${PAYMENT_TYPES_PATH}?${typesQuery}`, {
      schema: OccPaymentTypeListSchema,
      signal,
    }),
    commerceRequest(`${ACCOUNT_PAYMENT_PATH}?${accountQuery}`, {
      schema: AccountPaymentSchema,
      signal,
    }),
  ]);
  return toPaymentOptions({ savedCards, paymentTypes, accountPayment });
}

/** Under the cart's key: they follow the checkout's choices (another account may allow a PO). */
export function paymentOptionsQueryOptions(
  userId: string | undefined,
  accountId: string | undefined,
) {
  return pageQueryOptions({
    queryKey: [CART_KEY, 'payment-options', userId, accountId],
    meta: PERSONAL,
    queryFn: ({ signal }) => fetchPaymentOptions(signal),
    enabled: Boolean(userId) && Boolean(accountId),
  });
}

export function usePaymentOptions(userId: string | undefined, accountId: string | undefined) {
  return usePageQuery(paymentOptionsQueryOptions(userId, accountId));
}
