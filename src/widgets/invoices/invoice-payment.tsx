import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import { AccountPage } from '../../ui/account-page/account-page';
import { InvoiceFacts } from './invoice-facts';
import { LazyInvoiceLookupForm } from './lazy-invoice-lookup-form';
import { InvoicePayForm } from './invoice-pay-form';
import { invoicePaymentMessages } from './invoice-payment.messages';
import { invoicesMessages } from './invoices.messages';
import { useInvoicePage } from './use-invoice-page';

export interface InvoicePaymentProps {
  invoiceNumber?: string;
}

/** <store-invoice-payment>: pay an open invoice by card, then on to its confirmation page. */
export function InvoicePayment({ invoiceNumber }: InvoicePaymentProps) {
  const t = useTranslate(invoicesMessages);
  const tp = useTranslate(invoicePaymentMessages);
  const routes = storeRoutes(useSite());
  const page = useInvoicePage(invoiceNumber);
  const { invoice, number, access } = page;
  return (
    <AccountPage
      page="invoices"
      visitors={page.simplified}
      overviewLink={!page.simplified}
      className="invoice-payment-page"
      title={number ? tp('payTitle', { number }) : undefined}
      status={page.status}
      readyState={page.needsLookup ? 'lookup' : invoice?.status === 'PAID' ? 'paid' : 'payable'}
      texts={{
        signIn: t('signIn'),
        loading: t('loading'),
        loadError: t('loadError'),
      }}
      back={{ href: routes.invoices, label: t('backToInvoices') }}
      errorPage={page.errorPage}
      onRetry={page.refetch}
      retrying={page.fetching}
    >
      {page.needsLookup && number ? (
        <LazyInvoiceLookupForm
          fixedNumber={number}
          notice={page.accessExpired ? t('accessExpired') : undefined}
          onFound={page.adopt}
          t={t}
        />
      ) : invoice && access ? (
        <>
          <InvoiceFacts invoice={invoice} t={t} />
          {invoice.status === 'PAID' ? (
            <>
              <p className="message" role="status">
                {tp('alreadyPaid')}
              </p>
              <p className="actions">
                <a href={routes.invoicePaymentConfirmation(invoice.number)}>
                  {tp('viewConfirmation')}
                </a>
              </p>
            </>
          ) : (
            <InvoicePayForm
              invoice={invoice}
              access={access}
              onAccessExpired={page.expire}
              onPaid={(paid) =>
                globalThis.location.assign(routes.invoicePaymentConfirmation(paid.number))
              }
              t={t}
            />
          )}
          <p className="actions">
            <a href={routes.invoices}>{t('backToInvoices')}</a>
          </p>
        </>
      ) : null}
    </AccountPage>
  );
}
