import { readItem, writeItem } from '../../core/platform/storage';

/**
 * How the invoice calls are allowed (spec section 6): as the signed-in shopper (their
 * organisations' invoices), or, in simplified mode, with the access token a lookup by number and
 * postal code gave for one invoice.
 */
export type InvoiceAccess = { kind: 'account' } | { kind: 'token'; token: string };

const ACCESS_HEADER = 'X-Invoice-Access';

/** The path of one invoice (and its PDF, payments) for this access. */
export function invoicePath(number: string, access: InvoiceAccess): string {
  const own = access.kind === 'account' ? '/users/current' : '';
  return `${own}/invoices/${encodeURIComponent(number)}`;
}

/** The headers that carry the access (none for the signed-in shopper: the bearer does). */
export function accessHeaders(access: InvoiceAccess): Record<string, string> {
  return access.kind === 'token' ? { [ACCESS_HEADER]: access.token } : {};
}

/**
 * The access tokens of this tab's lookups, by invoice number, in session storage: the payment and
 * confirmation pages open the invoice the lookup page found without asking again, and nothing
 * outlives the tab. The second factor itself is never stored.
 */
const STORAGE_KEY = 'store-widgets.invoice-access';

function readTokens(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readItem(STORAGE_KEY, 'session') ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

export function storedInvoiceAccess(number: string): InvoiceAccess | undefined {
  const token = readTokens()[number];
  return token ? { kind: 'token', token } : undefined;
}

export function storeInvoiceAccess(number: string, token: string): void {
  writeItem(STORAGE_KEY, JSON.stringify({ ...readTokens(), [number]: token }), 'session');
}

export function forgetInvoiceAccess(number: string): void {
  const rest = Object.entries(readTokens()).filter(([stored]) => stored !== number);
  writeItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(rest)), 'session');
}
