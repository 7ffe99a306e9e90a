/**
 * An invoice's status as shown: PAID once paid; otherwise OPEN until its due date (included) and
 * OVERDUE the day after. Computed from the dates on the day it is asked, so an open invoice turns
 * overdue without anyone updating it.
 */
export const INVOICE_STATUSES = ['OPEN', 'OVERDUE', 'PAID'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** `today` and `dueDate` are ISO dates (YYYY-MM-DD), compared as text. */
export function invoiceStatusOf(
  invoice: { dueDate: string; paid: boolean },
  today: string,
): InvoiceStatus {
  if (invoice.paid) return 'PAID';
  return today > invoice.dueDate ? 'OVERDUE' : 'OPEN';
}

/** Open and overdue invoices can be paid by card; a paid one cannot be paid again. */
export function invoicePayable(status: InvoiceStatus): boolean {
  return status !== 'PAID';
}
