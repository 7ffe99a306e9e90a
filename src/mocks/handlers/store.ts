import { http, HttpResponse } from 'msw';
import { ROUTING_REGION_BY_LOCALE, isLocale } from '../../core/locale/locales';
import { userById } from '../identity/users';
import { bearerUser } from '../session-tokens';
import { COMMERCE_BASE } from './commerce-base';
import { service } from './commerce-declarations';

/** The store backend: keep-alive, checkout session, routing region, identity profiles, logout (spec section 7). */
export const storeHandlers = service('store backend', [
  http.get('*/store/customer/current', ({ request }) => {
    const user = bearerUser(request);
    if (!user) return HttpResponse.json({ error: 'unauthorized' }, { status: 401 });
    return HttpResponse.json({
      userId: user.id,
      registrationCountryIso: user.registrationCountryIso,
    });
  }),
  http.get('*/api/assessments/checkout/session', ({ request }) =>
    HttpResponse.text(bearerUser(request) ? 'true' : 'false'),
  ),
  http.get('*/routingRegion', ({ request }) => {
    const locale = new URL(request.url).searchParams.get('locale') ?? 'en-us';
    return HttpResponse.json({
      routingRegion: isLocale(locale) ? ROUTING_REGION_BY_LOCALE[locale] : 'US',
    });
  }),
  http.get('*/identityProfiles', ({ request }) => {
    const url = new URL(request.url);
    const user = bearerUser(request);
    if (!user || user.id !== url.searchParams.get('userId')) {
      return HttpResponse.json({ error: 'unauthorized' }, { status: 401 });
    }
    return HttpResponse.json({ givenName: user.firstName, familyName: user.lastName });
  }),
  http.get('*/:site/logout', () => new HttpResponse(null, { status: 204 })),
  http.post('*/:site/logout', () => new HttpResponse(null, { status: 204 })),
]);

/** GET /users/{userId} with locale and routing region (spec section 7), under the commerce prefix. */
export const userHandlers = [
  http.get(`${COMMERCE_BASE}/users/:userId`, ({ params, request }) => {
    const url = new URL(request.url);
    if (!url.searchParams.get('locale') || !url.searchParams.get('routingRegion')) {
      return HttpResponse.json({ error: 'locale and routingRegion are required' }, { status: 400 });
    }
    const user = userById(String(params.userId));
    const caller = bearerUser(request);
    if (!user || caller?.id !== user.id)
      return HttpResponse.json({ error: 'unauthorized' }, { status: 401 });
    return HttpResponse.json({ id: user.id, firstName: user.firstName, lastName: user.lastName });
  }),
];
