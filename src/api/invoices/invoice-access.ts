import { readItem, writeItem } from '../../core/platform/storage';

/** The invoice calls go signed in, or with the token a lookup gave for one invoice. */
export type InvoiceAccess = { kind: 'account' } | { kind: 'token'; token: string };

const ACCESS_HEADER = 'X-Invoice-Access';

export function invoicePath(number: string, access: InvoiceAccess): string {
  const own = access.kind === 'account' ? '/users/current' : '';
  return `${own}/invoices/${encodeURIComponent(number)}`;
}

/** None for the signed-in shopper: the bearer carries it. */
export function accessHeaders(access: InvoiceAccess): Record<string, string> {
  return access.kind === 'token' ? { [ACCESS_HEADER]: access.token } : {};
}

/** In session storage, so the next pages open the invoice and nothing outlives the tab. */
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
