import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { orderCounts } from '../db/orders';
import { addFault } from '../faults';
import { resetMockState } from '../reset';

const FaultSchema = v.object({
  path: v.pipe(v.string(), v.minLength(1)),
  method: v.optional(v.string()),
  mode: v.picklist(['500', 'timeout', 'malformed', 'network', 'lost']),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

/**
 * Test-only control endpoints: reset all state, register a fault, count the orders placed and the
 * cards charged since the last reset. Never part of the real backend.
 */
export const controlHandlers = [
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
  http.get('*/__mock/orders', () => HttpResponse.json(orderCounts())),
];
