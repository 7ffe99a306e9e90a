import type { Core } from '../../core/core';
import { logWarning } from '../../core/platform/log';
import { storageOrPageMemory } from '../../core/platform/storage';
import { fetchCurrentCustomer } from '../../api/customer/get-current-customer';
import { importAgain } from '../../core/element/import-again';
import { REGIONAL_PARTNER } from './regional-partners';
import type * as RegionalRules from './regional-redirect';

/**
 * After sign-in and on each signed-in page (spec sections 3 and 4); true when the browser is on its
 * way. A site without a partner never switches: its pages read no registration country, and no
 * page downloads the switch's rules until one of those sites' does.
 */
export async function switchToRegistrationSite(
  { store }: Pick<Core, 'store'>,
  page: string = globalThis.location.href,
): Promise<boolean> {
  if (!store.session.user || !REGIONAL_PARTNER[store.site.locale]) return false;
  let country: string | undefined;
  let rules: typeof RegionalRules;
  try {
    [country, rules] = await Promise.all([
      fetchCurrentCustomer().then((customer) => customer.registrationCountryIso),
      importAgain(() => import('./regional-redirect')),
    ]);
  } catch (error) {
    logWarning(
      'the regional switch could not read the registration country or load its rules',
      error,
    );
    return false;
  }
  const { regionalRedirect, rememberRegionalRedirect } = rules;
  const redirect = regionalRedirect(
    store.site.locale,
    country,
    page,
    storageOrPageMemory('local'),
    store.site.routes,
  );
  if (!redirect) return false;
  for (const cookie of redirect.cookies) {
    document.cookie = `${cookie.name}=${encodeURIComponent(cookie.value)}; Max-Age=${cookie.maxAgeSeconds}; Path=${cookie.path}; SameSite=Lax`;
  }
  rememberRegionalRedirect(storageOrPageMemory('local'), redirect);
  globalThis.location.assign(redirect.url);
  return true;
}
