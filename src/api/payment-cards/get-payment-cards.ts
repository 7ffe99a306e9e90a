import { pageQueryOptions } from '../../core/queries/page-query';
import { usePageQuery } from '../../core/queries/use-page-query';
import { getCore } from '../../core/core';
import { isApiError } from '../http/api-error';
import { commerceRequest } from '../http/commerce-client';
import { PERSONAL } from '../../core/queries/personal-data';
import { PAYMENT_DETAILS_FIELDS, PaymentCardsSchema } from './payment-details.schema';

export type { PaymentCard } from './payment-details.schema';

/** To drop every payment-cards query on sign-out. */
export const PAYMENT_CARDS_KEY = 'payment-cards';

export const PAYMENT_DETAILS_PATH = '/users/current/paymentdetails';

/** Marks the checkout's read (OCC ignores it): only the page's reads need the step-up. */
export const CHECKOUT_CARDS_READ = { purpose: 'checkout' } as const;

export function paymentDetailsQuery(fields: string, extra: Record<string, string> = {}): string {
  return new URLSearchParams({ ...extra, fields, lang: getCore().store.site.language }).toString();
}

/** Each read needs a step-up, so the list is never refetched behind the shopper's back. */
export function paymentCardsQueryOptions(userId: string | undefined) {
  return pageQueryOptions({
    queryKey: [PAYMENT_CARDS_KEY, userId],
    meta: PERSONAL,
    queryFn: ({ signal }) =>
      commerceRequest(
        `${PAYMENT_DETAILS_PATH}?${paymentDetailsQuery(`payments(${PAYMENT_DETAILS_FIELDS})`, { saved: 'true' })}`,
        { schema: PaymentCardsSchema, signal },
      ),
    enabled: Boolean(userId),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}

export function usePaymentCards(userId: string | undefined) {
  return usePageQuery(paymentCardsQueryOptions(userId));
}

/** The shopper did not confirm who they are: the query holds the endpoint's 401 with advices. */
export function isUnconfirmedStepUp(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 401) return false;
  const advices = (error.info as { advices?: unknown } | undefined)?.advices;
  return typeof advices === 'object' && advices !== null;
}
