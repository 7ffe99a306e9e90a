import { useState } from 'react';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import { AccountPage } from '../../ui/account-page/account-page';
import { useOrderDate } from '../../ui/order/use-order-date';
import { InvoiceFacts } from './invoice-facts';
import { LazyInvoiceLookupForm } from './lazy-invoice-lookup-form';
import { InvoicePdfButton } from './invoice-pdf-button';
import { invoiceConfirmationMessages } from './invoice-confirmation.messages';
import { invoicesMessages } from './invoices.messages';
import { useInvoicePage } from './use-invoice-page';

export interface InvoiceConfirmationProps {
  invoiceNumber?: string;
}

/** <store-invoice-confirmation>: the latest payment, at its own address so a reload shows it. */
export function InvoiceConfirmation({ invoiceNumber }: InvoiceConfirmationProps) {
  const t = useTranslate(invoicesMessages);
  const tc = useTranslate(invoiceConfirmationMessages);
  const date = useOrderDate();
  const routes = storeRoutes(useSite());
  const page = useInvoicePage(invoiceNumber);
  const [pdfStatus, setPdfStatus] = useState('');
  const { invoice, access } = page;
  const payment = invoice?.payments.at(-1);
  const paidInFull = invoice?.status === 'PAID';
  return (
    <AccountPage
      page="invoices"
      visitors={page.simplified}
      overviewLink={!page.simplified}
      className="invoice-confirmation-page"
      status={page.status}
      readyState={
        page.needsLookup ? 'lookup' : !payment ? 'not-paid' : paidInFull ? 'paid' : 'part-paid'
      }
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
      {page.needsLookup && page.number ? (
        <LazyInvoiceLookupForm
          fixedNumber={page.number}
          notice={page.accessExpired ? t('accessExpired') : undefined}
          onFound={page.adopt}
          t={t}
        />
      ) : invoice && access ? (
        <>
          {payment ? (
            <>
              <div className="confirmation" role="status">
                <h2 className="page-title">{tc('confirmationTitle')}</h2>
                <p>
                  {tc(paidInFull ? 'confirmationText' : 'partConfirmationText', {
                    number: invoice.number,
                    amount: payment.amount.formattedValue,
                    last4: payment.last4,
                    date: date(payment.paidAt),
                  })}
                </p>
                <p className="remaining">
                  {tc('remaining', { balance: invoice.amountDue.formattedValue })}
                </p>
                <p>{tc('reference', { reference: payment.reference })}</p>
              </div>
              {paidInFull ? null : (
                <p className="actions">
                  <a href={routes.invoicePayment(invoice.number)} part="trigger">
                    {tc('payRest')}
                  </a>
                </p>
              )}
            </>
          ) : (
            <>
              <p className="message">{tc('notPaid', { number: invoice.number })}</p>
              <p className="actions">
                <a href={routes.invoicePayment(invoice.number)} part="trigger">
                  {tc('payNow')}
                </a>
              </p>
            </>
          )}
          <InvoiceFacts invoice={invoice} t={t} />
          <p className="actions">
            <InvoicePdfButton number={invoice.number} access={access} onStatus={setPdfStatus} />
            <a href={routes.invoices}>{t('backToInvoices')}</a>
          </p>
          <p className="pdf-status" role="status">
            {pdfStatus}
          </p>
        </>
      ) : null}
    </AccountPage>
  );
}
