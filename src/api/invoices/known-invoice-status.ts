import { todayIn, type IsoDate } from '../../rules/form/calendar-date';
import {
  INVOICE_STATUSES,
  invoiceStatusOf,
  type InvoiceStatus,
} from '../../rules/invoice/invoice-status';
import { siteTimeZone } from '../http/site-time-zone';

const isKnown = (status: string): status is InvoiceStatus =>
  (INVOICE_STATUSES as readonly string[]).includes(status);

/**
 * An invoice's status as the widgets know it. A status the platform adds later is read by the rule
 * the platform follows (paid when nothing is left to pay, else open until the due date, overdue
 * after it, on the site's calendar), so a new status neither fails the list nor hides what is due;
 * the payment call stays the judge of what may be paid.
 */
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
