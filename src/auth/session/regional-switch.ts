import type { Core } from '../../core/core';
import { logWarning } from '../../core/platform/log';
import { fetchCurrentCustomer } from '../../api/customer/get-current-customer';
import { importAgain } from '../../core/element/import-again';
import { REGIONAL_PARTNER } from './regional-partners';

/**
 * After sign-in and on each signed-in page (spec sections 3 and 4); true when the browser is on its
 * way. A site without a partner never switches: its pages read no registration country, and no
 * page downloads the switch (its rules and its effect, regional-redirect.ts) until one of those
 * sites' does. There, the country's read and the switch's code travel side by side.
 */
export async function switchToRegistrationSite(
  { store }: Pick<Core, 'store'>,
  page: string = globalThis.location.href,
): Promise<boolean> {
  if (!store.session.user || !REGIONAL_PARTNER[store.site.locale]) return false;
  try {
    const [country, rules] = await Promise.all([
      fetchCurrentCustomer().then((customer) => customer.registrationCountryIso),
      importAgain(() => import('./regional-redirect')),
    ]);
    return rules.applyRegionalSwitch(store, country, page);
  } catch (error) {
    logWarning(
      'the regional switch could not read the registration country or load its rules',
      error,
    );
    return false;
  }
}
