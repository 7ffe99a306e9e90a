import type { InvoiceAccess } from '../../api/invoices/invoice-access';
import type { Core } from '../../core/core';

/** One object, so hooks see a stable value. */
export const ACCOUNT_ACCESS: InvoiceAccess = { kind: 'account' };

/** The page's invoice mode (the `invoicesMode` config key; spec section 6). */
export function isSimplifiedMode({ config }: Pick<Core, 'config'>): boolean {
  return config.invoicesMode === 'simplified';
}

/** The list's page from 0; anything invalid in the untrusted query is page 1. */
export function invoicePageOf(search: string): number {
  const raw = new URLSearchParams(search).get('page') ?? '';
  const page = /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
  return page - 1;
}
