import { getCore } from '../../core/core';
import { logWarning } from '../../core/platform/log';
import { storageOrPageMemory } from '../../core/platform/storage';
import { fetchCurrentCustomer } from '../../api/customer/get-current-customer';
import { regionalRedirect, rememberRegionalRedirect } from '../regional-redirect';

/**
 * After sign-in: a shopper registered in the paired region's country (ja-jp/zh-sg, en-au/en-nz)
 * is moved to that site once, with the three cookies of spec section 3 (spec section 4).
 * The registration country comes from GET /store/customer/current.
 *
 * `page` is the page to show on that site (path and query, this origin): by default the current
 * one; after-sign-in.ts passes the login page's `returnTo`, so the shopper lands on that page of
 * the right site in one navigation. True when the browser is on its way there.
 */
export async function switchToRegistrationSite(
  page: string = globalThis.location.href,
): Promise<boolean> {
  const { store } = getCore();
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
