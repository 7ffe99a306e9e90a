import type { Invoice } from '../../api/invoices/invoice.schema';
import type { Translate } from '../../core/i18n/messages';
import { useOrderDate } from '../../ui/order/use-order-date';
import type { InvoicesMessageKey } from './invoices.messages';

/** One invoice's facts: account, dates, amounts, status. */
export function InvoiceFacts({
  invoice,
  t,
}: {
  invoice: Invoice;
  t: Translate<InvoicesMessageKey>;
}) {
  const date = useOrderDate();
  const account = invoice.customerAccount;
  const facts: [string, string][] = [
    [
      t('columnAccount'),
      account.accountNumber ? `${account.name} (${account.accountNumber})` : account.name,
    ],
    [t('columnIssued'), date(invoice.issueDate)],
    [t('columnDue'), date(invoice.dueDate)],
    [t('columnTotal'), invoice.total.formattedValue],
    [t('columnAmountDue'), invoice.amountDue.formattedValue],
    [t('columnStatus'), t(`status.${invoice.status}`)],
  ];
  return (
    <dl className="invoice-facts" data-invoice-status={invoice.status}>
      {facts.map(([label, value]) => (
        <div key={label} className="invoice-fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
