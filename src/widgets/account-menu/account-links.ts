import type { FlagValues } from '../../core/flags/flag-defaults';
import type { SiteContext } from '../../core/locale/resolve-locale';
import type { AccountMenuMessageKey } from './account-menu.messages';

export interface AccountLink {
  id: AccountMenuMessageKey;
  href: string;
}

/**
 * The account menu of spec section 2, each item at its route under the regional store base path
 * (spec section 2 routes, under /my-account). Items whose feature flag is off are left out
 * rather than leading to a page that does not work.
 */
export function accountLinks(
  site: SiteContext,
  flags: Pick<FlagValues, 'order-history' | 'address-book' | 'my-account-qualifications'>,
): AccountLink[] {
  const base = `${site.storeBasePath}/my-account`;
  const links: (AccountLink | false)[] = [
    flags['order-history'] && { id: 'orderHistory', href: `${base}/order-history` },
    { id: 'quotes', href: `${base}/quotes` },
    { id: 'savedCarts', href: `${base}/saved-carts` },
    { id: 'profile', href: `${base}/profile-details` },
    flags['my-account-qualifications'].length > 0 && {
      id: 'qualifications',
      href: `${base}/qualifications`,
    },
    { id: 'accounts', href: `${base}/accounts` },
    flags['address-book'] && { id: 'addressBook', href: `${base}/addresses` },
    { id: 'preferences', href: `${base}/preferences` },
    { id: 'paymentCards', href: `${base}/payment-cards` },
  ];
  return links.filter((link): link is AccountLink => Boolean(link));
}
