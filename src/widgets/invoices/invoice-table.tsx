import { useState } from 'react';
import type { InvoiceAccess } from '../../api/invoices/invoice-access';
import type { Invoice } from '../../api/invoices/invoice.schema';
import type { Translate } from '../../core/i18n/messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { invoicePayable } from '../../rules/invoice/invoice-status';
import { InvoicePdfButton } from './invoice-pdf-button';
import { invoiceListMessages } from './invoice-list.messages';
import type { InvoicesMessageKey } from './invoices.messages';

interface InvoiceTableProps {
  invoices: readonly Invoice[];
  access: InvoiceAccess;
  payHref: (number: string) => string;
  date: (iso: string) => string;
  t: Translate<InvoicesMessageKey>;
}

/** Invoices with their dates, amounts and status; each with its PDF, and Pay while open. */
export function InvoiceTable({ invoices, access, payHref, date, t }: InvoiceTableProps) {
  const lt = useTranslate(invoiceListMessages);
  const [pdfStatus, setPdfStatus] = useState('');
  return (
    <>
      <div className="table-scroll">
        <table className="account-table" part="table">
          <caption className="visually-hidden">{lt('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{lt('columnNumber')}</th>
              <th scope="col">{t('columnAccount')}</th>
              <th scope="col">{t('columnIssued')}</th>
              <th scope="col">{t('columnDue')}</th>
              <th scope="col" className="number">
                {t('columnTotal')}
              </th>
              <th scope="col" className="number">
                {t('columnAmountDue')}
              </th>
              <th scope="col">{t('columnStatus')}</th>
              <th scope="col">{lt('columnActions')}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.number} part="item" data-invoice-number={invoice.number}>
                <th scope="row">{invoice.number}</th>
                <td>
                  {invoice.customerAccount.name}
                  {invoice.customerAccount.accountNumber
                    ? ` (${invoice.customerAccount.accountNumber})`
                    : ''}
                </td>
                <td>{date(invoice.issueDate)}</td>
                <td>{date(invoice.dueDate)}</td>
                <td className="number">{invoice.total.formattedValue}</td>
                <td className="number">{invoice.amountDue.formattedValue}</td>
                <td>
                  <span className={`invoice-status status-${invoice.status.toLowerCase()}`}>
                    {t(`status.${invoice.status}`)}
                  </span>
                </td>
                <td>
                  <div className="row-actions">
                    <InvoicePdfButton
                      number={invoice.number}
                      access={access}
                      onStatus={setPdfStatus}
                    />
                    {invoicePayable(invoice.status) ? (
                      <a
                        href={payHref(invoice.number)}
                        aria-label={lt('payOf', { number: invoice.number })}
                        part="trigger"
                      >
                        {t('pay')}
                      </a>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="pdf-status" role="status">
        {pdfStatus}
      </p>
    </>
  );
}
