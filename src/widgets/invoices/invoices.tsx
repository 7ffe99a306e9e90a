import { useState } from 'react';
import { useInvoices } from '../../api/invoices/get-invoices';
import type { InvoiceAccess } from '../../api/invoices/invoice-access';
import type { Invoice } from '../../api/invoices/invoice.schema';
import { useTranslate } from '../../core/i18n/use-translate';
import { useCore } from '../../core/react/core-context';
import { useSite } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import { AccountPage } from '../../ui/account-page/account-page';
import { useAccountPageGate } from '../../ui/account-page/use-account-page-gate';
import { useOrderDate } from '../../ui/order/use-order-date';
import { LazyInvoiceLookupForm } from './lazy-invoice-lookup-form';
import { ACCOUNT_ACCESS, invoicePageOf, isSimplifiedMode } from './invoice-mode';
import { ListPager } from '../../ui/list-pager';
import { InvoiceTable } from './invoice-table';
import { invoiceListMessages } from './invoice-list.messages';
import { invoicesMessages } from './invoices.messages';

/** <store-invoices>: the organisations' invoices, paged; in simplified mode, a lookup of one. */
export function Invoices() {
  return isSimplifiedMode(useCore()) ? <SimplifiedInvoices /> : <AccountInvoices />;
}

function AccountInvoices() {
  const t = useTranslate(invoicesMessages);
  const lt = useTranslate(invoiceListMessages);
  const date = useOrderDate();
  const routes = storeRoutes(useSite());
  const [page] = useState(() => invoicePageOf(globalThis.location?.search ?? ''));
  const { gate, session } = useAccountPageGate('invoices');
  const list = useInvoices(gate === 'open' ? session.user?.id : undefined, page);
  const data = list.data;
  return (
    <AccountPage
      page="invoices"
      className="invoices-page"
      status={data ? 'ready' : list.isError ? 'error' : 'loading'}
      readyState={data && data.pagination.totalResults === 0 ? 'empty' : 'loaded'}
      texts={{ signIn: t('signIn'), loading: t('loading'), loadError: t('loadError') }}
      onRetry={() => void list.refetch()}
      retrying={list.isFetching}
    >
      {data && data.invoices.length > 0 ? (
        <>
          <InvoiceTable
            invoices={data.invoices}
            access={ACCOUNT_ACCESS}
            payHref={routes.invoicePayment}
            date={date}
            t={t}
          />
          <ListPager
            pagination={data.pagination}
            shown={data.invoices.length}
            pageHref={routes.invoicesPage}
            t={lt}
          />
        </>
      ) : data ? (
        <p className="message" role="status">
          {lt('empty')}
        </p>
      ) : null}
    </AccountPage>
  );
}

function SimplifiedInvoices() {
  const t = useTranslate(invoicesMessages);
  const lt = useTranslate(invoiceListMessages);
  const date = useOrderDate();
  const routes = storeRoutes(useSite());
  const [found, setFound] = useState<{ invoice: Invoice; access: InvoiceAccess } | undefined>();
  return (
    <AccountPage
      page="invoices"
      visitors
      overviewLink={false}
      className="invoices-page"
      status="ready"
      readyState={found ? 'found' : 'lookup'}
    >
      {found ? (
        <>
          <InvoiceTable
            invoices={[found.invoice]}
            access={found.access}
            payHref={routes.invoicePayment}
            date={date}
            t={t}
          />
          <p className="actions">
            <button type="button" className="button-link" onClick={() => setFound(undefined)}>
              {lt('anotherInvoice')}
            </button>
          </p>
        </>
      ) : (
        <LazyInvoiceLookupForm
          onFound={({ invoice, accessToken }) =>
            setFound({ invoice, access: { kind: 'token', token: accessToken } })
          }
          t={t}
        />
      )}
    </AccountPage>
  );
}
