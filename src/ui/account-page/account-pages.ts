import type { FlagValues, QualificationType } from '../../core/flags/flag-defaults';
import { storeRoutes, type RouteSite, type StoreRoutes } from '../../core/routes/routes';

/** The account menu's pages in order (spec section 2): one list for menu, overview and shells. */
export const ACCOUNT_PAGES = [
  'orderHistory',
  'quotes',
  'savedCarts',
  'profile',
  'qualifications',
  'accounts',
  'addressBook',
  'preferences',
  'paymentCards',
] as const;
export type AccountPageId = (typeof ACCOUNT_PAGES)[number];

export type AccountFlags = Pick<
  FlagValues,
  'order-history' | 'address-book' | 'my-account-qualifications'
>;

export function accountPageAvailable(id: AccountPageId, flags: AccountFlags): boolean {
  if (id === 'orderHistory') return flags['order-history'];
  if (id === 'addressBook') return flags['address-book'];
  if (id === 'qualifications') return flags['my-account-qualifications'].length > 0;
  return true;
}

/** Takes any string: a type read from the address is untrusted. */
export function qualificationTypeAvailable(
  type: QualificationType | (string & {}),
  flags: AccountFlags,
): boolean {
  return (flags['my-account-qualifications'] as readonly string[]).includes(type);
}

export function accountPageHref(id: AccountPageId, account: StoreRoutes['account']): string {
  switch (id) {
    case 'orderHistory':
      return account.orderHistory;
    case 'quotes':
      return account.quotes;
    case 'savedCarts':
      return account.savedCarts;
    case 'profile':
      return account.profile;
    case 'qualifications':
      return account.qualifications;
    case 'accounts':
      return account.accounts;
    case 'addressBook':
      return account.addresses();
    case 'preferences':
      return account.preferences;
    case 'paymentCards':
      return account.paymentCards;
  }
}

export interface AccountLink {
  id: AccountPageId;
  href: string;
}

export function accountLinks(site: RouteSite, flags: AccountFlags): AccountLink[] {
  const account = storeRoutes(site).account;
  return ACCOUNT_PAGES.filter((id) => accountPageAvailable(id, flags)).map((id) => ({
    id,
    href: accountPageHref(id, account),
  }));
}
