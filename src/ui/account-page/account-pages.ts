import type { FlagValues, QualificationType } from '../../core/flags/flag-defaults';
import { storeRoutes, type RouteSite, type StoreRoutes } from '../../core/routes/routes';

/**
 * The account pages of the account menu (spec section 2), in the menu's order: "Order History,
 * Quotes, Saved Carts, Profile & Password, Qualifications, Accounts, Address Book, Preferences,
 * Payment Cards". The account menu, the `/my-account` overview and every account page's shell
 * read this one list, so a page hidden by its flag is hidden everywhere and says so on its own URL.
 */
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

/** The feature flags that hide account pages (spec section 9). */
export type AccountFlags = Pick<
  FlagValues,
  'order-history' | 'address-book' | 'my-account-qualifications'
>;

/**
 * Whether an account page is offered: Order History by the order-history flag, Address Book by
 * address-book, Qualifications when my-account-qualifications allows at least one type. The
 * others have no flag.
 */
export function accountPageAvailable(id: AccountPageId, flags: AccountFlags): boolean {
  if (id === 'orderHistory') return flags['order-history'];
  if (id === 'addressBook') return flags['address-book'];
  if (id === 'qualifications') return flags['my-account-qualifications'].length > 0;
  return true;
}

/** One qualification type's pages (add, edit/{id}): only the types the flag allows. */
export function qualificationTypeAvailable(type: QualificationType, flags: AccountFlags): boolean {
  return flags['my-account-qualifications'].includes(type);
}

/** Each account page's URL in the route table. */
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

/**
 * The account pages a shopper is offered, in menu order, each at its route: pages whose feature
 * flag is off are left out rather than leading to a page that does not work.
 */
export function accountLinks(site: RouteSite, flags: AccountFlags): AccountLink[] {
  const account = storeRoutes(site).account;
  return ACCOUNT_PAGES.filter((id) => accountPageAvailable(id, flags)).map((id) => ({
    id,
    href: accountPageHref(id, account),
  }));
}
