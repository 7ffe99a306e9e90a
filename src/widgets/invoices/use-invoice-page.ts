import { useCallback, useEffect, useState } from 'react';
import { useInvoice } from '../../api/invoices/get-invoice';
import {
  forgetInvoiceAccess,
  storedInvoiceAccess,
  type InvoiceAccess,
} from '../../api/invoices/invoice-access';
import {
  invoiceErrorOf,
  type Invoice,
  type InvoiceLookup,
} from '../../api/invoices/invoice.schema';
import { useAccountPageGate } from '../../ui/account-page/use-account-page-gate';
import type { AccountPageStatus } from '../../ui/account-page/account-page';
import { errorPageOf } from '../../ui/error-page-redirect';
import { useCore } from '../../core/react/core-context';
import { useSite } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import { invoiceNumberFromPath, invoiceNumberOf } from '../../rules/invoice/invoice-number';
import { ACCOUNT_ACCESS, isSimplifiedMode } from './invoice-mode';

export interface InvoicePage {
  simplified: boolean;
  /** The invoice of the page's address (or attribute); undefined when malformed (a 404). */
  number: string | undefined;
  access: InvoiceAccess | undefined;
  /** Simplified mode without access yet: the page asks for the postal code. */
  needsLookup: boolean;
  /** The access ran out (simplified mode): say why the postal code is asked again. */
  accessExpired: boolean;
  /** A lookup on this page found the invoice. */
  adopt: (lookup: InvoiceLookup) => void;
  /** The platform refused the access (it ran out while the page was open): ask again. */
  expire: () => void;
  invoice: Invoice | undefined;
  /**
   * The error page the shopper leaves for: a malformed number, or the platform's lasting refusal
   * (404: unknown or another organisation's). Undefined while the page can still be shown.
   */
  errorPage: string | undefined;
  status: AccountPageStatus;
  refetch: () => void;
  fetching: boolean;
}

/**
 * The invoice of a payment or confirmation page (`/invoices/{id}/payment[/confirmation]`): its
 * number from the address (untrusted: a malformed one is the 404 page without asking), and how it
 * may be read: as the signed-in shopper, or in simplified mode with the access token a lookup in
 * this tab gave (none, or expired: the page asks for the postal code).
 */
export function useInvoicePage(attributeNumber: string | undefined): InvoicePage {
  const simplified = isSimplifiedMode(useCore());
  const site = useSite();
  const [number] = useState(() =>
    attributeNumber !== undefined
      ? invoiceNumberOf(attributeNumber)
      : invoiceNumberFromPath(globalThis.location?.href ?? '/', site.routes),
  );
  const { gate, session } = useAccountPageGate('invoices', { visitors: simplified });
  const [tokenAccess, setTokenAccess] = useState<InvoiceAccess | undefined>(() =>
    simplified && number ? storedInvoiceAccess(number) : undefined,
  );
  const [accessExpired, setAccessExpired] = useState(false);
  const access = simplified ? tokenAccess : gate === 'open' ? ACCOUNT_ACCESS : undefined;
  const owner = simplified
    ? tokenAccess?.kind === 'token'
      ? tokenAccess.token
      : undefined
    : session.user?.id;
  const query = useInvoice(number, access, owner);
  const expired = simplified && invoiceErrorOf(query.error) === 'accessExpired';

  const expire = useCallback(() => {
    if (!number) return;
    forgetInvoiceAccess(number);
    setTokenAccess(undefined);
    setAccessExpired(true);
  }, [number]);
  useEffect(() => {
    if (expired) expire();
  }, [expired, expire]);

  // 401 (the access ran out) is no error page: errorPageOf leaves it here, where `expire` asks
  // for the postal code again.
  const errorPage = number ? errorPageOf(query.error, site) : storeRoutes(site).error(404);
  const needsLookup = simplified && !errorPage && !tokenAccess;
  let status: AccountPageStatus;
  if (needsLookup || query.data) status = 'ready';
  else if (query.isError && !expired) status = 'error';
  else status = 'loading';

  return {
    simplified,
    number,
    access,
    needsLookup,
    accessExpired,
    adopt: ({ invoice, accessToken }) => {
      if (invoice.number !== number) return;
      setAccessExpired(false);
      setTokenAccess({ kind: 'token', token: accessToken });
    },
    expire,
    invoice: query.data,
    errorPage,
    status,
    refetch: () => void query.refetch(),
    fetching: query.isFetching,
  };
}
