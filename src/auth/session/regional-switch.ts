import { getCore } from '../../core/core';
import { logWarning } from '../../core/log';
import { storageOrPageMemory } from '../../core/storage';
import { fetchCurrentCustomer } from '../../api/customer/get-current-customer';
import { regionalRedirect, rememberRegionalRedirect } from '../regional-redirect';

/**
 * After sign-in: a shopper registered in the paired region's country (ja-jp/zh-sg, en-au/en-nz)
 * is moved to that site once, with the three cookies of spec section 3 (spec section 4).
 * The registration country comes from GET /store/customer/current.
 */
export async function switchToRegistrationSite(): Promise<void> {
  const { store } = getCore();
  if (!store.session.user) return;
  let country: string | undefined;
  try {
    country = (await fetchCurrentCustomer()).registrationCountryIso;
  } catch (error) {
    logWarning('could not read the registration country', error);
    return;
  }
  const redirect = regionalRedirect(
    store.site.locale,
    country,
    globalThis.location.href,
    storageOrPageMemory('local'),
  );
  if (!redirect) return;
  for (const cookie of redirect.cookies) {
    document.cookie = `${cookie.name}=${encodeURIComponent(cookie.value)}; Max-Age=${cookie.maxAgeSeconds}; Path=${cookie.path}; SameSite=Lax`;
  }
  rememberRegionalRedirect(storageOrPageMemory('local'), redirect);
  globalThis.location.assign(redirect.url);
}
