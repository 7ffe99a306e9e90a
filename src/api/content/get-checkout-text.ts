import * as v from 'valibot';
import { getCore } from '../../core/core';
import { logError } from '../../core/platform/log';
import { pageQueryOptions } from '../../core/queries/page-query';
import { usePageQuery } from '../../core/queries/use-page-query';
import { fetchJson } from '../http/fetch-json';

/** The checkout's texts from the content GraphQL endpoint (else its own catalogs); strings only. */
export const CheckoutTextSchema = v.object({
  data: v.object({
    checkout: v.object({
      item: v.pipe(
        v.record(v.string(), v.unknown()),
        v.transform(
          (item) =>
            Object.fromEntries(
              Object.entries(item).filter(
                (entry): entry is [string, string] =>
                  typeof entry[1] === 'string' && entry[1].trim() !== '',
              ),
            ) as Record<string, string>,
        ),
      ),
    }),
  }),
});

export function checkoutTextQueryOptions() {
  const { config, store } = getCore();
  const { locale } = store.site;
  return pageQueryOptions({
    queryKey: ['content', locale, 'checkout-graphql'],
    queryFn: async ({ signal }) => {
      try {
        const body = await fetchJson(
          `${config.contentBase}/graphql/execute.json/USAssessments/${locale}-checkout`,
          {
            headers: { 'Content-Type': 'application/json' },
            schema: CheckoutTextSchema,
            timeoutMs: config.requestTimeoutMs,
            signal,
          },
        );
        return body.data.checkout.item;
      } catch (error) {
        logError('checkout content: using the built-in texts', error);
        throw error;
      }
    },
    staleTime: Infinity,
  });
}

export function useCheckoutText() {
  return usePageQuery(checkoutTextQueryOptions());
}
