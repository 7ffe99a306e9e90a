import type { SignOutReason } from '../../core/events/events';
import type { Locale } from '../../core/locale/locales';
import { storeBasePath } from '../../core/locale/site-context';
import {
  matchTemplate,
  pageUrl,
  type RouteName,
  type RouteTemplates,
} from '../../core/routes/route-table';
import { ROOT_ACCOUNT_SEGMENTS, storeRoutes } from '../../core/routes/routes';

// Where the shopper goes after logout (spec section 4); see docs/decisions/logout-redirect.md.

export type LogoutPageKind =
  'account' | 'checkout' | 'expCheckout' | 'invoice' | 'product' | 'store' | 'other';

export type LogoutRedirect = { kind: 'redirect'; url: string } | { kind: 'stay' };

/** `notify`: stay, and show a sign-out notification (`timeout` chooses its wording). */
export type LogoutPlan = LogoutRedirect | { kind: 'notify'; timeout: boolean };

/** At the root or under the store base path. */
const ACCOUNT_SECTIONS: ReadonlySet<string> = new Set(ROOT_ACCOUNT_SEGMENTS);

const LOCALE_SEGMENT = /^[a-z]{2}(?:[-_][a-z]{2})?$/;

function segmentsOf(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path
    .toLowerCase()
    .split('/')
    .filter((s) => s !== '')
    .map((s) => s.replace(/\.html$/, ''));
}

/** Configured routes that are no account page (every other is). */
const KIND_OF_ROUTE: Partial<Record<RouteName, LogoutPageKind>> = {
  cart: 'checkout',
  checkout: 'checkout',
  orderConfirmation: 'checkout',
  expCheckout: 'expCheckout',
  invoices: 'invoice',
  storeInvoices: 'invoice',
  invoicePayment: 'invoice',
  invoicePaymentConfirmation: 'invoice',
  product: 'product',
  quickOrder: 'store',
  orderStatus: 'store',
  home: 'other',
  search: 'other',
  login: 'other',
  contactUs: 'other',
  internationalContacts: 'other',
  error: 'other',
};

function configuredKind(page: string, routes: RouteTemplates): LogoutPageKind | undefined {
  const url = pageUrl(page);
  for (const [name, template] of Object.entries(routes) as [RouteName, string][]) {
    if (url && matchTemplate(template, url)) return KIND_OF_ROUTE[name] ?? 'account';
  }
  return undefined;
}

export function classifyLogoutPage(pathname: string, routes: RouteTemplates = {}): LogoutPageKind {
  const configured = configuredKind(pathname, routes);
  if (configured) return configured;
  const segments = segmentsOf(pathname);
  const inStore = segments[0] === 'store';

  if (inStore && segments[1] === 'invoices') return 'invoice';
  // /store/checkout is the `/{x}/checkout` route, not a page under a store base path.
  if (inStore && segments[1] === 'checkout' && segments.length === 2) return 'checkout';
  // Under the store base path /store/{site}/{lang}, the page itself starts after three segments.
  let rest = inStore ? segments.slice(3) : segments;
  if (!inStore && rest.length > 1 && LOCALE_SEGMENT.test(rest[0] ?? '')) rest = rest.slice(1);
  const [first = '', second = ''] = rest;

  if (first === 'invoices') return 'invoice';
  if (ACCOUNT_SECTIONS.has(first)) return 'account';
  if (first === 'exp-checkout') return 'expCheckout';
  if (first === 'p') return 'product';
  if (first === 'cart' || first === 'checkout' || second === 'checkout') return 'checkout';
  if (inStore) return 'store';
  return 'other';
}

/** `/quotes?x=1#top` → `/quotes?x=1`. */
function pathAndQuery(page: string): string {
  return page.split('#', 1)[0] ?? '';
}

/** `timeout` adds the login page's timeout query, `returnTo` the page itself. */
export function logoutRedirect(
  page: string,
  locale: Locale,
  options: { timeout?: boolean; returnTo?: boolean; routes?: RouteTemplates } = {},
): LogoutRedirect {
  const { routes } = options;
  const site = storeRoutes({ locale, storeBasePath: storeBasePath(locale), routes });
  switch (classifyLogoutPage(page, routes)) {
    case 'account':
    case 'checkout':
    case 'expCheckout':
      return {
        kind: 'redirect',
        url: site.login({
          timeout: options.timeout ?? false,
          returnTo: options.returnTo ? pathAndQuery(page) : undefined,
        }),
      };
    case 'invoice':
      return { kind: 'redirect', url: site.invoices };
    case 'store':
    case 'product':
      return { kind: 'stay' };
    case 'other':
      return { kind: 'redirect', url: site.search };
  }
}

/** Redirect, stay, or stay with a notice saying why when the shopper did not sign out. */
export function logoutPlan(
  page: string,
  locale: Locale,
  reason: SignOutReason,
  routes?: RouteTemplates,
): LogoutPlan {
  const timeout = reason === 'idle' || reason === 'timeout';
  const returnTo = timeout || reason === 'session-ended';
  const redirect = logoutRedirect(page, locale, { timeout, returnTo, routes });
  // The shopper's own Sign out (or another tab's) needs no notice: the header says "Sign in".
  if (redirect.kind === 'redirect' || reason === 'user' || reason === 'other-tab') return redirect;
  return { kind: 'notify', timeout };
}
