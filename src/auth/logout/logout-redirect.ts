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

/**
 * Where the shopper goes after logout (spec section 4, "Redirect after logout"):
 *
 *   page                                                         after logout
 *   account pages (/my-account…, /order-history, /saved-carts,   login
 *     /addresses, /quotes, /profile-details, /preferences,
 *     /qualifications), at the root or under /store/{site}/{lang}
 *   checkout (/{x}/checkout, /checkout, and /cart)               login
 *   experience checkout (/exp-checkout…)                         login
 *   invoice pages (/invoices/…, /store/invoices…,                /invoices/{locale}
 *     /store/{site}/{lang}/invoices…)
 *   store pages (/store/… not matched above), products (/p/…)    stay
 *   anything else (home, CMS pages, /search.html, login)         /search.html
 *
 * The login URL, by why the shopper was signed out:
 *
 *   reason                                   login URL
 *   idle, timeout (failed token renewal)     /{locale}/login?timeout=true&returnTo={page}
 *   session ended (401 from the platform)    /{locale}/login?returnTo={page}
 *   the shopper's own Sign out               /{locale}/login
 *
 * `{page}` is the page's path and query (no hash), URL-encoded; signing in on the login page
 * takes the shopper back there (src/auth/session/after-sign-in.ts). It is left out when it is not
 * a safe site-relative path (src/core/routes/return-to.ts), so a crafted URL cannot make the
 * login page send anyone elsewhere.
 *
 * Choices where the spec is silent, and why:
 * - /cart counts as checkout: the spec says "the cart is the checkout index", and the cart shown
 *   was the signed-out shopper's own, which they get back by signing in again.
 * - /{x}/checkout matches any one segment before `checkout` (/cart/checkout, /en-nz/checkout),
 *   and a bare /checkout too.
 * - The login path uses the whole locale (`/en-nz/login`), not the language: the spec's `{lang}`
 *   would be `en` for both en-au and en-nz (and for zh-sg on the .asia host), and the locale
 *   resolver (first path segment) would then pick the host's default site, not the shopper's.
 * - A logout by timeout adds `?timeout=true` to the login path (spec 7: "a store logout path with
 *   timeout query"), so the login page can say why. Other targets get no query.
 * - Only a sign-out the shopper did not ask for carries `returnTo`: they were in the middle of
 *   something. After their own Sign out, signing in again starts afresh.
 * - An optional locale-shaped first segment (`/en-nz/my-account`, `/fr/quotes`) is skipped, as
 *   the locale resolver skips it; a trailing `.html` on a segment is ignored (CMS page URLs).
 * - Matching ignores case, repeated and trailing slashes, and any query or hash.
 * - Invoice pages always redirect, even from /invoices/{locale} itself: the reload drops anything
 *   the signed-in shopper was shown.
 * - A site with its own route table (the configuration's `routes`): a page matching one of its
 *   configured routes is that route's row (the account routes are account pages, the order
 *   confirmation is checkout); other pages are classified as above. The targets are its routes.
 */

export type LogoutPageKind =
  'account' | 'checkout' | 'expCheckout' | 'invoice' | 'product' | 'store' | 'other';

export type LogoutRedirect = { kind: 'redirect'; url: string } | { kind: 'stay' };

/** `notify`: stay, and show a sign-out notification (`timeout` chooses its wording). */
export type LogoutPlan = LogoutRedirect | { kind: 'notify'; timeout: boolean };

/** Account pages: their first segment, at the root or under the store base path (route table). */
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

/** The row of a configured route that is no account page (every other is). */
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

/** Which row of the table a path belongs to (`routes`: the site's configured routes). */
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

/** The path and query of a page address (`/quotes?x=1#top` → `/quotes?x=1`). */
function pathAndQuery(page: string): string {
  return page.split('#', 1)[0] ?? '';
}

/**
 * The redirect table itself, for a page given as path and optional query. `timeout` adds the
 * login page's timeout query, `returnTo` the page itself as the login page's `returnTo`.
 */
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

/**
 * The whole decision (spec 4: logout "either redirects, shows a sign-out notification, or clears
 * the session without redirect"), for the page's path and query (`location.pathname +
 * location.search`). Where the table says stay: after the shopper's own Sign out the session is
 * just cleared (the header turning to "Sign in" is the confirmation); after a timeout or a 401 the
 * shopper did nothing, so a notification says why they are signed out. Where it says login, a
 * sign-out the shopper did not ask for carries the page as `returnTo`.
 */
export function logoutPlan(
  page: string,
  locale: Locale,
  reason: SignOutReason,
  routes?: RouteTemplates,
): LogoutPlan {
  // Idleness and a failed renewal are both timeouts here (the login page says so).
  const timeout = reason === 'idle' || reason === 'timeout';
  const returnTo = timeout || reason === 'session-ended';
  const redirect = logoutRedirect(page, locale, { timeout, returnTo, routes });
  // The shopper's own Sign out (or another tab's) needs no notice: the header says "Sign in".
  if (redirect.kind === 'redirect' || reason === 'user' || reason === 'other-tab') return redirect;
  return { kind: 'notify', timeout };
}
