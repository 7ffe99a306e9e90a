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
import { errorPageOf } from '../../ui/error-page/error-page-redirect';
import { useCore } from '../../core/react/core-context';
import { useSite } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import { invoiceNumberFromPath, invoiceNumberOf } from '../../rules/invoice/invoice-number';
import { ACCOUNT_ACCESS, isSimplifiedMode } from './invoice-mode';

export interface InvoicePage {
  simplified: boolean;
  /** Undefined when malformed (a 404). */
  number: string | undefined;
  access: InvoiceAccess | undefined;
  needsLookup: boolean;
  accessExpired: boolean;
  adopt: (lookup: InvoiceLookup) => void;
  /** The access ran out while the page was open: ask again. */
  expire: () => void;
  invoice: Invoice | undefined;
  errorPage: string | undefined;
  status: AccountPageStatus;
  refetch: () => void;
  fetching: boolean;
}

/** The invoice of a payment or confirmation page, read with the bearer or a lookup's token. */
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

  // A 401 (the access ran out) is no error page: `expire` asks for the postal code again.
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
