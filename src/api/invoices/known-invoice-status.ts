import { todayIn, type IsoDate } from '../../rules/form/calendar-date';
import {
  INVOICE_STATUSES,
  invoiceStatusOf,
  type InvoiceStatus,
} from '../../rules/invoice/invoice-status';
import { siteTimeZone } from '../http/site-time-zone';

const isKnown = (status: string): status is InvoiceStatus =>
  (INVOICE_STATUSES as readonly string[]).includes(status);

/** An unknown status is read from the amounts and due date: no failed list, nothing due hidden. */
export function knownInvoiceStatus(
  invoice: { status: string; dueDate: string; amountDue: { value: number } },
  today?: IsoDate,
): InvoiceStatus {
  if (isKnown(invoice.status)) return invoice.status;
  return invoiceStatusOf(
    { dueDate: invoice.dueDate, paid: invoice.amountDue.value <= 0 },
    today ?? todayIn(siteTimeZone()),
  );
}
