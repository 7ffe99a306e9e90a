import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { orderCounts } from '../db/orders';
import { quoteConditions, setQuoteConditions } from '../db/quote-expiry';
import { expireQuoteNow, quotesCreated } from '../db/quotes';
import { addFault, clearFaults, heldCount, releaseHeld } from '../control/faults';
import { resetMockState } from '../control/reset';
import { service } from './commerce-declarations';

const FaultSchema = v.object({
  path: v.pipe(v.string(), v.minLength(1)),
  method: v.optional(v.string()),
  mode: v.picklist(['500', 'timeout', 'malformed', 'network', 'lost', 'hold']),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

const DaysOrNone = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))));
const QuoteConditionsSchema = v.object({
  pricingUpdateInDays: DaysOrNone,
  discountEndInDays: DaysOrNone,
});

/**
 * Test-only control endpoints: reset, faults and held requests, counts of orders, charges and
 * quotes, and the quote conditions. Never part of the real backend.
 */
export const controlHandlers = service('test control', [
  http.post('*/__mock/reset', () => {
    resetMockState();
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('*/__mock/faults', async ({ request }) => {
    const result = v.safeParse(FaultSchema, await request.json().catch(() => null));
    if (!result.success)
      return HttpResponse.json({ error: result.issues[0]?.message }, { status: 400 });
    addFault(result.output);
    return new HttpResponse(null, { status: 204 });
  }),
  // Every fault gone, the rest of the state kept: the network is back.
  http.delete('*/__mock/faults', () => {
    clearFaults();
    return new HttpResponse(null, { status: 204 });
  }),
  // The requests a `hold` fault holds: how many wait now; let them all go on.
  http.get('*/__mock/faults/held', () => HttpResponse.json({ held: heldCount() })),
  http.post('*/__mock/faults/release', () => HttpResponse.json({ released: releaseHeld() })),
  http.get('*/__mock/orders', () => HttpResponse.json(orderCounts())),
  http.get('*/__mock/quotes', () => HttpResponse.json({ created: quotesCreated() })),
  http.get('*/__mock/quote-conditions', () => HttpResponse.json(quoteConditions())),
  // A quote's last day becomes yesterday: it expires while the shopper is in the checkout.
  http.post('*/__mock/quotes/:code/expire', ({ params }) =>
    expireQuoteNow(String(params.code))
      ? new HttpResponse(null, { status: 204 })
      : HttpResponse.json({ error: 'no such quote' }, { status: 404 }),
  ),
  http.post('*/__mock/quote-conditions', async ({ request }) => {
    const result = v.safeParse(QuoteConditionsSchema, await request.json().catch(() => null));
    if (!result.success)
      return HttpResponse.json({ error: result.issues[0]?.message }, { status: 400 });
    const { pricingUpdateInDays, discountEndInDays } = result.output;
    return HttpResponse.json(
      setQuoteConditions({
        ...(pricingUpdateInDays !== undefined ? { pricingUpdateInDays } : {}),
        ...(discountEndInDays !== undefined ? { discountEndInDays } : {}),
      }),
    );
  }),
]);
