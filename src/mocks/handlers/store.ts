import { http, HttpResponse } from 'msw';
import { ROUTING_REGION_BY_LOCALE, isLocale } from '../../core/locale/locales';
import { bearerUser } from '../identity/session-tokens';
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
