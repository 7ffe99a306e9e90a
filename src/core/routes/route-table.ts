// The site's routes as URL templates, each replaceable by the configuration (docs/route-table.md).
const STORE = '{storeBase}';
const ACCOUNT = `${STORE}/my-account`;

export const DEFAULT_ROUTES = {
  home: '/',
  quickOrder: `${STORE}/quickOrder`,
  orderStatus: `${STORE}/order-status`,
  orderConfirmation: `${STORE}/checkout/order-confirmation/{orderCode}`,
  accountRoot: ACCOUNT,
  orderHistory: `${ACCOUNT}/order-history`,
  orderDetails: `${ACCOUNT}/order-history/order-details/{orderId}`,
  orderStatusLookup: `${ACCOUNT}/order-history/order-status`,
  savedCarts: `${ACCOUNT}/saved-carts`,
  savedCartDetails: `${ACCOUNT}/saved-carts/cart-details/{cartId}`,
  addresses: `${ACCOUNT}/addresses`,
  addAddress: `${ACCOUNT}/addresses/add-address`,
  editAddress: `${ACCOUNT}/addresses/edit-address/{addressId}`,
  quotes: `${ACCOUNT}/quotes`,
  quote: `${ACCOUNT}/quotes/{quoteId}`,
  profile: `${ACCOUNT}/profile-details`,
  preferences: `${ACCOUNT}/preferences`,
  qualifications: `${ACCOUNT}/qualifications`,
  qualificationType: `${ACCOUNT}/qualifications/{type}`,
  addQualification: `${ACCOUNT}/qualifications/{type}/add`,
  editQualification: `${ACCOUNT}/qualifications/{type}/edit/{qualificationId}`,
  accounts: `${ACCOUNT}/accounts`,
  paymentCards: `${ACCOUNT}/payment-cards`,
  supportLogin: `${ACCOUNT}/support/login`,
  supportLoginFor: `${ACCOUNT}/{x}/support/login`,
  cart: '/cart',
  checkout: '/store/checkout',
  expCheckout: '/exp-checkout',
  product: '/p/{productCode}',
  search: '/search.html',
  login: '/{locale}/login',
  invoices: '/invoices/{locale}',
  storeInvoices: '/store/invoices',
  invoicePayment: '/invoices/{invoiceId}/payment',
  invoicePaymentConfirmation: '/invoices/{invoiceId}/payment/confirmation',
  contactUs: '/contact-us.html',
  internationalContacts: '/international-contacts.html',
  error: '/{locale}/error.{code}.html',
} as const;

export type RouteName = keyof typeof DEFAULT_ROUTES;
export type RouteTemplates = Partial<Record<RouteName, string>>;

/** Usable in any template; `{storeBase}` is `/store/{site}/{lang}`. */
export const SITE_PLACEHOLDERS = ['storeBase', 'locale', 'site', 'lang'];

const PLACEHOLDER = /\{(\w+)\}/g;
const BASE = 'https://route.invalid';
const ABSOLUTE = /^https?:\/\/[^/?#\s]+/i;

export const placeholdersOf = (template: string): string[] =>
  [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');

export const routeParamNames = (name: RouteName): string[] =>
  placeholdersOf(DEFAULT_ROUTES[name]).filter((p) => !SITE_PLACEHOLDERS.includes(p));

export function templateProblem(name: RouteName, template: unknown): string | undefined {
  if (typeof template !== 'string' || !/^(\/|https?:\/\/[^/?#\s]+\/)[^\s#]*$/i.test(template))
    return 'not a path or an absolute URL';
  const used = placeholdersOf(template);
  const own = routeParamNames(name);
  const unknown = used.find((p) => !own.includes(p) && !SITE_PLACEHOLDERS.includes(p));
  if (unknown) return `unknown placeholder {${unknown}}`;
  const missing = own.find((p) => !used.includes(p));
  return missing ? `{${missing}} is missing` : undefined;
}

/** Values are encoded, except `storeBase`, which is a path. */
export function fillTemplate(
  template: string,
  values: Record<string, string>,
  query: Record<string, string | undefined> = {},
): string {
  const filled = template.replace(PLACEHOLDER, (_, name: string) =>
    name === 'storeBase' ? (values[name] ?? '') : encodeURIComponent(values[name] ?? ''),
  );
  return withQuery(filled, query);
}

/** Empty values are left out; the URL's other parameters and hash are kept. */
export function withQuery(href: string, query: Record<string, string | undefined>): string {
  const extra = Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]);
  if (extra.length === 0) return href;
  const url = new URL(href, BASE);
  for (const [name, value] of extra) url.searchParams.set(name, value);
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a broken escape stays as written: no valid id looks like that
  }
}

/** A path is taken as written (no dot segments resolved). */
export interface PageAddress {
  origin: string;
  pathname: string;
  searchParams: URLSearchParams;
}

export function pageUrl(page: string | PageAddress): PageAddress | undefined {
  if (typeof page !== 'string') return page;
  if (page.startsWith('/') && !page.startsWith('//')) {
    const [path = '', query = ''] = page.split('#', 1)[0]?.split('?', 2) ?? [];
    return { origin: BASE, pathname: path, searchParams: new URLSearchParams(query) };
  }
  try {
    return new URL(page);
  } catch {
    return undefined;
  }
}

// A trailing placeholder takes the rest of the path, so a malformed id is still this route's (its
// reader refuses it). `mounted`: any path before it, where a CMS mounts the spec's route.
function pathRegExp(path: string, mounted: boolean): RegExp {
  const parts = (mounted ? path.replace(/^\{storeBase\}(\/my-account)?/, '{mount}') : path)
    .replace('{storeBase}', '/store/{site}/{lang}')
    .replace(/\/$/, '')
    .split(/(\/?\{\w+\})/);
  const last = parts.length - 2;
  const source = parts.map((part, i) => {
    const name = /\{(\w+)\}/.exec(part)?.[1];
    if (!name) return escape(part);
    if (name === 'mount') return '(?:/[^?#]*)?';
    const slash = part.startsWith('/') ? '/' : '';
    return i === last && parts[i + 1] === '' && slash
      ? `(?:/(?<${name}>.*?))?`
      : `${slash}(?<${name}>[^/]+?)`;
  });
  return new RegExp(`^${source.join('')}/?$`);
}

/** Undefined when not the template's page; a missing query placeholder is '' (no valid id). */
export function matchTemplate(
  template: string,
  page: PageAddress,
  mounted = false,
): Record<string, string> | undefined {
  const origin = ABSOLUTE.exec(template)?.[0];
  if (origin && origin.toLowerCase() !== page.origin) return undefined;
  const [path = '', query] = template.slice(origin?.length ?? 0).split('?');
  const match = pathRegExp(path, mounted).exec(page.pathname);
  if (!match) return undefined;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.groups ?? {}))
    params[name] = decoded(value ?? '');
  for (const [name, wanted] of new URLSearchParams(query)) {
    const value = page.searchParams.get(name);
    const param = /^\{(\w+)\}$/.exec(wanted)?.[1];
    if (param) params[param] = value ?? '';
    else if (value !== wanted) return undefined;
  }
  return params;
}

/** Whether a configured route names `param` in its query (`/product/?code={productCode}`). */
export function pageOwnsQuery(param: string, routes: RouteTemplates, page: PageAddress): boolean {
  return Object.values(routes).some(
    (template) => template.includes(`${param}={`) && !!matchTemplate(template, page),
  );
}

/** The one reader of ids from page addresses; the values are untrusted, each caller checks them. */
export function routeParams(
  name: RouteName,
  routes: RouteTemplates | undefined,
  page: string | PageAddress = globalThis.location?.href ?? '/',
): Record<string, string> | undefined {
  const url = pageUrl(page);
  const own = routes?.[name];
  return url && matchTemplate(own ?? DEFAULT_ROUTES[name], url, own === undefined);
}
