import type { Core } from '../../core/core';
import { logWarning } from '../../core/platform/log';
import { storageOrPageMemory } from '../../core/platform/storage';
import { fetchCurrentCustomer } from '../../api/customer/get-current-customer';
import { regionalRedirect, rememberRegionalRedirect } from './regional-redirect';

/** After sign-in (spec sections 3 and 4); true when the browser is on its way. */
export async function switchToRegistrationSite(
  { store }: Pick<Core, 'store'>,
  page: string = globalThis.location.href,
): Promise<boolean> {
  if (!store.session.user) return false;
  let country: string | undefined;
  try {
    country = (await fetchCurrentCustomer()).registrationCountryIso;
  } catch (error) {
    logWarning('could not read the registration country', error);
    return false;
  }
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
