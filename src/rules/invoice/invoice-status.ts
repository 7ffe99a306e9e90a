// An invoice's status, computed from its dates on the day asked, so an open invoice turns overdue
// (the day after its due date) without anyone updating it.
export const INVOICE_STATUSES = ['OPEN', 'OVERDUE', 'PAID'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** ISO dates, compared as text. */
export function invoiceStatusOf(
  invoice: { dueDate: string; paid: boolean },
  today: string,
): InvoiceStatus {
  if (invoice.paid) return 'PAID';
  return today > invoice.dueDate ? 'OVERDUE' : 'OPEN';
}

/** A paid one cannot be paid again. */
export function invoicePayable(status: InvoiceStatus): boolean {
  return status !== 'PAID';
}
