import { http, HttpHandler, HttpResponse } from 'msw';
import * as v from 'valibot';
import { isFlagKey, type FlagValues } from '../../core/flags/flag-defaults';
import { isFlagValue } from '../../core/flags/initial-flags';
import {
  decodeContext,
  evaluatedFlags,
  openFlagStream,
  recordFlagContext,
  recordFlagEvents,
  setMockFlags,
} from '../flags/flag-service';
import { mockCountry, setMockCountry } from '../flags/geolocation';
import { service } from './commerce-declarations';

/**
 * The fake flag service (LaunchDarkly's client-side protocol under `/ld`: evalx, goals, events,
 * stream) and the store backend's `GET /geolocation`; test controls under `/__mock/`.
 */

const invalidContext = () => HttpResponse.json({ error: 'invalid context' }, { status: 400 });

function evaluate(context: unknown) {
  if (!context) return invalidContext();
  recordFlagContext(context);
  return HttpResponse.json(evaluatedFlags());
}

const eventsPosted = (kind: 'bulk' | 'diagnostic') =>
  http.post(`*/ld/events/events/${kind}/:envId`, async ({ request }) => {
    recordFlagEvents(kind, await request.json().catch(() => null));
    return new HttpResponse(null, { status: 202 });
  });

const MockFlagsSchema = v.object({ values: v.record(v.string(), v.unknown()) });
const MockCountrySchema = v.object({ country: v.nullable(v.pipe(v.string(), v.minLength(1))) });

export const flagHandlers = service('flag service', [
  http.get('*/ld/sdk/evalx/:envId/contexts/:context', ({ params }) =>
    evaluate(decodeContext(String(params.context))),
  ),
  new HttpHandler('REPORT', '*/ld/sdk/evalx/:envId/context', async ({ request }) => {
    const context: unknown = await request.json().catch(() => undefined);
    const { kind, key } = (context ?? {}) as { kind?: unknown; key?: unknown };
    return evaluate(typeof kind === 'string' && typeof key === 'string' && key ? context : null);
  }),
  http.get('*/ld/sdk/goals/:envId', () => HttpResponse.json([])),
  eventsPosted('bulk'),
  eventsPosted('diagnostic'),
  http.get('*/ld/stream/eval/:envId/:context', ({ params }) => {
    const context = decodeContext(String(params.context));
    if (!context) return invalidContext();
    recordFlagContext(context);
    return new HttpResponse(openFlagStream(), {
      headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
    });
  }),
  http.get('*/geolocation', () => HttpResponse.json({ country: mockCountry() })),

  http.post('*/__mock/flags', async ({ request }) => {
    const result = v.safeParse(MockFlagsSchema, await request.json().catch(() => null));
    if (!result.success) {
      return HttpResponse.json({ error: result.issues[0]?.message }, { status: 400 });
    }
    const rejected = Object.entries(result.output.values)
      .filter(([key, value]) => !isFlagKey(key) || !isFlagValue(key, value))
      .map(([key]) => key);
    if (rejected.length) {
      return HttpResponse.json(
        { error: `unknown flag or wrong type: ${rejected.join(', ')}` },
        { status: 400 },
      );
    }
    setMockFlags(result.output.values as Partial<FlagValues>);
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('*/__mock/geolocation', async ({ request }) => {
    const result = v.safeParse(MockCountrySchema, await request.json().catch(() => null));
    if (!result.success) {
      return HttpResponse.json({ error: result.issues[0]?.message }, { status: 400 });
    }
    setMockCountry(result.output.country);
    return new HttpResponse(null, { status: 204 });
  }),
]);
