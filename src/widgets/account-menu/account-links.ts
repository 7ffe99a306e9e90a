import type { FlagValues } from '../../core/flags/flag-defaults';
import type { SiteContext } from '../../core/locale/resolve-locale';
import { storeRoutes } from '../../core/routes/routes';
import type { AccountMenuMessageKey } from './account-menu.messages';

export interface AccountLink {
  id: AccountMenuMessageKey;
  href: string;
}

/**
 * The account menu of spec section 2, each item at its route in the route table (the account
 * area under the regional store base path). Items whose feature flag is off are left out
 * rather than leading to a page that does not work.
 */
export function accountLinks(
  site: SiteContext,
  flags: Pick<FlagValues, 'order-history' | 'address-book' | 'my-account-qualifications'>,
): AccountLink[] {
  const account = storeRoutes(site).account;
  const links: (AccountLink | false)[] = [
    flags['order-history'] && { id: 'orderHistory', href: account.orderHistory },
    { id: 'quotes', href: account.quotes },
    { id: 'savedCarts', href: account.savedCarts },
    { id: 'profile', href: account.profile },
    flags['my-account-qualifications'].length > 0 && {
      id: 'qualifications',
      href: account.qualifications,
    },
    { id: 'accounts', href: account.accounts },
    flags['address-book'] && { id: 'addressBook', href: account.addresses() },
    { id: 'preferences', href: account.preferences },
    { id: 'paymentCards', href: account.paymentCards },
  ];
  return links.filter((link): link is AccountLink => Boolean(link));
}
